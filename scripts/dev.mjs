// npm run dev: PocketBase (API, admin UI, hooks) plus the Vite dev server with hot reload.
// Vite proxies /api and /_ to PocketBase, so development is one origin too.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { createServer } from "vite";
import { loadEnv } from "./lib/env.mjs";
import { findPocketBase, startPocketBase } from "./lib/pocketbase.mjs";
import { seed } from "./lib/seed.mjs";

const env = loadEnv();
const port = Number(env.PORT ?? 8090);
const dataDir = resolve(env.PB_DATA_DIR ?? "./pb_data");
const fresh = !existsSync(join(dataDir, "data.db"));
const bin = findPocketBase(env);
const pb = await startPocketBase({ dataDir, port, env, dev: true });
if (fresh && env.SEED !== "false") {
  await seed({ url: pb.url, bin, dataDir, staffEmail: env.STAFF_EMAIL, staffPassword: env.STAFF_PASSWORD });
  console.log(`Demo staff login: ${env.STAFF_EMAIL} / ${env.STAFF_PASSWORD}`);
}

process.env.PB_DEV_URL = pb.url;
const vite = await createServer({ server: { port: Number(env.VITE_PORT ?? 5173), host: "127.0.0.1" } });
await vite.listen();
vite.printUrls();

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await pb.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
