// A throw-away PocketBase for the soak and load scripts: our migrations and a private copy of our
// hooks (plus any extra hook files a script needs, e.g. the soak's integrity check), on 127.0.0.1.
// The hooks are copied so that another edit to pb_hooks/ during a run neither restarts the server
// (PocketBase watches its hooks dir) nor changes what is measured halfway through.
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./pocketbase.mjs";

/**
 * A temp dir that looks like the repo to hook code: `pb_hooks/` is a copy (with `extra` files
 * added), every other top-level entry is a symlink, so `${__hooks}/../shared/rules-core.cjs`
 * still resolves. Returns { hooksDir, cleanup() }.
 * @param {Record<string, string>} extra file name → contents, written into the copied pb_hooks/
 */
export function makeHooksDir(extra = {}) {
  const root = mkdtempSync(join(tmpdir(), "pb-hooks-"));
  for (const entry of readdirSync(ROOT)) {
    if (entry === "pb_hooks" || entry === "pb_data") continue;
    symlinkSync(join(ROOT, entry), join(root, entry));
  }
  const hooksDir = join(root, "pb_hooks");
  cpSync(join(ROOT, "pb_hooks"), hooksDir, { recursive: true });
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(hooksDir, name), text);
  return { hooksDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Signs in as a superuser over HTTP; returns the token. */
export async function superuserToken(url, email, password) {
  const r = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  });
  if (!r.ok) throw new Error(`superuser sign-in failed: ${r.status} ${await r.text()}`);
  return (await r.json()).token;
}
