// A throw-away PocketBase for the soak and load scripts: our migrations and a private copy of our
// hooks (plus any extra hook files a script needs, e.g. the soak's integrity check), on 127.0.0.1.
// The hooks are copied so that another edit to pb_hooks/ during a run neither restarts the server
// (PocketBase watches its hooks dir) nor changes what is measured halfway through.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, findPocketBase, freePort, pbArgs, waitForHealth } from "./pocketbase.mjs";

/**
 * A temp dir that looks like the repo to hook code: `pb_hooks/` is a copy (with `extra` files
 * added), every other top-level entry is a symlink, so `${__hooks}/../src/lib/rules-core.cjs`
 * still resolves. Returns { hooksDir, cleanup() }.
 * @param {Record<string, string>} extra file name → contents, written into the copied pb_hooks/
 */
export function makeHooksDir(extra = {}) {
  const root = mkdtempSync(join(tmpdir(), "pb-hooks-"));
  for (const entry of readdirSync(ROOT)) {
    if (entry === "pb_hooks" || entry === "pb_data") continue;
    symlinkSync(join(ROOT, entry), join(root, entry));
  }
  const hooksDir = join(root, "pb_hooks");
  cpSync(join(ROOT, "pb_hooks"), hooksDir, { recursive: true });
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(hooksDir, name), text);
  return { hooksDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Spawns the PocketBase binary itself (so `child.pid` is the process to SIGKILL) on 127.0.0.1 and
 * waits for /api/health. Returns { url, port, child, bin, stop() }.
 * @param {{ dataDir: string, hooksDir: string, publicDir: string, port?: number,
 *   env?: Record<string, string>, extraArgs?: string[] }} o extraArgs: more `serve` flags
 */
export async function spawnPocketBase({ dataDir, hooksDir, publicDir, port, env = {}, extraArgs = [] }) {
  const bin = findPocketBase({ ...process.env, ...env });
  const p = port ?? (await freePort());
  const args = pbArgs({ dataDir, publicDir }).map((a) =>
    a.startsWith("--hooksDir=") ? `--hooksDir=${hooksDir}` : a,
  );
  const child = spawn(bin, ["serve", `--http=127.0.0.1:${p}`, ...args, ...extraArgs], {
    env: { ...process.env, PB_PUBLIC_DIR: publicDir, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  const url = `http://127.0.0.1:${p}`;
  try {
    await waitForHealth(url, 30_000, child);
  } catch (err) {
    child.kill("SIGKILL");
    throw new Error(`${err.message}\n${stderr}`);
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

/** Signs in as a superuser over HTTP; returns the token. */
export async function superuserToken(url, email, password) {
  const r = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  });
  if (!r.ok) throw new Error(`superuser sign-in failed: ${r.status} ${await r.text()}`);
  return (await r.json()).token;
}
