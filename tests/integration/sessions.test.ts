// Issue 25, hole 6: sessions that should have ended went on. A token kept working for 120 h
// after "Log out" (CSV export, refresh), and a token the server no longer accepted (password reset
// elsewhere) made list requests answer 200 as a guest, so an open admin carried on showing only
// published records. Now POST /api/auth/logout revokes the token it is sent with (and only it),
// and any API request that sends a token the server does not accept gets 401
// (pb_hooks/lib/sessions.js). The admin's side (401 → /admin/login, back to the page): e2e/admin-auth.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startTestServer, status, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // A draft only staff can see, so a guest's answer is told apart from a staff member's.
  await s.staff.collection("currentAffairs").create({
    name: "Draft for sessions",
    seoURL: "draft-for-sessions",
    date: "2026-11-20 00:00:00.000Z",
    active: false,
    html: "<p>x</p>",
  });
});
afterAll(async () => {
  await s?.stop();
});

async function signIn(email: string, password: string) {
  const pb = client(s.url);
  await pb.collection("users").authWithPassword(email, password);
  return pb;
}

/** GET with a raw token, as the SDK sends it. */
function get(path: string, token: string) {
  return fetch(`${s.url}${path}`, { headers: token ? { Authorization: token } : {} });
}

const DRAFTS = `/api/collections/currentAffairs/records?filter=${encodeURIComponent("active = false")}`;

describe("Log out", () => {
  it("revokes the token on the server: CSV export, refresh and lists refuse it; another device stays signed in", async () => {
    const { email, password } = s.staffCredentials;
    // Two devices signing in within the same second: each token is its own (PocketBase's claims
    // are the account and the expiry in whole seconds; pb_hooks/lib/sessions.js adds an id).
    const [laptop, phone] = await Promise.all([signIn(email, password), signIn(email, password)]);
    expect(phone.authStore.token).not.toBe(laptop.authStore.token);
    const token = laptop.authStore.token;
    expect((await get("/api/inbox/leads.csv", token)).status).toBe(200);

    const out = await fetch(`${s.url}/api/auth/logout`, {
      method: "POST",
      headers: { Authorization: token },
    });
    expect(out.status).toBe(204);

    const csv = await get("/api/inbox/leads.csv", token);
    expect(csv.status).toBe(401);
    expect(((await csv.json()) as { message: string }).message).toBe(
      "Your session has ended. Please sign in again.",
    );
    expect(await status(laptop.collection("users").authRefresh())).toBe(401);
    expect((await get(DRAFTS, token)).status).toBe(401);
    // Logging out twice is harmless; a guest cannot log out.
    expect((await fetch(`${s.url}/api/auth/logout`, { method: "POST" })).status).toBe(401);

    // The same person's other session is not ended.
    expect((await get("/api/inbox/leads.csv", phone.authStore.token)).status).toBe(200);
    const drafts = (await (await get(DRAFTS, phone.authStore.token)).json()) as { totalItems: number };
    expect(drafts.totalItems).toBeGreaterThan(0);
    // Signing in again with the revoked token still in the header works.
    const again = await fetch(`${s.url}/api/collections/users/auth-with-password`, {
      method: "POST",
      headers: { Authorization: token, "Content-Type": "application/json" },
      body: JSON.stringify({ identity: email, password }),
    });
    expect(again.status).toBe(200);
  });

  it("a token copied to another device is the same session: log-out on one ends it on both; a refresh gets a token of its own", async () => {
    const { email, password } = s.staffCredentials;
    const pb = await signIn(email, password);
    const copied = pb.authStore.token;
    const refreshed = await fetch(`${s.url}/api/collections/users/auth-refresh`, {
      method: "POST",
      headers: { Authorization: copied },
    });
    const fresh = ((await refreshed.json()) as { token: string }).token;
    expect(fresh).not.toBe(copied);
    expect((await get("/api/inbox/leads.csv", fresh)).status).toBe(200);

    expect(
      (await fetch(`${s.url}/api/auth/logout`, { method: "POST", headers: { Authorization: copied } }))
        .status,
    ).toBe(204);
    expect((await get("/api/inbox/leads.csv", copied)).status).toBe(401);
    // The refreshed token is another session's string: still signed in.
    expect((await get("/api/inbox/leads.csv", fresh)).status).toBe(200);
  });
});

describe("a token the server no longer accepts", () => {
  it("after a password reset elsewhere, a list request is 401, not a guest's 200", async () => {
    const email = `reset-${Date.now()}@example.com`;
    const user = await s.admin.collection("users").create({
      email,
      password: "first-pass-2026",
      passwordConfirm: "first-pass-2026",
      role: "editor",
      name: "R",
    });
    const open = await signIn(email, "first-pass-2026");
    const token = open.authStore.token;
    const before = (await (await get(DRAFTS, token)).json()) as { totalItems: number };
    expect(before.totalItems).toBeGreaterThan(0);

    // The owner (here a superuser) resets the password elsewhere: PocketBase rotates the token key.
    await s.admin
      .collection("users")
      .update(user.id, { password: "second-pass-2026", passwordConfirm: "second-pass-2026" });

    const list = await get(DRAFTS, token);
    expect(list.status).toBe(401);
    expect((await get("/api/collections/courses/records", token)).status).toBe(401);
    // Without a token the same request is a guest's, as before: 200 with published records only.
    const guest = await get(DRAFTS, "");
    expect(guest.status).toBe(200);
    expect(((await guest.json()) as { totalItems: number }).totalItems).toBe(0);
    // A made-up token is refused the same way; a page is not affected.
    expect((await get("/api/collections/courses/records", "not-a-token")).status).toBe(401);
    expect((await get("/api/health", "Bearer not-a-token")).status).toBe(401);
    expect((await get("/", "not-a-token")).status).not.toBe(401);
  });
});
