// npm run load -- --behind-cache: the site behind a real nginx proxy_cache (Debian's nginx, the
// config of docs/deploy.md) on this machine. A throw-away PocketBase serves the build in dist/ with
// the demo content plus --articles (default 500); autocannon then loads `/` and an article, straight
// from PocketBase and through nginx, and after an edit of that article it measures how long nginx
// keeps serving the old page. Each save tells nginx (issue 25): with a working ngx_cache_purge
// module, docs/deploy.md's `proxy_cache_purge PURGE from 127.0.0.1;` (CACHE_PURGE_MODE=nginx), and a
// PURGE from another address (127.0.0.2, with a forged X-Forwarded-For: 127.0.0.1) must be refused
// with 403; otherwise (no module, or Debian 12's ngx_cache_purge 2.3-4, which crashes nginx 1.22's
// worker on every PURGE it accepts: a probe finds that out first) through deploy.md's loopback refresh
// server (CACHE_PURGE_MODE=nginx-refresh), which 127.0.0.2 cannot reach. Either way the edit must show
// through nginx within 5 s.
//   npm run build && npm run load -- --behind-cache [--articles=500] [--duration=10] [--connections=50]
//                                                  [--dist=DIR]   (a build elsewhere; its ../dist-server)
import { spawn, spawnSync } from "node:child_process";
import { createServer, request } from "node:http";
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

/** Debian's ngx_cache_purge 2.3 (libnginx-mod-http-cache-purge), or "" when it is not installed. */
export function findPurgeModule() {
  const p = "/usr/lib/nginx/modules/ngx_http_cache_purge_module.so";
  return existsSync(p) ? p : "";
}

/**
 * The nginx.conf of docs/deploy.md ("One VM: nginx with proxy_cache"), in a private prefix; with
 * `purgeModule`, also its PURGE line (loaded by hand: this config does not read /etc/nginx).
 */
