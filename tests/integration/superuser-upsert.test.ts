// A generated secret passed to the PocketBase CLI must never be read as a flag: a base64url
// password starts with "-" one time in 64, and that once made `npm start` exit on a fresh data dir.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPocketBase, upsertSuperuser } from "../../scripts/lib/pocketbase.mjs";
import { client, freshDataDir } from "./support/server";

let dataDir = "";
let srv: Awaited<ReturnType<typeof startPocketBase>>;

beforeAll(async () => {
  dataDir = freshDataDir("pb-su-");
  srv = await startPocketBase({ dataDir, quiet: true, publicDir: join(dataDir, "public") });
});
afterAll(async () => {
  await srv?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it.each(["-mSMJxQ2b8Zk3YwqTn", "--dir=/tmp/elsewhere", "-h-looks-like-help"])(
  "upserts a superuser whose password is %s and can sign in with it",
  async (password) => {
    const email = `root-${password.length}@example.com`;
    upsertSuperuser({ bin: srv.bin, dataDir, email, password });
    const pb = client(srv.url);
    const auth = await pb.collection("_superusers").authWithPassword(email, password);
    expect(auth.record.email).toBe(email);
  },
);
