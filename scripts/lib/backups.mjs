// Backups with PocketBase's own machinery: its backup settings (cron + how many to keep), its zip
// writer, its SQLite integrity check. Node only decides where and when, refuses what is unsafe, and
// swaps whole directories on restore.
//
// Work on a data dir that no server has open goes through small PocketBase console commands
// (pb-ops/ops-commands.js); work on a running server goes through its API.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import PocketBase from "pocketbase";
import { ROOT, findPocketBase, upsertSuperuser } from "./pocketbase.mjs";
import { ZipError, extractZip, readZipEntries } from "./zip-read.mjs";

/** 02:30 in India (IST, UTC+5:30) is 21:00 UTC the day before: PocketBase's cron runs in UTC. */
export const DEFAULT_BACKUP_CRON = "0 21 * * *";
export const DEFAULT_BACKUP_KEEP = 14;
/** The superuser `npm run backup` signs in as when a server is running (password new every time). */
export const BACKUP_SUPERUSER = "backup-bot@example.com";
/** PocketBase's own rule for backup names (the API refuses others). */
const NAME_RE = /^[a-z0-9_-]+\.zip$/;

/** A refusal or failure with a message meant for the person at the terminal. */
export class BackupError extends Error {}

export function dataDirOf(env) {
  return resolve(env.PB_DATA_DIR ?? "./pb_data");
}

export function serverUrl(env) {
  return `http://${env.HOST ?? "127.0.0.1"}:${Number(env.PORT ?? 8090)}`;
}

/** 20261123-190512: UTC, sortable, safe in file names. */
export function stamp(now = new Date()) {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
}

/**
 * Runs one of the console commands of pb-ops/ops-commands.js on `dataDir` (no server may have it
 * open for writes that matter) and returns its parsed `OPS_RESULT` line. `env`: more environment for
 * the command (how secrets reach it: never as arguments, which every user sees in `ps`).
 */
export function runOps(bin, dataDir, command, args = [], env = {}) {
  const dir = mkdtempSync(join(tmpdir(), "pb-ops-"));
  try {
    mkdirSync(join(dir, "hooks"));
    mkdirSync(join(dir, "migrations"));
    copyFileSync(join(ROOT, "scripts/lib/pb-ops/ops-commands.js"), join(dir, "hooks", "ops.pb.js"));
    const r = spawnSync(
      bin,
      [
        command,
        `--dir=${dataDir}`,
        `--hooksDir=${join(dir, "hooks")}`,
        // Empty on purpose: these commands never apply the app's migrations (serve does).
        `--migrationsDir=${join(dir, "migrations")}`,
        "--automigrate=false",
        "--dev=false",
        "--",
        ...args,
      ],
      { encoding: "utf8", timeout: 300_000, env: { ...process.env, ...env } },
    );
    const line = `${r.stdout ?? ""}\n${r.stderr ?? ""}`.split("\n").find((l) => l.includes("OPS_RESULT "));
    if (!line) {
      return { ok: false, error: (r.stderr || r.stdout || r.error?.message || `exit ${r.status}`).trim() };
    }
    return JSON.parse(line.slice(line.indexOf("OPS_RESULT ") + "OPS_RESULT ".length));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reads BACKUP_CRON / BACKUP_KEEP; `off` (or `false`, `none`) turns automatic backups off. */
export function backupSchedule(env) {
  const raw = (env.BACKUP_CRON ?? DEFAULT_BACKUP_CRON).trim();
  const cron = /^(off|false|none)$/i.test(raw) ? "" : raw;
  const keepRaw = String(env.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP).trim();
  if (!/^\d+$/.test(keepRaw) || Number(keepRaw) < 1) {
    throw new BackupError(`BACKUP_KEEP must be a whole number of at least 1 (it is "${keepRaw}").`);
  }
  return { cron, keep: Number(keepRaw) };
}

/**
 * Writes the backup schedule from the env into PocketBase's settings of `dataDir` (run before
 * `serve`, which reads them at start). An invalid cron is refused with PocketBase's own reason.
 */
export function applyBackupSettings({ bin, dataDir, env }) {
  const { cron, keep } = backupSchedule(env);
  const r = runOps(bin, dataDir, "ops-backup-settings", [cron, String(keep)]);
  if (!r.ok) {
    throw new BackupError(
      `BACKUP_CRON="${cron}" / BACKUP_KEEP=${keep} were refused by PocketBase: ${r.error}\n` +
        `BACKUP_CRON takes five fields in UTC (minute hour day month weekday), e.g. "0 21 * * *" ` +
        `for 02:30 IST, or "off".`,
    );
  }
  return { cron, keep };
}

/** For scripts/start.mjs: one call; prints the schedule, or the reason and exits 1. */
export function applyBackupSettingsAtStart({ bin, dataDir, env }) {
  try {
    const { cron, keep } = applyBackupSettings({ bin, dataDir, env });
    console.log(
      cron
        ? `Automatic backups: cron "${cron}" (UTC), the last ${keep} kept, in ${join(dataDir, "backups")} ` +
            `(or S3 when set in the dashboard).`
        : "Automatic backups are off (BACKUP_CRON=off).",
    );
  } catch (err) {
    console.error(err instanceof BackupError ? err.message : err);
    process.exit(1);
  }
}

/**
 * PIDs of the processes that have `dataDir`'s databases open (Linux /proc; [] elsewhere, or for
 * processes of other users, which is why the health endpoint is asked as well).
 */
export function processesUsing(dataDir) {
  if (!existsSync("/proc/self/fd")) return [];
  let real;
  try {
    real = realpathSync(dataDir);
  } catch {
    return [];
  }
  const targets = new Set(["data.db", "data.db-wal", "auxiliary.db"].map((f) => join(real, f)));
  const pids = [];
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (targets.has(target)) {
        pids.push(Number(pid));
        break;
      }
    }
  }
  return pids;
}

