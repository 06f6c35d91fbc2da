// What the integration global setup (global-setup.ts) hands to every test file: the migrated
// template data dir and the accounts already in it. No vitest import here: global-setup.ts runs
// in the main process, the rest in the test workers.
import PocketBase from "pocketbase";

export interface PocketBaseTemplate {
  /** A stopped PocketBase data dir with every migration applied; copy it, never start it. */
  dataDir: string;
  superuser: { email: string; password: string };
}

/** The staff member (role owner) in the template. */
export const STAFF_CREDENTIALS = { email: "staff@example.com", password: "staff-pass-123" };

export function client(url: string): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}
