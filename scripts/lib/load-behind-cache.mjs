// npm run load -- --behind-cache: the site behind a real nginx proxy_cache (Debian's nginx, the
// config of docs/deploy.md) on this machine. A throw-away PocketBase serves the build in dist/ with
// the demo content plus --articles (default 500); autocannon then loads `/` and an article, straight
// from PocketBase and through nginx, and after an edit of that article it measures how long nginx
// keeps serving the old page (it must not exceed s-maxage + stale-while-revalidate).
//   npm run build && npm run load -- --behind-cache [--articles=500] [--duration=10] [--connections=50]
//                                                  [--dist=DIR]   (a build elsewhere; its ../dist-server)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { insertArticles } from "./load-seed.mjs";
import { ROOT, freePort, startPocketBase, superuserClient } from "./pocketbase.mjs";
import { seed } from "./seed.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Debian's nginx, or "" when it is not installed. */
export function findNginx() {
  for (const p of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(p)) return p;
  const w = spawnSync("which", ["nginx"], { encoding: "utf8" });
  return w.status === 0 ? w.stdout.trim() : "";
}

/** The nginx.conf of docs/deploy.md ("One VM: nginx with proxy_cache"), in a private prefix. */
export function nginxConf({ dir, listen, upstream }) {
  // Started as root, nginx's workers would switch to an account that cannot open the private temp dir.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy_temp;
  fastcgi_temp_path ${dir}/fastcgi_temp;
  uwsgi_temp_path ${dir}/uwsgi_temp;
  scgi_temp_path ${dir}/scgi_temp;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:20m max_size=1g inactive=30m use_temp_path=off;
  map $http_authorization $site_skip_auth { default 1; "" 0; }
  map $http_cookie $site_skip_cookie { default 1; "" 0; }
  map $request_method $site_skip_method { default 1; GET 0; HEAD 0; }
  upstream site_pocketbase { server ${upstream}; keepalive 64; }
  server {
    listen ${listen};
    client_max_body_size 25m;
    location / {
      proxy_pass http://site_pocketbase;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_cache site;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_bypass $site_skip_auth $site_skip_cookie $site_skip_method;
      proxy_no_cache $site_skip_auth $site_skip_cookie $site_skip_method;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

function load(url, connections, duration) {
  return new Promise((res, rej) => {
    autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip" } }, (err, result) =>
      err ? rej(err) : res(result),
    );
  });
}

async function waitForUrl(url, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: is nginx's error log above?`);
}

/** @param {{ opt: (name: string, dflt: string) => string }} o */
export async function behindCache({ opt }) {
  const nginx = findNginx();
  if (!nginx) {
    console.log(
      "--behind-cache runs Debian's nginx in front of the site, and nginx is not installed here " +
        "(apt-get install nginx). Nothing was measured.",
    );
    return;
  }
  const publicDir = resolve(opt("dist", "") || join(ROOT, "dist"));
  const renderBundle = join(dirname(publicDir), "dist-server", "render-server.js");
  if (!existsSync(join(publicDir, "index.html"))) {
    console.log("--behind-cache serves the build in dist/: run `npm run build` first. Nothing was measured.");
    return;
  }
  const articles = Number(opt("articles", "500"));
  const duration = Number(opt("duration", "10"));
  const connections = Number(opt("connections", "50"));
  const tmp = mkdtempSync(join(tmpdir(), "pb-cache-load-"));
  let srv = null;
  let proxy = null;
  try {
    const dataDir = join(tmp, "data");
    srv = await startPocketBase({
      dataDir,
      publicDir,
      quiet: true,
      renderBundle: existsSync(renderBundle) ? renderBundle : undefined,
    });
    const admin = await superuserClient({
      bin: srv.bin,
      dataDir,
      url: srv.url,
      email: "load@example.com",
      batch: 200,
    });
    await seed({
      url: srv.url,
      bin: srv.bin,
      dataDir,
      staffEmail: "staff@example.com",
      staffPassword: randomBytes(12).toString("hex"),
      log: () => {},
    });
    await insertArticles(admin, articles);
    const article = (
      await admin.collection("currentAffairs").getList(1, 1, { filter: "active = true", sort: "-date" })
    ).items[0];
    const articlePath = `/currentaffairs/${article.seoURL}`;

    const dir = join(tmp, "nginx");
    mkdirSync(dir);
    const port = await freePort();
    writeFileSync(
      join(dir, "nginx.conf"),
      nginxConf({ dir, listen: `127.0.0.1:${port}`, upstream: `127.0.0.1:${srv.port}` }),
    );
    const test = spawnSync(nginx, ["-t", "-q", "-p", dir, "-c", join(dir, "nginx.conf")], {
      encoding: "utf8",
    });
    if (test.status !== 0) throw new Error(`nginx refused the config: ${test.stderr}`);
    proxy = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: "inherit",
    });
    const cached = `http://127.0.0.1:${port}`;
    await waitForUrl(`${cached}/api/health`).catch((err) => {
      const log = join(dir, "error.log");
      throw new Error(`${err.message}\n${existsSync(log) ? readFileSync(log, "utf8") : ""}`);
    });
    console.log(
      `PocketBase ${srv.url}, nginx ${(spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr || "").trim()} at ${cached}; ` +
        `${articles} articles + the demo content; article: ${articlePath}`,
    );

    // Signed-in and cookie requests go past the cache (docs/deploy.md), whatever is cached.
    for (const headers of [{ Authorization: "x" }, { Cookie: "lang=pa" }]) {
      await fetch(cached + "/");
      const status = (await fetch(cached + "/", { headers })).headers.get("X-Cache-Status");
      if (status !== "BYPASS")
        throw new Error(`nginx answered ${JSON.stringify(headers)} from its cache (${status})`);
    }
    console.log("Requests with Authorization or a cookie: X-Cache-Status BYPASS (checked).");

    const rows = [];
    for (const [label, path] of [
      ["Home page `/`", "/"],
      ["An article", articlePath],
    ]) {
      for (const [via, base] of [
        ["PocketBase alone", srv.url],
        ["nginx proxy_cache", cached],
      ]) {
        await fetch(base + path); // one request first: PocketBase's own page cache and nginx's are warm
        const r = await load(base + path, connections, duration);
        rows.push({
          label,
          via,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
        });
        console.log(`${label} via ${via}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
      }
    }

    // An edit: how long nginx keeps answering the old page.
    const title = `Edited ${Date.now()}`;
    const edited = Date.now();
    await admin.collection("currentAffairs").update(article.id, { name: title });
    let fresh = -1;
    while (Date.now() - edited < 150_000) {
      const html = await (await fetch(cached + articlePath)).text();
      if (html.includes(title)) {
        fresh = (Date.now() - edited) / 1000;
        break;
      }
      await sleep(500);
    }

    const fmt = (n) => Math.round(n).toLocaleString("en-US");
    console.log(
      `\n${connections} connections × ${duration} s, autocannon and nginx on the same ${cpus().length} cores ` +
        `(load average at the end ${loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}):\n`,
    );
    console.log("| Page | Served by | req/s | p50 ms | p99 ms | non-2xx / errors |");
    console.log("|---|---|---:|---:|---:|---:|");
    for (const r of rows)
      console.log(
        `| ${r.label} | ${r.via} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} / ${r.errors} |`,
      );
    for (const label of new Set(rows.map((r) => r.label))) {
      const [a, b] = rows.filter((r) => r.label === label);
      console.log(`${label}: ${(b.rps / a.rps).toFixed(1)}× the requests a second through the cache.`);
    }
    console.log(
      fresh >= 0
        ? `After an edit, nginx served the new article after ${fresh.toFixed(1)} s (s-maxage 60 s + stale-while-revalidate 30 s at most).`
        : "After an edit, nginx still served the old article after 150 s: the cache headers are not honoured.",
    );
  } finally {
    if (proxy && proxy.exitCode === null) {
      const done = new Promise((r) => proxy.once("exit", r));
      proxy.kill("SIGQUIT");
      await Promise.race([done, sleep(5000)]);
      if (proxy.exitCode === null) proxy.kill("SIGKILL");
    }
    await srv?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}
