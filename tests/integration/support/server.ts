// Starts a real PocketBase for a test file: a free port, a data dir of its own (a copy of the
// migrated template that global-setup.ts made once for the run), our migrations and hooks; gives
// a superuser client, a signed-in staff client and an anonymous client.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type PocketBase from "pocketbase";
import { inject } from "vitest";
import { startPocketBase } from "../../../scripts/lib/pocketbase.mjs";
import { client, STAFF_CREDENTIALS } from "./template";

export { client };

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

/**
 * A new data dir holding a copy of the migrated template: what an empty data dir is after its
 * first start, without paying for the migrations again. The template's superuser is in it, with
 * the API rate limiter off, and the staff owner STAFF_CREDENTIALS.
 */
export function freshDataDir(prefix = "pb-int-"): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject("pbTemplate").dataDir, dataDir, { recursive: true });
  return dataDir;
}

/** A superuser client of the template's superuser (in every freshDataDir()). */
export async function templateSuperuser(url: string): Promise<PocketBase> {
  const { email, password } = inject("pbTemplate").superuser;
  const admin = client(url);
  await admin.collection("_superusers").authWithPassword(email, password);
  return admin;
}

/**
 * `env`: extra environment for PocketBase (e.g. SMTP_HOST for the newsletter tests). `shell`: the
 * app shell (index.html) the server's pages are built from, instead of none.
 */
export async function startTestServer(
  opts: { env?: Record<string, string>; shell?: string } = {},
): Promise<TestServer> {
  const dataDir = freshDataDir();
  if (opts.shell !== undefined) {
    mkdirSync(join(dataDir, "public"), { recursive: true });
    writeFileSync(join(dataDir, "public", "index.html"), opts.shell);
  }
  const srv = await startPocketBase({
    dataDir,
    quiet: true,
    publicDir: join(dataDir, "public"),
    env: opts.env ?? {},
  });
  const stop = async () => {
    await srv.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = await templateSuperuser(srv.url);
    const staffCredentials = { ...STAFF_CREDENTIALS };
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
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
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
