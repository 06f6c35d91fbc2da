// npm run backup / npm run restore round trip on a seeded site, the refusals of restore, the
// backup schedule written at start, and npm run superuser honouring PB_DATA_DIR.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applyBackupSettings, BackupError } from "../../scripts/lib/backups.mjs";
import { ROOT, freePort, startPocketBase, upsertSuperuser } from "../../scripts/lib/pocketbase.mjs";
import { seed } from "../../scripts/lib/seed.mjs";
import { client } from "./support/server";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const dataDir = join(mkdtempSync(join(tmpdir(), "pb-backup-")), "pb_data");
const publicDir = join(dirname(dataDir), "public");
let bin = "";
let srv: Awaited<ReturnType<typeof startPocketBase>> | null = null;
let idlePort = 0; // a port no server listens on, so the refusals below rest on the data dir check

async function start() {
  srv = await startPocketBase({ dataDir, quiet: true, publicDir });
  bin = srv.bin;
  const password = randomBytes(12).toString("hex");
  upsertSuperuser({ bin, dataDir, email: "root@example.com", password });
  const admin = client(srv.url);
  await admin.collection("_superusers").authWithPassword("root@example.com", password);
  await admin.settings.update({ rateLimits: { enabled: false } });
  return admin;
}

function run(script: string, args: string[], port: number) {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, PB_DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function sha(file: string) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

/** Every record of every non-system collection, and every stored upload with its hash. */
async function manifest(admin: ReturnType<typeof client>) {
  const records: Record<string, unknown[]> = {};
  for (const c of await admin.collections.getFullList()) {
    if (c.system) continue;
    records[c.name] = await admin.collection(c.name).getFullList({ sort: "id" });
  }
  const storage = join(dataDir, "storage");
  const files = Object.fromEntries(
    walk(storage)
      .filter((f) => !relative(storage, f).includes("thumbs_"))
      .map((f) => [relative(storage, f), sha(f)])
      .sort(),
  );
  return { records, files };
}

beforeAll(async () => {
  idlePort = await freePort();
});

afterAll(async () => {
  await srv?.stop();
  rmSync(dirname(dataDir), { recursive: true, force: true });
});

it("writes the backup schedule from the env into PocketBase's settings, and refuses a bad one", async () => {
  // Before the first serve, like npm start: defaults are 02:30 IST (21:00 UTC), keep 14.
  const bin0 = (await import("../../scripts/lib/pocketbase.mjs")).findPocketBase();
  expect(applyBackupSettings({ bin: bin0, dataDir, env: {} })).toEqual({ cron: "0 21 * * *", keep: 14 });
  expect(() => applyBackupSettings({ bin: bin0, dataDir, env: { BACKUP_CRON: "61 * * *" } })).toThrow(
    /BACKUP_CRON="61 \* \* \*".*refused by PocketBase: .*cron/s,
  );
  expect(() => applyBackupSettings({ bin: bin0, dataDir, env: { BACKUP_KEEP: "0" } })).toThrow(BackupError);
  applyBackupSettings({ bin: bin0, dataDir, env: { BACKUP_CRON: "30 20 * * *", BACKUP_KEEP: "5" } });
  applyBackupSettings({ bin: bin0, dataDir, env: {} });
  const admin = await start();
  const { backups } = await admin.settings.getAll();
  expect(backups).toMatchObject({ cron: "0 21 * * *", cronMaxKeep: 14 });
});

it("npm run superuser honours PB_DATA_DIR, also for a password that starts with '-'", async () => {
  const r = run("superuser.mjs", ["owner@example.com", "-owner-pass-2026"], idlePort);
  expect(r.code, r.err).toBe(0);
  const pb = client(srv!.url);
  await pb.collection("_superusers").authWithPassword("owner@example.com", "-owner-pass-2026");
  expect(pb.authStore.isValid).toBe(true);
  expect(run("superuser.mjs", ["owner@example.com"], idlePort)).toMatchObject({ code: 1 });
});

it("backs up a seeded site and restores every record and uploaded file exactly", async () => {
  let admin = client(srv!.url);
  await admin.collection("_superusers").authWithPassword("owner@example.com", "-owner-pass-2026");
  await seed({
    url: srv!.url,
    bin,
    dataDir,
    staffEmail: "demo@example.com",
    staffPassword: "demo-pass-2026",
    log: () => {},
    renderHtml: async () => "<p>Article</p>",
  });
  // Images on an article and on a course (the seed has none).
  const articles = await admin.collection("currentAffairs").getFullList({ sort: "created" });
  await admin.collection("currentAffairs").update(articles[0].id, {
    images: [
      new File([PNG], "map.png", { type: "image/png" }),
      new File([PNG], "chart.png", { type: "image/png" }),
    ],
  });
  const courses = await admin.collection("courses").getFullList();
  await admin
    .collection("courses")
    .update(courses[0].id, { image: new File([PNG], "c.png", { type: "image/png" }) });
  const original = await manifest(admin);
  expect(Object.keys(original.files).filter((f) => f.endsWith(".docx")).length).toBeGreaterThanOrEqual(12);
  // Two article images and the seed's four course covers (the first one replaced above), plus the
  // seed's 4 slide pictures and 4 result photos (settings).
  expect(Object.keys(original.files).filter((f) => f.endsWith(".png")).length).toBe(6 + 8);
  expect(Object.keys(original.files).some((f) => f.endsWith(".pdf"))).toBe(true);

  // npm run backup while the server runs: through its API; prints the name.
  const b = run("backup.mjs", [], srv!.port);
  expect(b.code, b.err).toBe(0);
  const name = b.out.trim();
  expect(name).toMatch(/^pb_backup_\d{8}_\d{6}\.zip$/);
  const file = join(dataDir, "backups", name);
  expect(existsSync(file)).toBe(true);

  // Change and delete things.
  const otherDocx = readFileSync(
    join(
      dataDir,
      "storage",
      Object.keys(original.files).find((f) => f.endsWith(".docx"))!,
    ),
  );
  await admin.collection("currentAffairs").delete(articles[0].id); // its DOCX and images go too
  await admin.collection("currentAffairs").update(articles[1].id, {
    name: "Changed after the backup",
    doc: new File([otherDocx], "other.docx", { type: DOCX_MIME }),
  });
  await admin.collection("courses").update(courses[0].id, { image: null, price: 1 });
  const [settings] = await admin.collection("settings").getFullList();
  await admin.collection("settings").update(settings.id, { brochure: null, phone: "000" });
  for (const t of (await admin.collection("CAtags").getFullList()).slice(0, 3)) {
    await admin
      .collection("CAtags")
      .delete(t.id)
      .catch(() => undefined);
  }
  const quizzes = await admin.collection("quizs").getFullList();
  await admin.collection("quizs").delete(quizzes[0].id);
  await admin.collection("quizs").update(quizzes[1].id, { questions: [] });
  expect(await manifest(admin)).not.toEqual(original);

  // Refused while the server runs on the data dir, even with PORT pointing elsewhere.
  const running = run("restore.mjs", [file], idlePort);
  expect(running.code).toBe(1);
  expect(running.err).toMatch(/PocketBase is running on .*PID \d+.*Stop it first.*Nothing was changed/s);
  await srv!.stop();
  srv = null;
  const dbHash = sha(join(dataDir, "data.db"));

  // npm run backup with the server stopped: PocketBase run once on the data dir.
  const offline = run("backup.mjs", ["offline_copy.zip"], idlePort);
  expect(offline.code, offline.err).toBe(0);
  expect(offline.out.trim()).toBe("offline_copy.zip");
  expect(existsSync(join(dataDir, "backups", "offline_copy.zip"))).toBe(true);
  expect(sha(join(dataDir, "data.db"))).toBe(dbHash);

  // Refused: not a backup, truncated, no data.db, a damaged database.
  const bad = dirname(dataDir);
  const jpeg = join(bad, "photo.zip");
  writeFileSync(jpeg, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]));
  const truncated = join(bad, "truncated.zip");
  writeFileSync(truncated, readFileSync(file).subarray(0, Math.floor(statSync(file).size / 2)));
  const noDb = join(bad, "no-db.zip");
  writeFileSync(noDb, await new JSZip().file("hello.txt", "hi").generateAsync({ type: "nodebuffer" }));
  const junkDb = join(bad, "junk-db.zip");
  writeFileSync(
    junkDb,
    await new JSZip().file("data.db", randomBytes(8192)).generateAsync({ type: "nodebuffer" }),
  );
  const cases: [string, RegExp][] = [
    [jpeg, /photo\.zip is not a PocketBase backup: it is not a zip file/],
    [truncated, /truncated\.zip is not a PocketBase backup: .*truncated/],
    [noDb, /no-db\.zip is not a PocketBase backup: it has no data\.db/],
    [junkDb, /junk-db\.zip failed PocketBase's database check.*Nothing was changed/s],
    [join(bad, "missing.zip"), /missing\.zip: there is no such file/],
  ];
  for (const [f, message] of cases) {
    const r = run("restore.mjs", [f], idlePort);
    expect(r.code, f).toBe(1);
    expect(r.err).toMatch(message);
  }
  expect(sha(join(dataDir, "data.db"))).toBe(dbHash);
  expect(readdirSync(bad).filter((n) => n.includes("restor"))).toEqual([]);

  // Restore into the stopped data dir.
  const ok = run("restore.mjs", [file], idlePort);
  expect(ok.code, ok.err).toBe(0);
  expect(ok.out).toMatch(/Restored .* into /);
  const before = readdirSync(bad).filter((n) => n.startsWith("pb_data.before-restore-"));
  expect(before).toHaveLength(1);
  expect(existsSync(join(bad, before[0], "data.db"))).toBe(true);
  expect(existsSync(join(dataDir, "backups", name))).toBe(true); // backups/ moved over
  expect(readdirSync(bad).filter((n) => n.includes(".restoring-"))).toEqual([]);

  admin = await start();
  expect(await manifest(admin)).toEqual(original);
  // The restored site serves the restored files.
  const course = await admin.collection("courses").getOne(courses[0].id);
  const png = await fetch(admin.files.getURL(course, course.image));
  expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true);
  expect(basename(file)).toBe(name);
});
