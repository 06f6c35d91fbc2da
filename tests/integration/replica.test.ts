// Continuous off-site replication against a local S3-compatible server (s3rver on a free loopback
// port): `node scripts/start.mjs` (what npm start runs after its build) with the S3_* env replicates
// data.db with Litestream and keeps uploads in the bucket; the data dir is destroyed, `npm run
// restore -- --from-replica` rebuilds it, and every record and file comes back byte for byte. The
// storage going away mid-replication leaves the site writing; when it returns, replication resumes.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { ROOT, freePort } from "../../scripts/lib/pocketbase.mjs";
import { CONFIG_NAME, findLitestream } from "../../scripts/lib/replica.mjs";
import { templateSuperuser } from "./support/server";

interface S3Object {
  key: string;
}
interface ListResult {
  objects: S3Object[];
  commonPrefixes: string[];
  isTruncated: boolean;
}
interface S3Server {
  run(): Promise<unknown>;
  close(): Promise<void>;
  store: { listObjects(bucket: string, opts: Record<string, unknown>): Promise<ListResult> };
}
const S3rver = createRequire(import.meta.url)("s3rver") as new (opts: Record<string, unknown>) => S3Server;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const BUCKET = "site-replica";

const base = mkdtempSync(join(tmpdir(), "pb-replica-"));
const dataDir = join(base, "pb_data");
const s3Dir = join(base, "s3");
let s3Port = 0;
let s3: S3Server | null = null;
let site: { url: string; child: ChildProcess; out: () => string } | null = null;
let env: Record<string, string> = {};

