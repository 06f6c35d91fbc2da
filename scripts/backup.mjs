// npm run backup [NAME.zip]: makes one PocketBase backup now and prints its name.
// With a server answering on PORT it asks that server (writes pause for the moment it zips);
// with the server stopped it runs PocketBase once on PB_DATA_DIR. Either way the zip lands in
// PB_DATA_DIR/backups/ (or in S3 when the dashboard's backup settings say so).
import { loadEnv } from "./lib/env.mjs";
import { BackupError, createBackup } from "./lib/backups.mjs";

try {
  const r = await createBackup({ env: loadEnv(), name: process.argv[2] });
  console.error(`Backup made (via the ${r.via}): ${r.where}`);
  console.log(r.name);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
}
