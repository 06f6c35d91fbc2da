// Runs once before the integration files (vitest globalSetup). PocketBase applies every migration
// on the first start of an empty data dir (about 2 s, more on a busy machine), and each file used
// to pay that, plus a superuser upsert (another PocketBase process) and the staff account. Here it
// is done once: the stopped data dir is the template that startTestServer() copies for each file,
// so every file still gets a server and a data dir of its own, as fresh as before.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { startPocketBase, upsertSuperuser } from "../../../scripts/lib/pocketbase.mjs";
import { client, STAFF_CREDENTIALS, type PocketBaseTemplate } from "./template";

declare module "vitest" {
  export interface ProvidedContext {
    pbTemplate: PocketBaseTemplate;
  }
}

export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), "pb-int-template-"));
  const dataDir = join(root, "pb_data");
  const srv = await startPocketBase({ dataDir, quiet: true, publicDir: join(root, "public") });
  try {
    const superuser = { email: "root@example.com", password: randomBytes(12).toString("hex") };
    // Tests sign in many times from one IP: the limiter is off (rate-limits.test.ts turns it back
    // on for itself); the sign-in limit itself is tested separately.
    upsertSuperuser({ bin: srv.bin, dataDir, ...superuser });
    const admin = client(srv.url);
    await admin.collection("_superusers").authWithPassword(superuser.email, superuser.password);
    await admin.settings.update({ rateLimits: { enabled: false } });
    await admin.collection("users").create({
      ...STAFF_CREDENTIALS,
      passwordConfirm: STAFF_CREDENTIALS.password,
      verified: true,
      role: "owner",
    });
    project.provide("pbTemplate", { dataDir, superuser });
  } finally {
    await srv.stop();
  }
  return () => rmSync(root, { recursive: true, force: true });
}
