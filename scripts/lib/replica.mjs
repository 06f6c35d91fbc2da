// Continuous off-site replication: Litestream copies every change of pb_data/data.db to
// S3-compatible storage within about a second, and PocketBase keeps its uploaded files and its
// backups in the same bucket (its own S3 settings, written at every start). One set of variables
// turns it all on (docs/operations.md, "Off-site replication"):
//   S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE,
//   LITESTREAM_PATH (the key prefix of the replica), LITESTREAM_SYNC_INTERVAL.
// Secrets reach Litestream and PocketBase's console command through their environment only: never
// a command line (visible to every user in `ps`), never the generated config file.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync, chmodSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { ROOT, findPocketBase } from "./pocketbase.mjs";
import { BackupError, dataDirOf, refuseIfRunning, runOps, serverUrl, stamp, swapIn } from "./backups.mjs";

/** The generated Litestream config, in the data dir (mode 0600). */
export const CONFIG_NAME = "litestream.yml";

/** A configuration mistake, with a message for the person at the terminal. */
export class ReplicaError extends Error {}

const truthy = (v) => /^(1|true|yes|on)$/i.test(String(v ?? "").trim());

/**
 * The replication settings the environment asks for, or null when S3_BUCKET is not set (then
 * nothing is replicated and PocketBase's saved S3 settings are left alone).
 * @returns {null | { endpoint: string, bucket: string, region: string, accessKeyId: string,
 *   secretAccessKey: string, forcePathStyle: boolean, path: string, syncInterval: string }}
 */
export function replicaSettings(env) {
  const bucket = String(env.S3_BUCKET ?? "").trim();
  if (!bucket) return null;
  const endpoint = String(env.S3_ENDPOINT ?? "").trim();
  const missing = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter(
    (k) => !String(env[k] ?? "").trim(),
  );
  if (missing.length) {
    throw new ReplicaError(
      `S3_BUCKET is set, so replication is on, but ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} ` +
        `not. Set them (docs/operations.md, "Off-site replication"), or unset S3_BUCKET.`,
    );
  }
  if (!/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new ReplicaError(
      `S3_ENDPOINT must be the storage's URL, e.g. https://s3.ap-south-1.amazonaws.com, not "${endpoint}".`,
    );
  }
  const path = String(env.LITESTREAM_PATH ?? "litestream")
    .trim()
    .replace(/^\/+|\/+$/g, "");
  if (!/^[A-Za-z0-9._/-]+$/.test(path)) {
    throw new ReplicaError(`LITESTREAM_PATH takes letters, digits, ".", "_", "-" and "/" ("${path}").`);
  }
  const syncInterval = String(env.LITESTREAM_SYNC_INTERVAL ?? "1s").trim();
  if (!/^\d+(ms|s|m)$/.test(syncInterval)) {
    throw new ReplicaError(`LITESTREAM_SYNC_INTERVAL is a duration such as 1s or 500ms ("${syncInterval}").`);
  }
  return {
    endpoint: endpoint.replace(/\/+$/, ""),
    bucket,
    region: String(env.S3_REGION ?? "").trim() || "us-east-1",
    accessKeyId: String(env.S3_ACCESS_KEY_ID).trim(),
    secretAccessKey: String(env.S3_SECRET_ACCESS_KEY).trim(),
    forcePathStyle: truthy(env.S3_FORCE_PATH_STYLE),
    path,
    syncInterval,
  };
}

