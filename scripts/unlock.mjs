// npm run unlock -- EMAIL: ends the sign-in lock-out of EMAIL at once (staff account or
// superuser) in PB_DATA_DIR, and forgets its counted failed sign-ins. Safe to run while the site
// runs (it goes through PocketBase's own `signin-unlock` command, pb_hooks/sign-in.pb.js). The
// e-mail is passed after `--`, so one that starts with "-" is never read as a flag.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { loadEnv } from "./lib/env.mjs";
import { findPocketBaseOrExit, pbArgs } from "./lib/pocketbase.mjs";

const [email, ...rest] = process.argv.slice(2);
if (!email || rest.length) {
  console.error("Usage: npm run unlock -- EMAIL");
  process.exit(1);
}
const env = loadEnv();
const dataDir = resolve(env.PB_DATA_DIR ?? "./pb_data");
const bin = findPocketBaseOrExit(env);
const r = spawnSync(bin, ["signin-unlock", ...pbArgs({ dataDir }), "--", email], { encoding: "utf8" });
const out = `${r.stdout ?? ""}${r.stderr ?? ""}`.trim();
if (r.status !== 0) {
  console.error(out || r.error?.message || `PocketBase exited with code ${r.status}`);
  process.exit(1);
}
console.log(`${out} (data dir ${dataDir})`);
