// npm run seed: adds the demo content to PB_DATA_DIR. Uses the running server at PORT if there
// is one, else starts a temporary PocketBase on a free port. Safe to run repeatedly.
import { resolve } from "node:path";
import { loadEnv } from "./lib/env.mjs";
import { findPocketBase, startPocketBase } from "./lib/pocketbase.mjs";
import { seed } from "./lib/seed.mjs";

const env = loadEnv();
const dataDir = resolve(env.PB_DATA_DIR ?? "./pb_data");
const port = Number(env.PORT ?? 8090);
const bin = findPocketBase(env);

let url = `http://127.0.0.1:${port}`;
let stop = async () => {};
try {
  const r = await fetch(`${url}/api/health`);
  if (!r.ok) throw new Error();
} catch {
  const pb = await startPocketBase({ dataDir, quiet: true, env });
  url = pb.url;
  stop = pb.stop;
}
try {
  await seed({ url, bin, dataDir, staffEmail: env.STAFF_EMAIL, staffPassword: env.STAFF_PASSWORD });
  console.log(`Staff login: ${env.STAFF_EMAIL} / ${env.STAFF_PASSWORD}`);
} finally {
  await stop();
}
