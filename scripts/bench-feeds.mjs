// Load on the search-engine feeds (/sitemap.xml and its files, /rss.xml) at ~5,000 published
// articles, and what that load does to the home page. Starts a throw-away PocketBase (temp data
// dir, 127.0.0.1 only, rate limits off), seeds articles with the batch API, then for each feed
// route runs autocannon (50 connections, 20 s) in a child process while a second autocannon
// (2 connections) measures the home page at the same time. The home page is also measured alone
// first, so the two can be compared. Every run is bounded by its duration.
//   node scripts/bench-feeds.mjs [--articles=5000] [--seconds=20] [--connections=50]
//                                [--paths=/sitemap.xml,/sitemap-1.xml,/rss.xml] [--hooks=DIR]
//                                [--hooks-pool=N]
// --hooks runs another hooks directory (e.g. an export of an older commit's pb_hooks, to measure
// "before"); the default is this checkout's pb_hooks. --hooks-pool sets PocketBase's --hooksPool
// (JS VMs kept warm, default 15; a request that finds them all busy gets a one-off VM built for it).
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { runBench, seedBatches, stopServer } from "./lib/bench.mjs";
import { ROOT, startPocketBase, superuserClient } from "./lib/pocketbase.mjs";

const opt = (name, dflt) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt;
const ARTICLES = Number(opt("articles", 5000));
const SECONDS = Number(opt("seconds", 20));
const CONNECTIONS = Number(opt("connections", 50));
const PATHS = String(opt("paths", "/sitemap.xml,/sitemap-1.xml,/rss.xml")).split(",");
const HOOKS = opt("hooks", join(ROOT, "pb_hooks"));
const HOOKS_POOL = opt("hooks-pool", "");
const HOME_CONNECTIONS = 2;
const BATCH = 200;
const AUTOCANNON = join(ROOT, "node_modules", "autocannon", "autocannon.js");

function article(i) {
  const day = new Date(Date.UTC(2026, 10, 20) - (i % 1500) * 86_400_000).toISOString().slice(0, 10);
  return {
    // Some names in Gurmukhi, so the feeds carry non-ASCII text as the real site's do.
    name: i % 5 === 0 ? `ਪੰਜਾਬ ਬਜਟ update ${i}` : `Budget & policy update number ${i}`,
    date: `${day} 00:00:00.000Z`,
    desc: `What decision ${i} means for exams <and> aspirants.`,
    seoURL: `feed-article-${i}`,
    // One in twenty is a draft, so the active filter does real work.
    active: i % 20 !== 0,
    html: `<p>Article ${i}</p>`,
  };
}

/** Runs the autocannon CLI in its own process (its event loop must not skew the other one). */
function cannon(url, { connections, seconds, headers = {} }) {
  const args = [AUTOCANNON, "-j", "-n", "-c", String(connections), "-d", String(seconds), "-t", "30"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`autocannon exited ${code}: ${out.slice(0, 500)}`));
      }
    });
  });
}

const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  bad: r.non2xx + r.errors + r.timeouts,
  kb: r.throughput.average / 1024,
});

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "pb-bench-feeds-"));
  const publicDir = join(dataDir, "public");
  mkdirSync(publicDir);
  const built = join(ROOT, "dist", "index.html");
  if (existsSync(built)) copyFileSync(built, join(publicDir, "index.html"));
  else writeFileSync(join(publicDir, "index.html"), "<!doctype html><title>Site</title><div id=root></div>");

  const extraArgs = HOOKS_POOL ? [`--hooksPool=${HOOKS_POOL}`] : [];
  const srv = await startPocketBase({ dataDir, publicDir, hooksDir: HOOKS, extraArgs, quiet: true });
  const { url } = srv;
  try {
    const admin = await superuserClient({
      bin: srv.bin,
      dataDir,
      url,
      email: "bench@example.com",
      batch: BATCH,
    });

    const seedStart = performance.now();
    await seedBatches(admin, "currentAffairs", ARTICLES, article, BATCH);
    const active = ARTICLES - Math.ceil(ARTICLES / 20);
    console.log(
      `Seeded ${ARTICLES} articles (${active} published) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; hooks: ${HOOKS}, hooksPool: ${HOOKS_POOL || "default"}`,
    );

    // First request of each path: with a cache, this one builds it.
    const etags = {};
    for (const p of PATHS) {
      const t = performance.now();
      const res = await fetch(url + p);
      const body = await res.text();
      etags[p] = res.headers.get("etag");
      console.log(
        `First GET ${p}: ${res.status}, ${(body.length / 1024).toFixed(0)} KB, ${(performance.now() - t).toFixed(0)} ms, ETag ${etags[p] ?? "none"}`,
      );
    }

    const startLoad = loadavg()[0].toFixed(1);
    const home = { connections: HOME_CONNECTIONS, seconds: SECONDS };
    const rows = [["Home page alone", null, summary(await cannon(`${url}/`, home))]];
    // The ceiling of any hook route on this machine: the home page (static.pb.js) under the same load.
    rows.push([
      `Home page, ${CONNECTIONS} connections`,
      null,
      summary(await cannon(`${url}/`, { connections: CONNECTIONS, seconds: SECONDS })),
    ]);
    const cases = PATHS.map((p) => [p, p, {}]);
    for (const p of PATHS) {
      if (etags[p]) cases.push([`${p} (If-None-Match → 304)`, p, { "If-None-Match": etags[p] }]);
    }
    cases.push([`${PATHS[PATHS.length - 1]} (gzip)`, PATHS[PATHS.length - 1], { "Accept-Encoding": "gzip" }]);
    for (const [label, p, headers] of cases) {
      const [feed, during] = await Promise.all([
        cannon(url + p, { connections: CONNECTIONS, seconds: SECONDS, headers }),
        cannon(`${url}/`, home),
      ]);
      // A 304 is the intended answer to a matching If-None-Match: count it as good.
      const s = summary(feed);
      if (headers["If-None-Match"]) s.bad = feed.errors + feed.timeouts + feed.non2xx - (feed["3xx"] ?? 0);
      rows.push([label, summary(during), s]);
    }

    const pad = (v, n) => String(v).padEnd(n);
    const lp = (v, n) => String(v).padStart(n);
    console.log(
      `\n${pad(`Route (${CONNECTIONS} connections, ${SECONDS} s)`, 40)}${lp("req/s", 8)}${lp("p50", 7)}${lp("p99", 7)}${lp("bad", 6)}${lp("KB/s", 9)}   home meanwhile (${HOME_CONNECTIONS} conn): req/s, p50, p99`,
    );
    for (const [label, during, s] of rows) {
      const h = during ? `${during.rps.toFixed(0)}, ${during.p50} ms, ${during.p99} ms` : "-";
      console.log(
        `${pad(label, 40)}${lp(s.rps.toFixed(0), 8)}${lp(`${s.p50}ms`, 7)}${lp(`${s.p99}ms`, 7)}${lp(s.bad, 6)}${lp(s.kb.toFixed(0), 9)}   ${h}`,
      );
    }
    console.log(
      `\nLoad average (1 min) at the end: ${loadavg()[0].toFixed(1)} (before the runs: ${startLoad}).`,
    );
    console.log(
      `'bad' = non-2xx (304s excepted where asked for) + errors + timeouts. Load tool and server share this machine's cores.`,
    );
  } finally {
    await stopServer(srv, dataDir);
  }
}

runBench(main);