/**
 * Puts the checked `staging` dir in place of `dataDir`, the old one kept as `before` (when given);
 * if the last rename fails, the old dir goes back.
 * @param {string} staging
 * @param {string} dataDir
 * @param {string | null | undefined} before
 */
export function swapIn(staging, dataDir, before) {
  if (before) renameSync(dataDir, before);
  try {
    renameSync(staging, dataDir);
  } catch (err) {
    if (before) renameSync(before, dataDir);
    throw err;
  }
}

/** True when a PocketBase answers its health check at `url`. */
export async function serverAnswers(url) {
  try {
    const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    const body = await r.json().catch(() => ({}));
    return r.ok && /healthy/i.test(body?.message ?? "");
  } catch {
    return false;
  }
}

export async function refuseIfRunning(dataDir, url) {
  const pids = processesUsing(dataDir);
  if (pids.length) {
    throw new BackupError(
      `PocketBase is running on ${dataDir} (PID ${pids.join(", ")}). Stop it first (Ctrl-C where ` +
        `npm start runs, or stop its service), then run the restore again. Nothing was changed.`,
    );
  }
  if (await serverAnswers(url)) {
    throw new BackupError(
      `A PocketBase server answers at ${url}. Stop it first, then run the restore again (if it serves ` +
        `another data dir, run the restore with PORT set to a free port). Nothing was changed.`,
    );
  }
}

/**
 * `npm run backup`: one backup now. Through the running server's API when one answers on PORT
 * (PocketBase then holds writes for the moment it zips), else directly on the stopped data dir.
 * @returns {Promise<{ name: string, where: string, via: "server" | "data dir" }>}
 */
