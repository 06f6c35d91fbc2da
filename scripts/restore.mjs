// npm run restore FILE: puts a PocketBase backup (a zip from npm run backup or the dashboard) back
// into PB_DATA_DIR while the server is stopped. The old data dir is kept beside it.
// npm run restore -- --from-replica [--timestamp ISO]: rebuilds data.db from the Litestream replica
// in S3 (S3_* env; the latest state, or the state at that time) the same way.
import { loadEnv } from "./lib/env.mjs";
import { BackupError, restoreBackup } from "./lib/backups.mjs";

const args = process.argv.slice(2);
const fromReplica = args.includes("--from-replica");
const tsAt = args.indexOf("--timestamp");
const timestamp = tsAt >= 0 ? args[tsAt + 1] : null;
const file = args.find((a, i) => !a.startsWith("--") && (tsAt < 0 || i !== tsAt + 1));
if ((!fromReplica && !file) || (fromReplica && file) || (tsAt >= 0 && (!fromReplica || !timestamp))) {
  console.error(
    "Usage: npm run restore -- FILE.zip\n" +
      "       npm run restore -- --from-replica [--timestamp 2026-11-27T09:30:00Z]\n" +
      "(stop the server first)",
  );
  process.exit(1);
}
try {
  if (fromReplica) {
    const { ReplicaError, restoreFromReplica } = await import("./lib/replica.mjs");
    try {
      const r = await restoreFromReplica({ env: loadEnv(), timestamp });
      console.log(
        `Restored data.db from the replica${r.timestamp ? ` as of ${r.timestamp}` : ""} into ${r.dataDir}.`,
      );
      if (r.before)
        console.log(`The data it replaced is in ${r.before}: delete it once the site looks right.`);
    } catch (err) {
      if (err instanceof ReplicaError) throw new BackupError(err.message);
      throw err;
    }
  } else {
    const r = await restoreBackup({ env: loadEnv(), file });
    console.log(`Restored ${file} into ${r.dataDir} (${r.files} files).`);
    if (r.before) console.log(`The data it replaced is in ${r.before}: delete it once the site looks right.`);
  }
  console.log("Start the server again with npm start (or npm run preview).");
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
