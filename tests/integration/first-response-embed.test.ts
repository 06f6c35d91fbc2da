// The first response's other data for an article page and the home page (what the page's own
// hooks fetched when the server rendered it: src/app/render-server.tsx) against a real PocketBase:
// the day's quiz, the neighbours and the course list embedded exactly as the public API answers the
// app's own queries (shared/day-queries-core.cjs, courses-core.cjs) for a visitor, never a draft or
// a scheduled record.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCoursePng } from "../../scripts/lib/png.mjs";
import { coursesFrom } from "../../src/features/courses/api/get-courses";
import { COURSES_QUERY } from "../../shared/courses-core.cjs";
import { dayQuizQuery, neighbourQueries, type ListQuery } from "../../shared/day-queries-core.cjs";
import { startTestServer, type TestServer } from "./support/server";

const INDEX = `<!doctype html>
<html lang="en"><head><title>Site</title></head>
<body><div id="root"></div></body></html>`;

let s: TestServer;

type Key = unknown[];
interface InitialData {
  swr?: [Key, unknown][];
}

async function initialData(path: string): Promise<InitialData> {
  const res = await fetch(`${s.url}${path}`);
  expect(res.status).toBe(200);
  const m = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(await res.text());
  return JSON.parse(m![1]!) as InitialData;
}

/** The entries whose key starts with `prefix`. */
function entries(list: [Key, unknown][] | undefined, ...prefix: unknown[]): [Key, unknown][] {
  return (list ?? []).filter(([k]) => JSON.stringify(k.slice(0, prefix.length)) === JSON.stringify(prefix));
}

/** What the public API answers a visitor for one of the app's list queries. */
async function viaApi(pb: PocketBase, collection: string, q: ListQuery) {
  const res = await pb.collection(collection).getList(1, q.limit, {
    filter: pb.filter(q.expr, q.params),
    sort: q.sort,
    fields: q.fields,
    skipTotal: true,
  });
  return res.items;
}

/** The neighbours as the app's getNeighbours makes them from the API's answers. */
async function neighboursViaApi(rec: { id: string; date: string; created: string }) {
  const q = neighbourQueries(rec)!;
  const g = s.guest();
  const [p, n, sameDay] = await Promise.all([
    viaApi(g, "currentAffairs", q.previous),
    viaApi(g, "currentAffairs", q.next),
    viaApi(g, "currentAffairs", q.sameDay),
  ]);
  return { previous: p[0] ?? null, next: n[0] ?? null, sameDay };
}

async function article(slug: string, date: string, fields: Record<string, unknown> = {}) {
  return s.staff.collection("currentAffairs").create({
    name: `Article ${slug}`,
    seoURL: slug,
    desc: "",
    date,
    active: true,
    html: `<p>Body of ${slug}</p>`,
    ...fields,
  });
}

beforeAll(async () => {
  s = await startTestServer();
  const pub = join(s.dataDir, "public");
  mkdirSync(pub, { recursive: true });
  writeFileSync(join(pub, "index.html"), INDEX);
});

afterAll(async () => {
  await s?.stop();
});

