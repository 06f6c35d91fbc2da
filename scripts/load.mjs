// npm run load: load on loopback with autocannon. A throw-away PocketBase (temp data dir,
// 127.0.0.1, our migrations and a copy of our hooks) serves a production build of the app, seeded
// with the demo content plus 5,000 articles. Each route then gets 50 connections for 20 s, twice:
// with the API rate limit on as the migration configures it (the "/api/" rule; all load comes from
// one IP, so API routes are expected to answer 429 past the limit: "intended 429s"), and with the
// rate limiter off to show raw capacity. Prints markdown tables ready for README.
//   node scripts/load.mjs [--dist=DIR] [--articles=5000] [--duration=20] [--connections=50]
//                         [--routes=home,listpage,quizpage,article,list,search,asset,rss,sitemap,health]
//                         [--passes=on,off]
//                         [--without-hooks=a.pb.js,b.pb.js]   (to measure what a hook file costs)
//                         [--hooks-pool=N]   (PocketBase's --hooksPool, default 15 prewarmed JS VMs)
//   node scripts/load.mjs --behind-cache   (nginx proxy_cache in front: scripts/lib/load-behind-cache.mjs)
// Without --dist the app (and the page renderer, vite build --ssr) is built into a temp dir, never
// into the repo's dist/; with --dist=DIR the renderer is DIR/../dist-server when it exists (what
// `npm run build` makes), else pages are served as the plain app shell.
//   node scripts/load.mjs --scenario=search-flood [--connections=50] [--duration=20] [--page-connections=10]
//       (issue 25, hole 3) the home page's latency idle, then while 50 connections search
//       /api/ca/search, with the expensive-route gates as configured (EXPENSIVE_CONCURRENCY, default
//       4) and with the cap lifted (EXPENSIVE_CONCURRENCY=100000, as before the gates): one table.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg, tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import PocketBase from "pocketbase";
import { insertArticles } from "./lib/load-seed.mjs";
import { makeHooksDir } from "./lib/pb-sandbox.mjs";
import { ROOT, startPocketBase, superuserClient } from "./lib/pocketbase.mjs";
import { seed } from "./lib/seed.mjs";
// A page of cards as the app asks for it (shared/lists-core.cjs).
import { ARTICLES_PER_PAGE as PAGE_SIZE, ARTICLE_CARD_FIELDS as CARD_FIELDS } from "../shared/lists-core.cjs";

const opt = (name, dflt) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt;
const ARTICLES = Number(opt("articles", 5000));
const DURATION = Number(opt("duration", 20));
const CONNECTIONS = Number(opt("connections", 50));
const ROUTES = opt("routes", "home,listpage,quizpage,list,article,search,asset,rss,sitemap,health").split(
  ",",
);
const PASSES = opt("passes", "on,off").split(",");
const SEARCH = "budget";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds the app into outDir and, where this checkout has one, the page renderer (vite build --ssr)
 * into the repo's git-ignored .bench/ (its imports of react etc. resolve from the repo's
 * node_modules, so it cannot live in a temp dir). Returns the renderer's path, or "".
 */
function buildApp(outDir) {
  const vite = join(ROOT, "node_modules", "vite", "bin", "vite.js");
  const build = (args) => {
    const r = spawnSync(process.execPath, [vite, "build", ...args, "--emptyOutDir", "--logLevel", "warn"], {
      cwd: ROOT,
      stdio: "inherit",
    });
    if (r.status !== 0) throw new Error(`vite build ${args.join(" ")} failed`);
  };
  build(["--outDir", outDir]);
  const entry = join(ROOT, "src", "app", "render-server.tsx");
  if (!existsSync(entry)) return "";
  const serverDir = join(ROOT, ".bench", `load-render-${process.pid}`);
  build(["--ssr", entry, "--outDir", serverDir]);
  return join(serverDir, "render-server.js");
}

