// Hole 7 of issue 14: behind a reverse proxy PocketBase sees the proxy's address on every request,
// so all visitors share one rate-limit bucket. TRUSTED_PROXY_HEADERS (pb_hooks/trusted-proxy.pb.js)
// names the header that carries the visitor's IP; each visitor then gets a bucket of their own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, expect, it } from "vitest";
import { startPocketBase, upsertSuperuser } from "../../scripts/lib/pocketbase.mjs";
import { client } from "./support/server";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

async function serve(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "pb-proxy-"));
  const srv = await startPocketBase({ dataDir, quiet: true, publicDir: join(dataDir, "public"), env });
  stops.push(async () => {
    await srv.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { ...srv, dataDir };
}

let attempt = 0;
/**
 * A failed sign-in sent as if through a proxy that saw `ip`; resolves to the HTTP status. Each
 * try names another account, so the per-account lock-out (sign-in.pb.js) stays out of the way.
 */
async function signIn(url: string, ip: string) {
  const r = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ identity: `nobody${++attempt}@example.com`, password: "wrong-password" }),
  });
  return r.status;
}

/** Ten failed sign-ins from one visitor (the limit is 10 a minute), then one more from each. */
async function exhaustThenTry(url: string) {
  const first: number[] = [];
  for (let i = 0; i < 10; i++) first.push(await signIn(url, "203.0.113.7"));
  return {
    first,
    sameVisitor: await signIn(url, "203.0.113.7"),
    otherVisitor: await signIn(url, "198.51.100.20"),
  };
}

it("with TRUSTED_PROXY_HEADERS set, visitors behind the proxy are limited separately", async () => {
  const srv = await serve({ TRUSTED_PROXY_HEADERS: "X-Forwarded-For", TRUSTED_PROXY_USE_LEFTMOST: "false" });
  const r = await exhaustThenTry(srv.url);
  expect(r.first).toEqual(Array(10).fill(400));
  expect(r.sameVisitor).toBe(429);
  expect(r.otherVisitor).toBe(400);

  // The setting is what the dashboard shows too.
  const password = randomBytes(12).toString("hex");
  upsertSuperuser({ bin: srv.bin, dataDir: srv.dataDir, email: "root@example.com", password });
  const admin = client(srv.url);
  await admin.collection("_superusers").authWithPassword("root@example.com", password);
  const settings = await admin.settings.getAll();
  expect(settings.trustedProxy).toEqual({ headers: ["X-Forwarded-For"], useLeftmostIP: false });
});

it("without it (as before), every visitor behind the proxy shares the proxy's bucket", async () => {
  const srv = await serve({});
  const r = await exhaustThenTry(srv.url);
  expect(r.sameVisitor).toBe(429);
  expect(r.otherVisitor).toBe(429);
});

it("refuses to start on a value that is not a header name", async () => {
  await expect(serve({ TRUSTED_PROXY_HEADERS: "X Forwarded For" })).rejects.toThrow(/not a header name/);
});