async function startS3() {
  s3 = new S3rver({
    port: s3Port,
    address: "127.0.0.1",
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  // s3rver 3.7.1 lists no common prefix for keys two or more "/" below the prefix (it prunes those
  // directories), and Litestream finds its generations that way (generations/<id>/snapshots/…).
  // Real S3, R2 and MinIO group them; so does this: list without the delimiter, then group.
  const store = s3.store;
  const list = store.listObjects.bind(store);
  store.listObjects = async (bucket, opts) => {
    const delimiter = typeof opts.delimiter === "string" ? opts.delimiter : "";
    if (!delimiter) return list(bucket, opts);
    const prefix = typeof opts.prefix === "string" ? opts.prefix : "";
    const all = await list(bucket, { ...opts, delimiter: "", maxKeys: Infinity });
    const commonPrefixes = new Set<string>();
    const objects = all.objects.filter((o) => {
      const i = o.key.slice(prefix.length).indexOf(delimiter);
      if (i === -1) return true;
      commonPrefixes.add(o.key.slice(0, prefix.length + i + 1));
      return false;
    });
    return { objects, commonPrefixes: [...commonPrefixes].sort(), isTruncated: false };
  };
  await s3.run();
}

async function stopS3() {
  await s3?.close();
  s3 = null;
}

/** `node scripts/start.mjs` in a directory without .env files, with `env`; resolves once ready. */
async function startSite() {
  const child = spawn(process.execPath, [join(ROOT, "scripts/start.mjs")], {
    cwd: base,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  await new Promise<void>((res, rej) => {
    const t = setTimeout(() => rej(new Error(`npm start did not get ready:\n${out}`)), 40_000);
    const check = () => {
      if (/Site ready at/.test(out)) {
        clearTimeout(t);
        res();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(t);
      rej(new Error(`npm start exited (${code}):\n${out}`));
    });
  });
  site = { url: `http://127.0.0.1:${env.PORT}`, child, out: () => out };
  return site;
}

async function stopSite() {
  const s = site;
  site = null;
  if (!s || s.child.exitCode !== null) return;
  await new Promise((res) => {
    s.child.once("exit", res);
    s.child.kill("SIGTERM");
  });
}

/** The PID of the site's Litestream (a child of the npm start process), 0 when none runs. */
function litestreamPid() {
  const r = spawnSync("pgrep", ["-f", `replicate -config ${join(dataDir, CONFIG_NAME)}`], {
    encoding: "utf8",
  });
  return Number(r.stdout.trim().split("\n")[0]) || 0;
}
const litestreamRunning = () => litestreamPid() > 0;

/** Runs a command without blocking this process, where s3rver answers Litestream. */
function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((res) => {
    const child = spawn(cmd, args, { cwd: base, env: { ...process.env, ...extraEnv } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const t = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.once("close", (status) => {
      clearTimeout(t);
      res({ status, stdout, stderr });
    });
  });
}

/**
 * True once the replica holds `marker`: restores the latest state into a scratch file and looks
 * for the text in its pages (SQLite stores text as is).
 */
async function replicaHas(marker: string) {
  const out = join(base, `probe-${Date.now()}.db`);
  try {
    const r = await run(
      findLitestream(),
      ["restore", "-config", join(dataDir, CONFIG_NAME), "-o", out, join(dataDir, "data.db")],
      { LITESTREAM_ACCESS_KEY_ID: "S3RVER", LITESTREAM_SECRET_ACCESS_KEY: "S3RVER" },
    );
    return r.status === 0 && existsSync(out) && readFileSync(out).includes(marker);
  } finally {
    rmSync(out, { force: true });
    rmSync(`${out}.tmp`, { force: true });
  }
}

async function waitFor(what: string, cond: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}\n${site?.out() ?? ""}`);
}

function restore(args: string[]) {
  return run(process.execPath, [join(ROOT, "scripts/restore.mjs"), ...args], env);
}

/** Every record of the collections the test writes, and the bytes of every uploaded image. */
async function snapshot(url: string) {
  const admin = await templateSuperuser(url);
  const tags = await admin.collection("CAtags").getFullList({ sort: "id" });
  const articles = await admin.collection("currentAffairs").getFullList({ sort: "id" });
  const token = await admin.files.getToken();
  const files: Record<string, string> = {};
  for (const a of articles) {
    for (const name of a.images as string[]) {
      const r = await fetch(admin.files.getURL(a, name, { token }));
      expect(r.status, name).toBe(200);
      files[`${a.id}/${name}`] = Buffer.from(await r.arrayBuffer()).toString("base64");
    }
  }
  return { tags, articles, files };
}

async function writeArticle(url: string, name: string, image?: Buffer) {
  const admin = await templateSuperuser(url);
  const form = new FormData();
  form.append("name", name);
  form.append("seoURL", name.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  form.append("active", "true");
  form.append("html", `<p>${name}</p>`);
  if (image) form.append("images", new Blob([new Uint8Array(image)], { type: "image/png" }), "photo.png");
  return admin.collection("currentAffairs").create(form);
}

beforeAll(async () => {
  s3Port = await freePort();
  await startS3();
  cpSync(inject("pbTemplate").dataDir, dataDir, { recursive: true });
  mkdirSync(join(base, "public"));
  writeFileSync(join(base, "public", "index.html"), "<!doctype html><html><head></head><body></body></html>");
  env = {
    PB_PUBLIC_DIR: join(base, "public"),
    PB_DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: "127.0.0.1",
    SEED: "false",
    DOCX_HTML_BACKFILL: "false",
    BACKUP_CRON: "off",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    LITESTREAM_PATH: "replica/data.db",
  };
});

afterAll(async () => {
  await stopSite();
  await stopS3();
  rmSync(base, { recursive: true, force: true });
});

it("replicates, survives losing the data dir, and restores every record and file byte for byte", async () => {
  const { url } = await startSite();
  // The generated config is private and holds no secret; the secret is on no command line.
  const config = join(dataDir, CONFIG_NAME);
  expect(statSync(config).mode & 0o777).toBe(0o600);
  expect(readFileSync(config, "utf8")).not.toContain("S3RVER");
  const ps = spawnSync("ps", ["-eo", "args"], { encoding: "utf8" }).stdout;
  expect(ps).not.toContain("S3RVER");
  await waitFor("litestream to run", litestreamRunning);

  const admin = await templateSuperuser(url);
  const settings = await admin.settings.getAll();
  expect(settings.s3).toMatchObject({ enabled: true, bucket: BUCKET, forcePathStyle: true });
  expect(settings.backups.s3).toMatchObject({ enabled: true, bucket: BUCKET });

  await admin.collection("CAtags").create({ name: "Replica tag" });
  const image = Buffer.concat([PNG, Buffer.from("\0replica-bytes")]);
  await writeArticle(url, "Replica article one", image);
  const written = Date.now();
  await writeArticle(url, "Replica article two marker-rt2");
  await waitFor("the replica to hold the last write", () => replicaHas("marker-rt2"));
  console.log(`replica: the last write was in S3 after ${Date.now() - written} ms`);
  // PocketBase's own backups land in the same bucket (pb_backups/ at its root).
  await admin.backups.create("replica_check.zip");
  expect((await admin.backups.getFullList()).map((b) => b.key)).toContain("replica_check.zip");
  const stored = spawnSync("find", [join(s3Dir, BUCKET), "-name", "replica_check.zip._S3rver_object"], {
    encoding: "utf8",
  }).stdout;
  expect(stored, "the backup's object in the bucket").toMatch(/replica_check\.zip\._S3rver_object/);
  const before = await snapshot(url);
  expect(before.articles).toHaveLength(2);
  expect(Object.values(before.files)).toEqual([image.toString("base64")]);

  await stopSite();
  rmSync(dataDir, { recursive: true, force: true });
  const r = await restore(["--from-replica"]);
  expect(r.status, r.stderr + r.stdout).toBe(0);
  expect(r.stdout).toMatch(/Restored data\.db from the replica/);

  const again = await startSite();
  expect(await snapshot(again.url)).toEqual(before);
});

it("keeps serving and writing while S3 is away, then resumes; a later restore has everything", async () => {
  const url = site!.url;
  await writeArticle(url, "Before outage marker-b4");
  await waitFor("the replica to hold the write before the outage", () => replicaHas("marker-b4"));
  // A point in time after that write and before the next ones.
  await new Promise((r) => setTimeout(r, 1200));
  const pointInTime = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 1200));

  await stopS3();
  for (let i = 0; i < 5; i++) {
    const rec = await writeArticle(url, `During outage ${i} marker-out${i}`);
    expect(rec.id).toBeTruthy();
    const page = await fetch(`${url}/api/collections/currentAffairs/records/${rec.id}`);
    expect(page.status).toBe(200);
  }
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
  // Litestream meets the missing storage, says so, and keeps running.
  await waitFor("Litestream to report the storage missing", () =>
    /level=ERROR.*(refused|reset)/.test(site!.out()),
  );
  expect(litestreamRunning()).toBe(true);

  await startS3();
  // Litestream retries at the database's next change (a write, or its own checkpoint within a
  // minute on a quiet site): the next write carries everything written during the outage.
  await writeArticle(url, "After outage marker-after");
  await waitFor(
    "replication to resume",
    async () => (await replicaHas("marker-after")) && (await replicaHas("marker-out4")),
  );
  const before = await snapshot(url);
  expect(before.articles).toHaveLength(9);
  await stopSite();

  // The point in time: the article before the outage, none of those written during it.
  rmSync(dataDir, { recursive: true, force: true });
  const pit = await restore(["--from-replica", "--timestamp", pointInTime]);
  expect(pit.status, pit.stderr + pit.stdout).toBe(0);
  const db = readFileSync(join(dataDir, "data.db"));
  expect(db.includes("marker-b4")).toBe(true);
  expect(db.includes("marker-out0")).toBe(false);

  // The latest: everything, byte for byte.
  const latest = await restore(["--from-replica"]);
  expect(latest.status, latest.stderr + latest.stdout).toBe(0);
  const again = await startSite();
  expect(await snapshot(again.url)).toEqual(before);
  await stopSite();
});

it("restarts Litestream when it dies; refuses a restore while the site runs, and a bad --timestamp", async () => {
  await startSite();
  await waitFor("litestream to run", litestreamRunning);
  const first = litestreamPid();
  process.kill(first, "SIGKILL");
  await waitFor("litestream to be restarted", () => litestreamPid() > 0 && litestreamPid() !== first);
  expect(site!.out()).toMatch(/Litestream stopped \(SIGKILL\); restarting in 1 s/);
  const running = await restore(["--from-replica"]);
  expect(running.status).toBe(1);
  expect(running.stderr).toMatch(/Stop it first.*Nothing was changed/s);
  await stopSite();
  const bad = await restore(["--from-replica", "--timestamp", "yesterday"]);
  expect(bad.status).toBe(1);
  expect(bad.stderr).toMatch(/--timestamp takes an ISO time/);
});
