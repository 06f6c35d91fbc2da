// Issue 25, hole 3: search starved the pages. 50 connections of /api/ca/search (inside the API
// rate limit) took the home page from p50 21 ms to 1.5 s. The expensive routes now pass a
// process-wide concurrency cap (503 + Retry-After at once when full) and a cost-weighted budget
// per client address (429 + Retry-After): pb_hooks/lib/expensive.js. The latency figures under a
// search flood are measured by `npm run load -- --scenario=search-flood` (docs/benchmarks.md); this
// file checks the behaviour with the cap at 1 and a budget of 5 searches a minute.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    env: {
      EXPENSIVE_CONCURRENCY: "1",
      EXPENSIVE_COST_PER_MINUTE: "5",
      TRUSTED_PROXY_HEADERS: "X-Forwarded-For",
    },
    shell: `<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>`,
  });
  for (let i = 0; i < 30; i++) {
    await s.staff.collection("currentAffairs").create({
      name: `Budget news ${i}`,
      seoURL: `budget-${i}`,
      date: "2026-11-20 00:00:00.000Z",
      active: true,
      html: `<p>The state budget ${i} gives farmers and teachers more. Budget talks go on.</p>`.repeat(20),
    });
  }
});
afterAll(async () => {
  await s?.stop();
});

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  message: string;
}
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const t = performance.now();
  const r = await fetch(`${s.url}${path}`, { headers });
  const text = await r.text();
  let message = "";
  try {
    message = String((JSON.parse(text) as { message?: string }).message ?? "");
  } catch {
    message = "";
  }
  return { status: r.status, ms: performance.now() - t, retryAfter: r.headers.get("retry-after"), message };
}

describe("a flood of searches", () => {
  it("beyond the cap gets 503 with Retry-After at once, while a page still answers", async () => {
    const searches = Array.from({ length: 40 }, (_, i) =>
      get(`/api/ca/search?q=budget+farmers&page=${(i % 2) + 1}`),
    );
    const page = get("/");
    const [answers, home] = await Promise.all([Promise.all(searches), page]);
    expect(home.status).toBe(200);
    const busy = answers.filter((a) => a.status === 503);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length + busy.length).toBe(answers.length);
    expect(ok.length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of busy) {
      expect(a.retryAfter).toBe("2");
      expect(a.message).toBe("The server is busy. Please try again in a few seconds.");
    }
    // Loopback (the page renderer's address) is never charged: 40 searches, no 429.
    expect(answers.some((a) => a.status === 429)).toBe(false);
    // Once the flood is over, the slot is free again: a search answers.
    expect((await get("/api/ca/search?q=budget")).status).toBe(200);
  });

  it("one address past its budget gets 429 with Retry-After; another address is not affected", async () => {
    const from = (ip: string) => ({ "X-Forwarded-For": ip });
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++) answers.push(await get("/api/ca/search?q=budget", from("203.0.113.7")));
    // 5 units a minute: at most 10 pass even when the minute turns during the loop.
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(10);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    for (const a of limited) {
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(60);
      expect(a.message).toMatch(/^Too many searches or downloads from your address/);
    }
    expect((await get("/api/ca/search?q=budget", from("203.0.113.8"))).status).toBe(200);
    // Pages are never charged.
    expect((await get("/", from("203.0.113.7"))).status).toBe(200);
  });
});