export async function createBackup({ env, name = `pb_backup_${stamp().replace("-", "_")}.zip` }) {
  if (!NAME_RE.test(name)) {
    throw new BackupError(
      `Backup names are lower-case letters, digits, "_" and "-", ending in .zip ("${name}").`,
    );
  }
  const dataDir = dataDirOf(env);
  const bin = findPocketBase(env);
  const url = serverUrl(env);
  const local = join(dataDir, "backups", name);

  if (await serverAnswers(url)) {
    const password = randomBytes(18).toString("hex");
    upsertSuperuser({ bin, dataDir, email: BACKUP_SUPERUSER, password });
    const pb = new PocketBase(url);
    pb.autoCancellation(false);
    try {
      await pb.collection("_superusers").authWithPassword(BACKUP_SUPERUSER, password);
    } catch {
      throw new BackupError(
        `The server at ${url} does not use the data dir ${dataDir}. Set PB_DATA_DIR and PORT to the ` +
          `same server's, then run the backup again.`,
      );
    }
    await pb.backups.create(name);
    const s3 = (await pb.settings.getAll()).backups?.s3;
    pb.authStore.clear();
    return { name, where: s3?.enabled ? `S3 bucket ${s3.bucket} at ${s3.endpoint}` : local, via: "server" };
  }
  const pids = processesUsing(dataDir);
  if (pids.length) {
    throw new BackupError(
      `PocketBase (PID ${pids.join(", ")}) has ${dataDir} open, but nothing answers at ${url}. Set ` +
        `PORT (and HOST) to where it listens, then run the backup again.`,
    );
  }
  if (!existsSync(join(dataDir, "data.db"))) {
    throw new BackupError(
      `There is no database in ${dataDir} (no data.db): nothing to back up. Is PB_DATA_DIR right?`,
    );
  }
  const r = runOps(bin, dataDir, "ops-backup", [name]);
  if (!r.ok) throw new BackupError(`PocketBase could not make the backup: ${r.error}`);
  return { name, where: r.s3 ? `S3 bucket ${r.s3}` : local, via: "data dir" };
}

// Entries a restore leaves out: SQLite's shared-memory index (rebuilt on open) and PocketBase's own
// temp and backups folders (its backups never contain them; the data dir's backups/ is kept).
const skipOnRestore = (name) =>
  name.endsWith("-shm") || name.startsWith("backups/") || name.startsWith(".pb_temp_to_delete/");

/**
 * `npm run restore FILE`: replaces the STOPPED data dir with the backup's content. Unpacks next to
 * it, lets PocketBase open it and run `PRAGMA integrity_check`, then swaps the directories by
 * renaming (the old one is kept as `<data dir>.before-restore-<time>`; its backups/ moves over).
 * @returns {Promise<{ dataDir: string, before: string | null, files: number }>}
 */
export async function restoreBackup({ env, file, now = new Date() }) {
  const dataDir = dataDirOf(env);
  const bin = findPocketBase(env);
  const url = serverUrl(env);
  const src = resolve(file);
  if (!existsSync(src) || !statSync(src).isFile()) throw new BackupError(`${file}: there is no such file.`);
  await refuseIfRunning(dataDir, url);

  let entries;
  try {
    entries = await readZipEntries(src);
  } catch (err) {
    if (err instanceof ZipError) throw new BackupError(`${file} is not a PocketBase backup: ${err.message}.`);
    throw err;
  }
  if (!entries.some((e) => e.name === "data.db")) {
    throw new BackupError(`${file} is not a PocketBase backup: it has no data.db at its top level.`);
  }

  const t = stamp(now);
  mkdirSync(dirname(dataDir), { recursive: true });
  // Beside the data dir, so the final renames stay on one file system.
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${t}`);
  const before = existsSync(dataDir) ? `${dataDir}.before-restore-${t}` : null;
  const oldBackups = join(dataDir, "backups");
  const newBackups = join(staging, "backups");
  let backupsMoved = false;
  mkdirSync(staging);
  try {
    try {
      await extractZip(src, entries, staging, skipOnRestore);
    } catch (err) {
      if (err instanceof ZipError) throw new BackupError(`${file} is not a usable backup: ${err.message}.`);
      throw err;
    }
    const check = runOps(bin, staging, "ops-check");
    if (!check.ok || check.data !== "ok" || check.aux !== "ok") {
      const why = check.ok ? `integrity_check: ${check.data} / ${check.aux}` : check.error;
      throw new BackupError(`${file} failed PocketBase's database check (${why}). Nothing was changed.`);
    }
    await refuseIfRunning(dataDir, url); // again: a server may have started meanwhile

    if (existsSync(oldBackups)) {
      renameSync(oldBackups, newBackups);
      backupsMoved = true;
    }
    swapIn(staging, dataDir, before);
  } catch (err) {
    if (backupsMoved && existsSync(newBackups) && existsSync(dataDir) && !existsSync(oldBackups)) {
      renameSync(newBackups, oldBackups);
    }
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  return { dataDir, before, files: entries.filter((e) => !e.name.endsWith("/")).length };
}