describe("an article page", () => {
  it("an article alone: no previous, no next, nothing more from its day; a day without a quiz", async () => {
    const alone = await article("alone", "2026-11-20 10:00:00.000Z");
    const data = await initialData("/currentaffairs/alone");
    expect(entries(data.swr, "currentAffairs", "neighbours")).toEqual([
      [
        ["currentAffairs", "neighbours", alone.id, alone.date, alone.created, false],
        { previous: null, next: null, sameDay: [] },
      ],
    ]);
    expect(entries(data.swr, "quizs", "day")).toEqual([[["quizs", "day", "2026-11-20", false], null]]);
  });

  it("embeds the neighbours and the day's quiz as the API gives them to a visitor; scheduled and drafts never", async () => {
    const older = await article("older", "2026-11-19 00:00:00.000Z");
    const sameA = await article("same-a", "2026-11-20 00:00:00.000Z");
    await article("same-b", "2026-11-20 12:00:00.000Z");
    await article("same-scheduled", "2026-11-20 11:00:00.000Z", {
      name: "Secret scheduled",
      publishAt: "2099-01-01 00:00:00.000Z",
    });
    await article("same-draft", "2026-11-20 11:30:00.000Z", { name: "Secret draft", active: false });
    await article("newer-scheduled", "2026-11-21 00:00:00.000Z", {
      name: "Secret later",
      publishAt: "2099-01-01 00:00:00.000Z",
    });
    const quiz = await s.staff.collection("quizs").create({
      name: "Quiz of the 20th",
      desc: "",
      date: "2026-11-20 00:00:00.000Z",
      active: true,
      questions: [],
      timeLimit: 0,
    });
    await s.staff.collection("quizs").create({
      name: "Secret quiz later",
      desc: "",
      date: "2026-11-20 00:00:00.000Z",
      active: true,
      publishAt: "2099-01-01 00:00:00.000Z",
      questions: [],
      timeLimit: 0,
    });
    await s.staff.collection("quizs").create({
      name: "Secret scheduled quiz of the 19th",
      desc: "",
      date: "2026-11-19 00:00:00.000Z",
      active: true,
      publishAt: "2099-01-01 00:00:00.000Z",
      questions: [],
      timeLimit: 0,
    });

    const rec = await s.guest().collection("currentAffairs").getFirstListItem(`seoURL = "same-a"`);
    const data = await initialData("/currentaffairs/same-a");
    const [neighbours] = entries(data.swr, "currentAffairs", "neighbours");
    expect(neighbours![0]).toEqual(["currentAffairs", "neighbours", sameA.id, rec.date, rec.created, false]);
    const expected = await neighboursViaApi(rec as unknown as { id: string; date: string; created: string });
    expect(neighbours![1]).toEqual(expected);
    // What that is, by name: the chain and the IST day (2026-11-20 00:00Z and 12:00Z; 11:00Z is scheduled).
    const value = neighbours![1] as {
      previous: { name: string };
      next: { name: string };
      sameDay: unknown[];
    };
    expect(value.previous.name).toBe("Article older");
    expect(value.next.name).toBe("Article alone");
    expect(value.sameDay.map((a) => (a as { name: string }).name)).toEqual([
      "Article alone",
      "Article same-b",
    ]);
    expect(JSON.stringify(data)).not.toContain("Secret");

    const quizApi = await viaApi(s.guest(), "quizs", dayQuizQuery("2026-11-20"));
    expect(entries(data.swr, "quizs", "day")).toEqual([[["quizs", "day", "2026-11-20", false], quizApi[0]]]);
    expect(quizApi[0]).toEqual({ id: quiz.id, name: "Quiz of the 20th" });

    // The 19th: only a scheduled quiz, so none for a visitor; its next article skips the scheduled ones.
    const olderData = await initialData("/currentaffairs/older");
    expect(entries(olderData.swr, "quizs", "day")).toEqual([[["quizs", "day", "2026-11-19", false], null]]);
    const [olderNeighbours] = entries(olderData.swr, "currentAffairs", "neighbours");
    expect(olderNeighbours![1]).toEqual(
      await neighboursViaApi(older as unknown as { id: string; date: string; created: string }),
    );
    expect((olderNeighbours![1] as { next: { name: string } }).next.name).toBe("Article same-a");
    expect(JSON.stringify(olderData)).not.toContain("Secret");

    // The newest live article: no next (the later one is scheduled).
    const last = await initialData("/currentaffairs/same-b");
    const [lastNeighbours] = entries(last.swr, "currentAffairs", "neighbours");
    expect((lastNeighbours![1] as { next: unknown }).next).toBeNull();
    expect(JSON.stringify(last)).not.toContain("Secret");
  });
});

describe("the home page's courses", () => {
  async function coursesViaApi() {
    return s
      .guest()
      .collection("courses")
      .getFullList({
        filter: s.guest().filter(COURSES_QUERY.expr, COURSES_QUERY.params),
        sort: COURSES_QUERY.sort,
        fields: COURSES_QUERY.fields,
      });
  }

  it("no records: an empty list", async () => {
    for (const c of await s.admin.collection("courses").getFullList())
      await s.admin.collection("courses").delete(c.id);
    const data = await initialData("/");
    expect(await coursesViaApi()).toEqual([]);
    expect(entries(data.swr, "courses", "list")).toEqual([[["courses", "list"], []]]);
  });

  it("records: the API's answer made into cards, in order, with the cover; drafts never", async () => {
    const png = new Uint8Array(makeCoursePng(320, 180));
    const base = {
      price: 297,
      url: "https://example.com/store",
      cat: ["Police"],
      tags: ["New"],
      description: "Mocks",
    };
    await s.staff.collection("courses").create({ ...base, name: "Second", order: 2, active: true });
    await s.staff.collection("courses").create({
      ...base,
      name: "First",
      order: 1,
      active: true,
      image: new File([png], "cover.png", { type: "image/png" }),
    });
    await s.staff
      .collection("courses")
      .create({ ...base, name: "Secret draft course", order: 0, active: false });
    const api = await coursesViaApi();
    expect(api.map((c) => c.name)).toEqual(["First", "Second"]);
    for (const path of ["/", "/courses"]) {
      const data = await initialData(path);
      // The cards as the app makes them from that answer (pictures as same-origin thumbnail links).
      expect(entries(data.swr, "courses", "list")).toEqual([
        [["courses", "list"], coursesFrom(api as unknown as Parameters<typeof coursesFrom>[0])],
      ]);
      expect(JSON.stringify(data)).not.toContain("Secret");
    }
  });

  it("a collection the API refuses to list: the app's built-in courses, as when the request fails", async () => {
    const col = await s.admin.collections.getOne("courses");
    const rule = col.listRule;
    await s.admin.collections.update("courses", { listRule: null });
    try {
      expect(
        (
          await s
            .guest()
            .send("/api/collections/courses/records", {})
            .catch((e: { status: number }) => e)
        ).status,
      ).toBe(403);
      const data = await initialData("/");
      expect(entries(data.swr, "courses", "list")).toEqual([[["courses", "list"], coursesFrom(null)]]);
    } finally {
      await s.admin.collections.update("courses", { listRule: rule });
    }
  });
});