/** The exact URL the SDK sends for the page's list request (captured at its fetch call). */
async function listUrl(url, { q } = {}) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  let sent = "";
  // The filter as buildListFilter (src/features/current-affairs/api/list-filter.ts) writes it.
  const filter = q
    ? pb.filter("active = {:active} && name ~ {:q}", { active: true, q })
    : pb.filter("active = {:active}", { active: true });
  const page = await pb.collection("currentAffairs").getList(1, PAGE_SIZE, {
    filter,
    sort: "-date,-created",
    expand: "tags",
    fields: CARD_FIELDS,
    skipTotal: true,
    fetch: (u, init) => {
      sent = String(u);
      return fetch(u, init);
    },
  });
  if (!page.items.length) throw new Error(`the list${q ? ` for "${q}"` : ""} is empty`);
  if (!sent.includes("?")) throw new Error(`could not capture the list request's query (${sent})`);
  return { path: sent.slice(url.length), first: page.items[0] };
}

/** Waits until the home page answers quickly again (a slow route can leave a queue behind). */
async function settle(url, maxMs = 60_000) {
  const until = Date.now() + maxMs;
  let fast = 0;
  while (Date.now() < until && fast < 3) {
    const t = performance.now();
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) }).then((r) => r.arrayBuffer());
      fast = performance.now() - t < 100 ? fast + 1 : 0;
    } catch {
      fast = 0;
    }
    await sleep(200);
  }
  return fast >= 3;
}

function run(url, connections = CONNECTIONS) {
  return new Promise((res, rej) => {
    autocannon(
      {
        url,
        connections,
        duration: DURATION,
        // What a browser or a feed reader sends; PocketBase's gzip middleware answers in kind.
        headers: { "accept-encoding": "gzip" },
      },
      (err, result) => (err ? rej(err) : res(result)),
    );
  });
}

/**
 * --scenario=search-flood: home p50/p99 idle and under a search flood, with the gates as
 * configured and with the concurrency cap lifted. Restarts PocketBase on the same data dir for
 * each cap (the cap is read from the environment).
 */
async function searchFlood({ restart }) {
  const pageConnections = Number(opt("page-connections", 10));
  const searchPath = `/api/ca/search?q=${SEARCH}`;
  const rows = [];
  for (const [label, env] of [
    [`gates on (EXPENSIVE_CONCURRENCY=${process.env.EXPENSIVE_CONCURRENCY || "4, the default"})`, {}],
    ["cap lifted (EXPENSIVE_CONCURRENCY=100000, as before)", { EXPENSIVE_CONCURRENCY: "100000" }],
  ]) {
    const base = await restart(env);
    await settle(base);
    const idle = await run(`${base}/`, pageConnections);
    await settle(base);
    const [flood, home] = await Promise.all([
      run(base + searchPath, CONNECTIONS),
      run(`${base}/`, pageConnections),
    ]);
    const codes = Object.fromEntries(Object.entries(flood.statusCodeStats).map(([c, v]) => [c, v.count]));
    const row = {
      label,
      idleP50: idle.latency.p50,
      idleP99: idle.latency.p99,
      homeP50: home.latency.p50,
      homeP99: home.latency.p99,
      homeRps: home.requests.average,
      homeNon2xx: home.non2xx + home.errors + home.timeouts,
      search2xx: flood["2xx"] / flood.duration,
      search503: codes["503"] ?? 0,
      search429: codes["429"] ?? 0,
      searchOther: flood.non2xx - (codes["503"] ?? 0) - (codes["429"] ?? 0) + flood.errors + flood.timeouts,
    };
    rows.push(row);
    console.log(`[search flood] ${label}: ${JSON.stringify(row)}`);
  }
  console.log(
    `\nautocannon ${createRequire(import.meta.url)("autocannon/package.json").version}: home with ${pageConnections} connections × ${DURATION} s, ` +
      `idle, then alongside ${CONNECTIONS} connections of GET ${searchPath} from the same loopback address; ` +
      `${cpus().length} cores shared with other work (load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}).\n`,
  );
  console.log(
    "| Gates | home p50 / p99 idle (ms) | home p50 / p99 under search (ms) | p99 ratio | home req/s | home non-2xx | search 2xx/s | search 503s | other non-2xx |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.idleP50} / ${r.idleP99} | ${r.homeP50} / ${r.homeP99} | ${(r.homeP99 / Math.max(1, r.idleP99)).toFixed(1)}× | ${Math.round(r.homeRps)} | ${r.homeNon2xx} | ${r.search2xx.toFixed(0)} | ${r.search503} | ${r.searchOther + r.search429} |`,
    );
  }
}