/** Litestream's own binary (the optional package @flydotio/litestream-linux-x64 here), or LITESTREAM_BIN. */
export function findLitestream(env = process.env) {
  if (env.LITESTREAM_BIN) {
    if (!existsSync(env.LITESTREAM_BIN))
      throw new ReplicaError(`LITESTREAM_BIN (${env.LITESTREAM_BIN}) does not exist.`);
    return env.LITESTREAM_BIN;
  }
  const require = createRequire(join(ROOT, "package.json"));
  try {
    const bin = require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`);
    if (existsSync(bin)) return bin;
  } catch {
    // no binary for this platform in node_modules
  }
  throw new ReplicaError(
    `Litestream has no binary for ${process.platform}-${process.arch} in node_modules. Install ` +
      `Litestream 0.3.13 and set LITESTREAM_BIN=/path/to/litestream.`,
  );
}

/** JSON strings are valid YAML scalars, so every value is quoted that way. */
const q = (s) => JSON.stringify(String(s));

/** The YAML of a Litestream config replicating `dbPath` (no secrets in it). */
export function litestreamYaml(dbPath, s) {
  return [
    "# Written by npm start from the S3_* / LITESTREAM_* environment; edits are overwritten.",
    "# Credentials come from the environment (LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY).",
    "dbs:",
    `  - path: ${q(dbPath)}`,
    "    replicas:",
    "      - type: s3",
    `        bucket: ${q(s.bucket)}`,
    `        path: ${q(s.path)}`,
    `        endpoint: ${q(s.endpoint)}`,
    `        region: ${q(s.region)}`,
    `        force-path-style: ${s.forcePathStyle ? "true" : "false"}`,
    `        sync-interval: ${q(s.syncInterval)}`,
    "",
  ].join("\n");
}

/** Writes `file` with mode 0600 (also when it existed with a looser mode). */
function writePrivate(file, text) {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** The environment Litestream runs with: the credentials by name, nothing on its command line. */
function litestreamEnv(s) {
  return {
    ...process.env,
    LITESTREAM_ACCESS_KEY_ID: s.accessKeyId,
    LITESTREAM_SECRET_ACCESS_KEY: s.secretAccessKey,
  };
}

/**
 * Writes PocketBase's S3 settings for uploaded files (settings.s3) and for its backups
 * (settings.backups.s3) into `dataDir` before `serve` reads them. The console command reads the
 * values from its environment (S3_*), so the secret is never an argument.
 */
export function applyS3Settings({ bin, dataDir, settings }) {
  const r = runOps(bin, dataDir, "ops-s3-settings", [], {
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: settings.forcePathStyle ? "true" : "false",
  });
  if (!r.ok) throw new ReplicaError(`PocketBase refused the S3 settings from S3_*: ${r.error}`);
}

/**
 * Runs `litestream replicate` for `dataDir/data.db`, supervised: restarted (after 1 s, doubling up
 * to 30 s) whenever it exits while the site runs. Litestream itself retries while the storage is
 * unreachable; PocketBase never waits for it. `stop()` ends it (it uploads what is left first).
 */
export function startReplication({ dataDir, settings, env = process.env, log = console, stdio = "inherit" }) {
  const bin = findLitestream(env);
  const config = join(dataDir, CONFIG_NAME);
  writePrivate(config, litestreamYaml(join(dataDir, "data.db"), settings));
  let child = null;
  let stopping = false;
  let timer = null;
  let delay = 1000;
  let restarts = 0;

  const run = () => {
    timer = null;
    const started = Date.now();
    child = spawn(bin, ["replicate", "-config", config], {
      env: litestreamEnv(settings),
      stdio: ["ignore", stdio, stdio],
    });
    child.on("error", (err) => log.error(`Litestream could not start: ${err.message}`));
    child.once("exit", (code, signal) => {
      child = null;
      if (stopping) return;
      // A run that lasted a minute was healthy: start counting again from 1 s.
      if (Date.now() - started > 60_000) delay = 1000;
      restarts++;
      log.error(`Litestream stopped (${signal ?? `exit ${code}`}); restarting in ${delay / 1000} s.`);
      timer = setTimeout(run, delay);
      delay = Math.min(delay * 2, 30_000);
    });
  };
  run();

  return {
    config,
    get pid() {
      return child?.pid ?? null;
    },
    get restarts() {
      return restarts;
    },
    stop: () =>
      new Promise((res) => {
        stopping = true;
        if (timer) clearTimeout(timer);
        const c = child;
        if (!c || c.exitCode !== null || c.signalCode !== null) return res();
        const t = setTimeout(() => c.kill("SIGKILL"), 15_000);
        c.once("exit", () => {
          clearTimeout(t);
          res();
        });
        c.kill("SIGTERM");
      }),
  };
}

/**
 * For scripts/start.mjs, before serving: the settings from the env, PocketBase's S3 settings
 * written; null when S3_BUCKET is unset. Prints the reason and exits 1 on a mistake.
 */
export function replicaAtStart({ bin, dataDir, env }) {
  try {
    const settings = replicaSettings(env);
    if (!settings) return null;
    findLitestream(env);
    applyS3Settings({ bin, dataDir, settings });
    console.log(
      `Off-site replication: data.db to s3://${settings.bucket}/${settings.path} at ${settings.endpoint} ` +
        `(every ${settings.syncInterval}); uploads and backups in the same bucket.`,
    );
    return settings;
  } catch (err) {
    console.error(err instanceof ReplicaError || err instanceof BackupError ? err.message : err);
    process.exit(1);
  }
}

