// Starts a real PocketBase for a test file: a free port, a temporary data dir, our migrations
// and hooks; gives a superuser client, a signed-in staff client and an anonymous client.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { startPocketBase, superuserClient } from "../../../scripts/lib/pocketbase.mjs";

export interface TestServer {
  url: string;
  dataDir: string;
  bin: string;
  admin: PocketBase;
  staff: PocketBase;
  guest: () => PocketBase;
  staffCredentials: { email: string; password: string };
  stop: () => Promise<void>;
}

export function client(url: string): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

/** `env`: extra environment for PocketBase (e.g. SMTP_HOST for the newsletter tests). */
export async function startTestServer(opts: { env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "pb-int-"));
  const srv = await startPocketBase({
    dataDir,
    quiet: true,
    publicDir: join(dataDir, "public"),
    env: opts.env ?? {},
  });
  // Tests sign in many times from one IP; the sign-in limit itself is tested separately.
  const admin = await superuserClient({ bin: srv.bin, dataDir, url: srv.url });

  const staffCredentials = { email: "staff@example.com", password: "staff-pass-123" };
  await admin.collection("users").create({
    ...staffCredentials,
    passwordConfirm: staffCredentials.password,
    verified: true,
    role: "owner",
  });
  const staff = client(srv.url);
  await staff.collection("users").authWithPassword(staffCredentials.email, staffCredentials.password);

  return {
    url: srv.url,
    dataDir,
    bin: srv.bin,
    admin,
    staff,
    guest: () => client(srv.url),
    staffCredentials,
    stop: async () => {
      await srv.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves to the HTTP status of a promise from the SDK (200 on success). */
export async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    return (err as { status?: number }).status ?? -1;
  }
}
