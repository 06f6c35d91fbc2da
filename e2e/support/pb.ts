// Direct access to the e2e run's PocketBase, to check what the UI stored.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import PocketBase from "pocketbase";
import { findPocketBase, pbArgs } from "../../scripts/lib/pocketbase.mjs";

export const STAFF = { email: "staff@example.com", password: "staff-demo-2026" };

let admin: Promise<PocketBase> | null = null;

/** A superuser client (one per worker; the sign-in endpoint is rate limited). */
export function superuser(): Promise<PocketBase> {
  admin ??= (async () => {
    const email = `e2e-${process.pid}@example.com`;
    const password = randomBytes(16).toString("hex");
    const r = spawnSync(
      findPocketBase(),
      ["superuser", "upsert", email, password, ...pbArgs({ dataDir: process.env.E2E_DATA_DIR! })],
      { encoding: "utf8" },
    );
    if (r.status !== 0) throw new Error(r.stderr || r.stdout);
    const pb = new PocketBase(process.env.E2E_BASE_URL);
    pb.autoCancellation(false);
    await pb.collection("_superusers").authWithPassword(email, password);
    return pb;
  })();
  return admin;
}

/** An anonymous client. */
export function guest(): PocketBase {
  const pb = new PocketBase(process.env.E2E_BASE_URL);
  pb.autoCancellation(false);
  return pb;
}
