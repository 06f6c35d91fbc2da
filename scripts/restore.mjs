// npm run restore FILE: puts a PocketBase backup (a zip from npm run backup or the dashboard) back
// into PB_DATA_DIR while the server is stopped. The old data dir is kept beside it.
import { loadEnv } from "./lib/env.mjs";
import { BackupError, restoreBackup } from "./lib/backups.mjs";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- FILE.zip   (stop the server first)");
  process.exit(1);
}
try {
  const r = await restoreBackup({ env: loadEnv(), file });
  console.log(`Restored ${file} into ${r.dataDir} (${r.files} files).`);
  if (r.before) console.log(`The data it replaced is in ${r.before}: delete it once the site looks right.`);
  console.log("Start the server again with npm start (or npm run preview).");
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