export function nginxConf({ dir, listen, upstream, purgeModule = "", refresh = "" }) {
  // Started as root, nginx's workers would switch to an account that cannot open the private temp dir.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  const load = purgeModule ? `load_module ${purgeModule};\n` : "";
  const purge = purgeModule ? "\n      proxy_cache_purge PURGE from 127.0.0.1;" : "";
  // The refresh server (CACHE_PURGE_MODE=nginx-refresh, stock nginx): on a loopback address only,
  // every GET goes past the cache and stores what it fetched, replacing the cached copy.
  const refreshServer = refresh
    ? `
  server {
    listen ${refresh};
    location / {
      proxy_pass http://site_pocketbase;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache site;
      proxy_cache_key $request_uri;
      proxy_cache_bypass 1;
    }
  }`
    : "";
  return `${load}${user}pid ${dir}/nginx.pid;
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
      proxy_cache_key $request_uri;${purge}
      proxy_cache_bypass $site_skip_auth $site_skip_cookie $site_skip_method;
      proxy_no_cache $site_skip_auth $site_skip_cookie $site_skip_method;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }${refreshServer}
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

/**
 * A PURGE of `path` sent to nginx from the local address `from` with a forged X-Forwarded-For.
 * @returns {Promise<number>} the status
 */
function purgeFrom(base, path, from) {
  const u = new URL(base);
  return new Promise((res, rej) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path,
        method: "PURGE",
        localAddress: from,
        headers: { "X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1" },
      },
      (r) => {
        r.resume();
        r.on("end", () => res(r.statusCode ?? 0));
      },
    );
    req.on("error", rej);
    req.end();
  });
}

/** Stops an nginx started with "daemon off;". */
async function stopNginx(proc) {
  if (!proc || proc.exitCode !== null) return;
  const done = new Promise((r) => proc.once("exit", r));
  proc.kill("SIGQUIT");
  await Promise.race([done, sleep(5000)]);
  if (proc.exitCode === null) proc.kill("SIGKILL");
}

/**
 * Whether the cache-purge module purges here: a throw-away nginx in front of a tiny upstream
 * caches a page, a PURGE from 127.0.0.1 must answer 200 and the next GET be a MISS.
 * @returns {Promise<string>} "" when it works, else what happened
 */
async function probePurge(nginx, purgeModule, tmp) {
  const up = createServer((req, res) => {
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
    res.end("probe");
  });
  await new Promise((r) => up.listen(0, "127.0.0.1", r));
  const dir = join(tmp, "nginx-probe");
  mkdirSync(dir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(dir, "nginx.conf"),
    nginxConf({ dir, listen: `127.0.0.1:${port}`, upstream: `127.0.0.1:${up.address().port}`, purgeModule }),
  );
  const proc = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "ignore",
  });
  try {
    await waitForUrl(`${base}/probe`);
    await fetch(`${base}/probe`, { headers: { Connection: "close" } });
    let status = 0;
    let error = "";
    try {
      status = await purgeFrom(base, "/probe", "127.0.0.1");
    } catch (err) {
      error = err.message;
    }
    // A crashed worker drops the kept-alive connections too: ask again on a new one.
    let after = "";
    for (let i = 0; i < 5 && !after; i++) {
      try {
        after =
          (await fetch(`${base}/probe`, { headers: { Connection: "close" } })).headers.get(
            "X-Cache-Status",
          ) ?? "?";
      } catch {
        await sleep(200);
      }
    }
    if (status === 200 && after === "MISS") return "";
    const log = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
    const crashed = /exited on signal/.test(log);
    return `a PURGE from 127.0.0.1 got ${status || error}${crashed ? " and nginx's worker crashed (error.log: exited on signal)" : ""}, the page was ${after} after it`;
  } finally {
    await stopNginx(proc);
    await new Promise((r) => up.close(r));
  }
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
  const purgeModule = findPurgeModule();
  const tmp = mkdtempSync(join(tmpdir(), "pb-cache-load-"));
  const purgeBroken = purgeModule ? await probePurge(nginx, purgeModule, tmp) : "";
  // PURGE with the module where it works; else stock nginx's refresh server (nginx-refresh).
  const purging = !!purgeModule && !purgeBroken;
  if (!purgeModule)
    console.log(
      "libnginx-mod-http-cache-purge is not installed: a publish refreshes nginx's copies through its " +
        "loopback refresh server (CACHE_PURGE_MODE=nginx-refresh).",
    );
  else if (purgeBroken)
    console.log(
      `libnginx-mod-http-cache-purge is installed but does not purge here: ${purgeBroken}. ` +
        "A publish refreshes nginx's copies through its loopback refresh server instead (CACHE_PURGE_MODE=nginx-refresh).",
    );
  let srv = null;
  let proxy = null;
  try {
    const dataDir = join(tmp, "data");
    // nginx's port is chosen first so PocketBase can be told where to purge (while the content is
    // seeded nginx is not up yet: each save's purge fails at its first request, logged, harmless).
    const port = await freePort();
    const refreshPort = purging ? 0 : await freePort();
    const cached = `http://127.0.0.1:${port}`;
    const refresh = refreshPort ? `127.0.0.1:${refreshPort}` : "";
    srv = await startPocketBase({
      dataDir,
      publicDir,
      quiet: true,
      env: purging
        ? { CACHE_PURGE_URL: cached, CACHE_PURGE_MODE: "nginx" }
        : { CACHE_PURGE_URL: `http://${refresh}`, CACHE_PURGE_MODE: "nginx-refresh" },
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
    writeFileSync(
      join(dir, "nginx.conf"),
      nginxConf({
        dir,
        listen: `127.0.0.1:${port}`,
        upstream: `127.0.0.1:${srv.port}`,
        purgeModule: purging ? purgeModule : "",
        refresh,
      }),
    );
    const test = spawnSync(nginx, ["-t", "-q", "-p", dir, "-c", join(dir, "nginx.conf")], {
      encoding: "utf8",
    });
    if (test.status !== 0) throw new Error(`nginx refused the config: ${test.stderr}`);
    proxy = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: "inherit",
    });
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

    // A forged purge: nginx decides by the connection's address, not by X-Forwarded-For. Sent from
    // 127.0.0.2 (another loopback address of this machine) it must be refused and purge nothing.
    let forged = "";
    if (purging) {
      await fetch(cached + articlePath);
      const before = (await fetch(cached + articlePath)).headers.get("X-Cache-Status");
      const st = await purgeFrom(cached, articlePath, "127.0.0.2");
      const after = (await fetch(cached + articlePath)).headers.get("X-Cache-Status");
      if (st !== 403 || after !== "HIT")
        throw new Error(
          `a PURGE from 127.0.0.2 with X-Forwarded-For: 127.0.0.1 got ${st} and the page was ${after} after it (want 403 and HIT)`,
        );
      forged = `A PURGE from 127.0.0.2 with a forged X-Forwarded-For: 127.0.0.1: ${st}, the page still a cache ${after} (was ${before}).`;
      console.log(forged);
    } else {
      // Without the module nginx passes a PURGE on to PocketBase, which has no such route; the
      // refresh server listens on 127.0.0.1 only, so 127.0.0.2 cannot reach it at all.
      const st = await purgeFrom(cached, articlePath, "127.0.0.2");
      if (st !== 404 && st !== 405)
        throw new Error(`a PURGE passed on to PocketBase got ${st} (want 404 or 405)`);
      const reach = await fetch(`http://127.0.0.2:${refreshPort}${articlePath}`).then(
        (r) => `answered ${r.status}`,
        () => "refused the connection",
      );
      if (reach !== "refused the connection")
        throw new Error(`the refresh server ${reach} on 127.0.0.2 (want no answer)`);
      forged = `A PURGE without the module is passed on to PocketBase: ${st}; the refresh server, on 127.0.0.2: ${reach}.`;
      console.log(forged);
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
      fresh < 0
        ? "After an edit, nginx still served the old article after 150 s: the cache headers are not honoured."
        : `After an edit, nginx served the new article after ${fresh.toFixed(1)} s (${purging ? "purged" : "refreshed"} by the save, CACHE_PURGE_MODE=${purging ? "nginx" : "nginx-refresh"}).`,
    );
    if (forged) console.log(forged);
    if (!(fresh >= 0 && fresh < 5))
      throw new Error(
        "the save purged or refreshed nothing: nginx kept the old article (is CACHE_PURGE_URL reaching it?)",
      );
  } finally {
    await stopNginx(proxy);
    await srv?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}