async function main() {
  // --behind-cache: / and an article with and without nginx's proxy_cache (lib/load-behind-cache.mjs).
  if (process.argv.includes("--behind-cache"))
    return (await import("./lib/load-behind-cache.mjs")).behindCache({ opt });
  const tmp = mkdtempSync(join(tmpdir(), "pb-load-"));
  const hooks = makeHooksDir();
  const without = opt("without-hooks", "").split(",").filter(Boolean);
  for (const f of without) rmSync(join(hooks.hooksDir, basename(f)));
  if (without.length) console.log(`Without hook files: ${without.join(", ")}`);
  let srv;
  let builtRenderer = "";
  process.on("exit", () => srv?.child.exitCode === null && srv.child.kill("SIGKILL"));
  try {
    let publicDir = opt("dist", "");
    let renderBundle = "";
    if (publicDir) {
      publicDir = resolve(publicDir);
      if (!existsSync(join(publicDir, "index.html"))) throw new Error(`${publicDir} has no index.html`);
      renderBundle = join(dirname(publicDir), "dist-server", "render-server.js");
    } else {
      publicDir = join(tmp, "dist");
      console.log(`Building the app into ${publicDir} …`);
      renderBundle = buildApp(publicDir);
      if (renderBundle) builtRenderer = dirname(renderBundle);
    }
    const dataDir = join(tmp, "data");
    const pool = opt("hooks-pool", "");
    const extraArgs = pool ? [`--hooksPool=${Number(pool)}`] : [];
    console.log(
      existsSync(renderBundle)
        ? `Page renderer: ${renderBundle}`
        : "No page renderer: pages are the app shell",
    );
    /** This run's PocketBase on its data dir, with `env` added to its environment. */
    const start = (env) =>
      startPocketBase({
        dataDir,
        hooksDir: hooks.hooksDir,
        publicDir,
        extraArgs,
        quiet: true,
        env,
        renderBundle: existsSync(renderBundle) ? renderBundle : undefined,
      });
    srv = await start(undefined);
    const { url } = srv;
    /** Stops PocketBase and starts it again on the same data dir with `env` (search-flood). */
    const restart = async (env) => {
      await srv.stop();
      srv = await start(env);
      return srv.url;
    };
    const admin = await superuserClient({
      bin: srv.bin,
      dataDir,
      url,
      email: "load@example.com",
      batch: 200,
    });
    const t0 = performance.now();
    await seed({
      url,
      bin: srv.bin,
      dataDir,
      staffEmail: "staff@example.com",
      staffPassword: randomBytes(12).toString("hex"),
      log: () => {},
    });
    // Batches of 50: a batch of 200 ran past the batch API's 30 s timeout on a busy machine.
    await insertArticles(admin, ARTICLES, 50);
    const total = (await admin.collection("currentAffairs").getList(1, 1)).totalItems;
    console.log(
      `Seeded the demo content + ${ARTICLES} articles (${total} in all) in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );

    if (opt("scenario", "") === "search-flood") {
      // The API rate limiter off: the flood is "inside its rate allowance" as in the issue.
      await admin.settings.update({ rateLimits: { enabled: false } });
      await searchFlood({ restart });
      return;
    }
    const list = await listUrl(url);
    // Only asked for when measured (a run with --articles=0 has no article matching the word).
    const search = ROUTES.includes("search") ? await listUrl(url, { q: SEARCH }) : { path: "" };
    // The largest script the home page loads or preloads: what a static asset costs to serve.
    const html = await (await fetch(`${url}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const sized = await Promise.all(
      scripts.map(async (src) => ({ src, size: (await (await fetch(url + src)).arrayBuffer()).byteLength })),
    );
    const asset = sized.sort((a, b) => b.size - a.size)[0];
    if (!asset) throw new Error("the home page names no script under /assets/");
    const routes = {
      home: ["Home page HTML", "/"],
      listpage: ["Current affairs page HTML", "/currentaffairs"],
      quizpage: ["Quizzes page HTML", "/quizzes"],
      asset: [`Static asset (${(asset.size / 1024).toFixed(0)} KB script)`, asset.src],
      article: ["Article page HTML", `/currentaffairs/${list.first.seoURL}`],
      list: ["List API (the page's request)", list.path],
      search: [`Search API ("${SEARCH}")`, search.path],
      rss: ["RSS", "/rss.xml"],
      sitemap: ["Sitemap", "/sitemap.xml"],
      // The cheapest API route: fast enough to pass the "/api/" limit, so its 429s show the limiter.
      health: ["API health (cheapest API route)", "/api/health"],
    };
    for (const k of ROUTES) if (!routes[k]) throw new Error(`unknown route ${k}`);
    const rules = (await admin.settings.getAll()).rateLimits.rules;
    const apiRule = rules.find((r) => r.label === "/api/");
    const ruleText = apiRule ? `${apiRule.maxRequests} per ${apiRule.duration} s per IP` : "none";
    console.log(
      `List request: GET ${list.path}\nSearch request: GET ${search.path}\nStatic asset: GET ${asset.src}`,
    );
    console.log(`"/api/" rate-limit rule as migrated: ${ruleText}\n`);

    const rows = { on: [], off: [] };
    for (const pass of PASSES) {
      await admin.settings.update({ rateLimits: { enabled: pass === "on" } });
      for (const key of ROUTES) {
        const [label, path] = routes[key];
        const api = path.startsWith("/api/");
        const settled = await settle(url);
        // A fresh rate-limit window for each API route, so one route's 429s do not spill over.
        if (pass === "on" && api) await sleep((apiRule?.duration ?? 0) * 1000 + 1000);
        const r = await run(url + path);
        const codes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([c, v]) => [c, v.count]));
        // 429s are intended only where the limiter applies.
        const n429 = api ? (codes["429"] ?? 0) : 0;
        const row = {
          label,
          rps: r.requests.average,
          okRps: r["2xx"] / r.duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
          n429,
          otherNon2xx: r.non2xx - n429,
          errors: r.errors,
          timeouts: r.timeouts,
          settled,
        };
        rows[pass].push(row);
        console.log(`[limit ${pass}] ${label}: ${JSON.stringify({ ...row, codes })}`);
      }
    }

    const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(1));
    console.log(
      `\nautocannon ${createRequire(import.meta.url)("autocannon/package.json").version}, ${CONNECTIONS} connections × ${DURATION} s per route, ` +
        `Accept-Encoding: gzip, 127.0.0.1, ${total} articles; ${cpus().length} cores shared with other work ` +
        `(load average at the end ${loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}): compare ratios, not absolutes.`,
    );
    for (const pass of PASSES) {
      console.log(
        pass === "on"
          ? `\n**API rate limit on** (as configured: "/api/" ${ruleText}; everything below comes from one IP, so API routes answer 429 past it)\n`
          : "\n**API rate limit off** (raw capacity)\n",
      );
      console.log(
        "| Route | req/s | 2xx/s | p50 ms | p99 ms | intended 429s | other non-2xx | errors / timeouts |",
      );
      console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
      for (const r of rows[pass]) {
        const intended = r.n429 ? fmt(r.n429) : "0";
        console.log(
          `| ${r.label}${r.settled ? "" : " ¹"} | ${fmt(r.rps)} | ${fmt(r.okRps)} | ${r.p50} | ${r.p99} | ${intended} | ${r.otherNon2xx} | ${r.errors} / ${r.timeouts} |`,
        );
      }
    }
    if (
      Object.values(rows)
        .flat()
        .some((r) => !r.settled)
    ) {
      console.log("\n¹ the server was still busy with an earlier route's backlog when this one started.");
    }
    const bad = Object.values(rows)
      .flat()
      .filter((r) => r.otherNon2xx || r.errors || r.timeouts);
    if (bad.length)
      console.log(
        `\nNot clean: ${bad.map((r) => r.label).join(", ")} had errors, timeouts or unexpected non-2xx.`,
      );
  } finally {
    await srv?.stop();
    hooks.cleanup();
    rmSync(tmp, { recursive: true, force: true });
    if (builtRenderer) rmSync(builtRenderer, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err?.url ? `${err.url}: ${JSON.stringify(err.response)}` : err);
  process.exit(1);
});
