// Scheduled publishing against a real PocketBase: the access rules hide an active article or quiz
// until its publishAt (guests and the public filters of signed-in staff), it appears by itself
// once the time passes, the feeds and the injected article page follow, and bad dates are refused.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, status, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.admin.collection("settings").create({ instituteName: "Test Institute" });
  // The article route serves the app shell with the article's meta filled in.
  mkdirSync(join(s.dataDir, "public"), { recursive: true });
  writeFileSync(
    join(s.dataDir, "public", "index.html"),
    "<html><head><title>Site</title></head><body></body></html>",
  );
});
afterAll(async () => s?.stop());

const PUBLIC = "active = true && (publishAt = '' || publishAt <= @now)";
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const slug = () => `sched-${Math.random().toString(36).slice(2, 8)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("publishAt", () => {
  it("an article scheduled a few seconds ahead is hidden, then appears by itself (API, sitemap, RSS, page meta)", async () => {
    const seoURL = slug();
    const rec = await s.staff
      .collection("currentAffairs")
      .create({ name: "Scheduled article", seoURL, active: true, publishAt: inMs(4000) });
    const g = s.guest();
    // Feeds built before the article was saved are stale now anyway; fetch them once first.
    expect(await status(g.collection("currentAffairs").getOne(rec.id))).toBe(404);
    expect((await g.collection("currentAffairs").getFullList()).map((r) => r.id)).not.toContain(rec.id);
    // Staff see it in the admin, but not through the public filter.
    expect(await status(s.staff.collection("currentAffairs").getOne(rec.id))).toBe(200);
    const staffPublic = await s.staff.collection("currentAffairs").getFullList({ filter: PUBLIC });
    expect(staffPublic.map((r) => r.id)).not.toContain(rec.id);
    const rss1 = await (await fetch(`${s.url}/rss.xml`)).text();
    expect(rss1).not.toContain(seoURL);
    const sitemap1 = await (await fetch(`${s.url}/sitemap-1.xml`)).text();
    expect(sitemap1).not.toContain(seoURL);
    expect((await fetch(`${s.url}/currentaffairs/${seoURL}`)).status).toBe(404);

    await sleep(5000);
    expect(await status(g.collection("currentAffairs").getOne(rec.id))).toBe(200);
    // The feed cache expires at the next publishAt: no write happened in between.
    expect(await (await fetch(`${s.url}/rss.xml`)).text()).toContain(seoURL);
    expect(await (await fetch(`${s.url}/sitemap-1.xml`)).text()).toContain(seoURL);
    const page = await fetch(`${s.url}/currentaffairs/${seoURL}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Scheduled article | Test Institute</title>");
  });

  it("a quiz scheduled ahead is hidden from guests and from staff's public filter until then", async () => {
    const q = await s.staff
      .collection("quizs")
      .create({ name: "Scheduled quiz", active: true, questions: [], publishAt: inMs(3000) });
    const g = s.guest();
    expect(await status(g.collection("quizs").getOne(q.id))).toBe(404);
    expect(
      (await s.staff.collection("quizs").getFullList({ filter: PUBLIC })).map((r) => r.id),
    ).not.toContain(q.id);
    await sleep(3500);
    expect(await status(g.collection("quizs").getOne(q.id))).toBe(200);
  });

  it("a past publishAt publishes now; none on a live record means now; an unchanged re-save keeps it", async () => {
    const before = Date.now();
    const past = await s.staff
      .collection("currentAffairs")
      .create({ name: "Past", seoURL: slug(), active: true, publishAt: "2020-01-01T00:00:00Z" });
    const at = Date.parse(past.publishAt.replace(" ", "T"));
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(await status(s.guest().collection("currentAffairs").getOne(past.id))).toBe(200);

    const draft = await s.staff.collection("quizs").create({ name: "Draft", active: false, questions: [] });
    expect(draft.publishAt).toBe("");
    const live = await s.staff.collection("quizs").update(draft.id, { active: true });
    expect(live.publishAt).not.toBe("");

    // The admin form re-sends the stored time at minute precision: nothing moves.
    const minute = live.publishAt.slice(0, 16) + ":00.000Z";
    const again = await s.staff.collection("quizs").update(draft.id, { name: "Draft 2", publishAt: minute });
    expect(again.publishAt).toBe(live.publishAt);
  });

  it("refuses a publishAt before 2000 or one that is not a date, with a field error", async () => {
    for (const bad of ["1999-12-31T23:59:00Z", "not-a-date"]) {
      const err = await s.staff
        .collection("currentAffairs")
        .create({ name: "Old", seoURL: slug(), active: true, publishAt: bad })
        .then(
          (rec) => ({ response: { data: { created: rec.publishAt } } }),
          (e: { response: { data: Record<string, unknown> } }) => e,
        );
      expect(err.response.data).toHaveProperty("publishAt.message", expect.stringMatching(/2000|valid date/));
    }
    const q = await s.staff.collection("quizs").create({ name: "Q", active: false, questions: [] });
    expect(
      await status(s.staff.collection("quizs").update(q.id, { publishAt: "1970-01-01T00:00:00Z" })),
    ).toBe(400);
  });
});
