// npm run superuser -- EMAIL PASSWORD: creates or updates a PocketBase superuser (for the /_/
// dashboard) in PB_DATA_DIR. Safe to repeat and to run while the server is up. The values are
// passed after `--`, so a password that starts with "-" is never read as a flag.
import { resolve } from "node:path";
import { loadEnv } from "./lib/env.mjs";
import { findPocketBase, upsertSuperuser } from "./lib/pocketbase.mjs";

const [email, password, ...rest] = process.argv.slice(2);
if (!email || !password || rest.length) {
  console.error("Usage: npm run superuser -- EMAIL PASSWORD   (password: at least 8 characters)");
  process.exit(1);
}
const env = loadEnv();
const dataDir = resolve(env.PB_DATA_DIR ?? "./pb_data");
try {
  upsertSuperuser({ bin: findPocketBase(env), dataDir, email, password });
  console.log(`Superuser ${email} saved in ${dataDir}; sign in at /_/ on the running site.`);
} catch (err) {
  console.error(err.message.trim());
  process.exit(1);
}