/** ISO 8601 → RFC 3339 in UTC as Litestream wants it; refuses what is not a time. */
export function replicaTimestamp(raw) {
  const t = new Date(String(raw));
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(String(raw)) || Number.isNaN(t.getTime())) {
    throw new BackupError(`--timestamp takes an ISO time such as 2026-11-27T09:30:00Z ("${raw}").`);
  }
  return t.toISOString().replace(/\.\d+Z$/, "Z");
}

/**
 * `npm run restore -- --from-replica [--timestamp ISO]`: rebuilds data.db from the replica (the
 * latest state, or the state at `timestamp`) into the STOPPED data dir. Restores into a staging
 * dir beside it, lets PocketBase check the database, then swaps the directories; the old one is
 * kept as `<data dir>.before-restore-<time>` (its backups/ and any local storage/ move over).
 * @returns {Promise<{ dataDir: string, before: string | null, timestamp: string | null }>}
 */
export async function restoreFromReplica({ env, timestamp = null, now = new Date() }) {
  const settings = replicaSettings(env);
  if (!settings) {
    throw new BackupError("Set S3_BUCKET (and the other S3_* variables of the replica) to restore from it.");
  }
  const at = timestamp ? replicaTimestamp(timestamp) : null;
  const dataDir = dataDirOf(env);
  const bin = findPocketBase(env);
  const litestream = findLitestream(env);
  const url = serverUrl(env);
  await refuseIfRunning(dataDir, url);

  const t = stamp(now);
  mkdirSync(dirname(dataDir), { recursive: true });
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${t}`);
  const before = existsSync(dataDir) ? `${dataDir}.before-restore-${t}` : null;
  mkdirSync(staging);
  try {
    // The config names the real data.db (the replica is found by that path); -o writes elsewhere.
    const config = join(staging, CONFIG_NAME);
    writePrivate(config, litestreamYaml(join(dataDir, "data.db"), settings));
    const args = ["restore", "-config", config, "-o", join(staging, "data.db")];
    if (at) args.push("-timestamp", at);
    args.push(join(dataDir, "data.db"));
    const r = spawnSync(litestream, args, {
      env: litestreamEnv(settings),
      encoding: "utf8",
      timeout: 600_000,
    });
    if (r.status !== 0 || !existsSync(join(staging, "data.db"))) {
      const why = `${r.stderr ?? ""}${r.stdout ?? ""}`.trim() || r.error?.message || `exit ${r.status}`;
      throw new BackupError(
        `Litestream could not restore from s3://${settings.bucket}/${settings.path}${at ? ` at ${at}` : ""}: ${why}\n` +
          `Nothing was changed.`,
      );
    }
    rmSync(config);
    const check = runOps(bin, staging, "ops-check");
    if (!check.ok || check.data !== "ok") {
      const why = check.ok ? `integrity_check: ${check.data}` : check.error;
      throw new BackupError(`The restored database failed PocketBase's check (${why}). Nothing was changed.`);
    }
    await refuseIfRunning(dataDir, url); // again: a server may have started meanwhile
    // What the replica does not hold but the old dir may: its backups and uploads stored locally
    // (before S3 was set). Copied, so the old dir stays whole.
    for (const sub of ["backups", "storage"]) {
      const from = join(dataDir, sub);
      if (existsSync(from) && statSync(from).isDirectory())
        cpSync(from, join(staging, sub), { recursive: true });
    }
    swapIn(staging, dataDir, before);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  return { dataDir, before, timestamp: at };
}
