// Bad input against a real PocketBase: a 10 MB JSON body to any create endpoint is refused with a
// clear 413 and stores nothing (pb_hooks/lib/security.js; PocketBase alone accepts up to 32 MB),
// and a flood of 1,000 parallel sign-ins gets 429s past the limit with nothing crashing.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server";

const TEN_MB = 10 * 1024 * 1024;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(async () => s?.stop());

interface Answer {
  status: number;
  message: string;
}

async function send(path: string, init: RequestInit & { token?: string }): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", init.token);
  const res = await fetch(`${s.url}${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    // not JSON
  }
  return { status: res.status, message };
}

function bigJson(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...extra, padding: "x".repeat(TEN_MB) });
}

async function count(collection: string): Promise<number> {
  return (await s.admin.collection(collection).getList(1, 1)).totalItems;
}

it("a 10 MB JSON body to every collection's create endpoint is refused with 413 and stores nothing", async () => {
  const collections = (await s.admin.collections.getFullList()).filter((c) => c.type !== "view");
  expect(collections.length).toBeGreaterThan(5);
  for (const c of collections) {
    const before = await count(c.name);
    const r = await send(`/api/collections/${c.name}/records`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: bigJson(),
      token: s.admin.authStore.token,
    });
    expect(r, c.name).toEqual({ status: 413, message: expect.stringMatching(/too large.*at most 4 MB/i) });
    expect(await count(c.name), c.name).toBe(before);
  }
}, 120_000);

it("a public form's valid fields padded to 10 MB are refused, also as a guest and without Content-Length", async () => {
  const before = await count("leads");
  const lead = { name: "Aman Deep", mobile: "9876543210" };
  const plain = await send("/api/collections/leads/records", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: bigJson(lead),
  });
  expect(plain.status).toBe(413);
  expect(plain.message).toMatch(/request body is too large/i);

  // Chunked: no Content-Length to check up front, so the body is cut off while it is read.
  const body = new TextEncoder().encode(bigJson(lead));
  const chunked = await send("/api/collections/leads/records", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: new ReadableStream({
      start(ctrl) {
        for (let i = 0; i < body.length; i += 1 << 20) ctrl.enqueue(body.subarray(i, i + (1 << 20)));
        ctrl.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(chunked.status).toBe(413);
  expect(await count("leads")).toBe(before);
}, 60_000);

it("a JSON body near the largest real record (a 1.9 MB article) is still accepted", async () => {
  const rec = await s.admin.collection("currentAffairs").create({
    name: "Large article",
    seoURL: "large-article",
    date: "2026-01-02 00:00:00.000Z",
    active: false,
    html: `<p>${"ਪੰਜਾਬ ".repeat(Math.floor((1.9 * 1024 * 1024) / 16))}</p>`,
  });
  expect(rec.id).toBeTruthy();
});

it("1,000 parallel sign-in requests: 429s past the limit, no 5xx, the server stays up", async () => {
  // startTestServer switched the limiter off for the other tests: restore the migration's rules.
  const settings = await s.admin.settings.getAll();
  await s.admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: true } });
  try {
    const t0 = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        fetch(`${s.url}/api/collections/users/auth-with-password`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ identity: `flood${i % 7}@example.com`, password: "wrong-password" }),
          signal: AbortSignal.timeout(45_000),
        }).then(
          (r) => r.status,
          () => -1,
        ),
      ),
    );
    const tally = new Map<number, number>();
    for (const a of answers) tally.set(a, (tally.get(a) ?? 0) + 1);
    console.log(`1,000 parallel sign-ins in ${Date.now() - t0} ms:`, Object.fromEntries(tally));
    expect(answers.filter((a) => a < 200 || a >= 500)).toEqual([]);
    // The rule allows 10 a minute per address; everything past it is refused with 429.
    expect(answers.filter((a) => a !== 429).length).toBeLessThanOrEqual(10);
    expect(tally.get(429)).toBeGreaterThanOrEqual(990);
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
    expect((await s.admin.collection("leads").getList(1, 1)).page).toBe(1);
  } finally {
    await s.admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: false } });
  }
}, 90_000);
