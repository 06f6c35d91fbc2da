// npm start: serves the built site, the API and the admin from one PocketBase process.
// On an empty data dir it loads the demo content (unless SEED=false) and prints the staff login.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadEnv } from "./lib/env.mjs";
import { randomBytes } from "node:crypto";
import { ROOT, findPocketBaseOrExit, startPocketBase, upsertSuperuser } from "./lib/pocketbase.mjs";
import { SEED_SUPERUSER, seed } from "./lib/seed.mjs";
import { fillDocHtmlInBackground, pbDate } from "./lib/docx-html.mjs";

const env = loadEnv();
const port = Number(env.PORT ?? 8090);
const host = env.HOST ?? "127.0.0.1";
const dataDir = resolve(env.PB_DATA_DIR ?? "./pb_data");
// PB_PUBLIC_DIR: another built site to serve (the tests serve a one-file shell without a build).
const publicDir = env.PB_PUBLIC_DIR ? resolve(env.PB_PUBLIC_DIR) : join(ROOT, "dist");
if (!existsSync(join(publicDir, "index.html"))) {
  console.error("dist/ is missing: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}

const bin = findPocketBaseOrExit(env);

const fresh = !existsSync(join(dataDir, "data.db"));
if (fresh && env.SEED !== "false") {
  // The seed signs in as its own superuser. Making it before serving also keeps PocketBase from
  // printing its "create your first superuser" installer link for a site that is about to be seeded.
  upsertSuperuser({ bin, dataDir, email: SEED_SUPERUSER, password: randomBytes(18).toString("hex") });
}
// Backup schedule from BACKUP_CRON / BACKUP_KEEP into PocketBase's settings (exits on a bad one).
(await import("./lib/backups.mjs")).applyBackupSettingsAtStart({ bin, dataDir, env });
// With S3_BUCKET set: PocketBase's S3 settings (uploads and backups) from S3_*, and Litestream
// replicating data.db once the server is up (scripts/lib/replica.mjs; exits on a mistake).
const replicaLib = await import("./lib/replica.mjs");
const replicaSettings = replicaLib.replicaAtStart({ bin, dataDir, env });
// SITE_URL only when set: otherwise the settings' site URL, else the address served on (see
// pb_hooks/lib/site.js), so PORT=18090 gives links on port 18090.
// Articles that exist before this start get stored copies of their .docx (below).
const startedAt = pbDate();
const pb = await startPocketBase({ dataDir, port, host, publicDir, env });
const replica = replicaSettings
  ? replicaLib.startReplication({ dataDir, settings: replicaSettings, env })
  : null;

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await pb.stop();
  // After the server: Litestream uploads the last writes before it exits.
  await replica?.stop();
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));
pb.child.on("exit", (c) => {
  if (stopping) return;
  stopping = true;
  void (replica?.stop() ?? Promise.resolve()).then(() => process.exit(c ?? 1));
});

if (fresh && env.SEED !== "false") {
  try {
    await seed({ url: pb.url, bin, dataDir, staffEmail: env.STAFF_EMAIL, staffPassword: env.STAFF_PASSWORD });
    console.log(`Demo staff login: ${env.STAFF_EMAIL} / ${env.STAFF_PASSWORD}  (${pb.url}/admin/login)`);
  } catch (err) {
    console.error("Seeding failed:", err?.response ?? err);
  }
}
console.log(`Site ready at ${pb.url}`);
// Old-site articles (a .docx, no stored HTML) that existed before this start and have no stored
// copy of their converted .docx get one, in the background: the site is already serving, a
// failure is a log line (scripts/lib/docx-html.mjs). DOCX_HTML_BACKFILL=false turns it off.
if (env.DOCX_HTML_BACKFILL !== "false") {
  void fillDocHtmlInBackground({ url: pb.url, bin, dataDir, startedAt });
}
