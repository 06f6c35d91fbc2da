// A student's study state (issue 23): bookmarks, the revision queue and study days are theirs
// alone (another student, visitors and staff get nothing); wrong answers and bookmarked questions
// join the queue; the revision routes check answers on the server and schedule the next review;
// the streak counts IST days with an attempt or an article read to the end (yesterday's day is
// inserted, the clock is not waited for). Rules: pb_migrations/1764600400_study.js; hooks:
// pb_hooks/revision.pb.js, pb_hooks/lib/revision.js.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import { startTestServer, status, type TestServer } from "./support/server";

const DAY_MS = 86400000;
const istDay = (ms: number) => new Date(ms + 330 * 60000).toISOString().slice(0, 10);
const rnd = () => Math.random().toString(36).slice(2, 10);

let s: TestServer;
let quizId = "";
let draftQuizId = "";
let articleId = "";
let draftArticleId = "";
let ana: { id: string; pb: PocketBase };
let bo: { id: string; pb: PocketBase };

async function makeStudent(name: string) {
  const password = `pass-${rnd()}-x`;
  const rec = await s.admin
    .collection("students")
    .create({ email: `${name}-${rnd()}@example.com`, password, passwordConfirm: password, name });
  return { id: rec.id, pb: await s.admin.collection("students").impersonate(rec.id, 3600) };
}

const questions = [
  { text: "Capital of Punjab?", options: ["Amritsar", "Chandigarh"], answer: "Chandigarh", order: 1 },
  {
    text: "River at Ropar?",
    options: ["Beas", "Sutlej"],
    answer: "Sutlej",
    explanation: "Ropar sits on the Sutlej.",
    order: 2,
  },
  { text: "2 + 2?", options: ["3", "4"], answer: "4", order: 3 },
];

beforeAll(async () => {
  s = await startTestServer();
  quizId = (await s.staff.collection("quizs").create({ name: "Daily quiz", active: true, questions })).id;
  draftQuizId = (await s.staff.collection("quizs").create({ name: "Draft", active: false, questions })).id;
  articleId = (
    await s.staff
      .collection("currentAffairs")
      .create({ name: "Budget", seoURL: `budget-${rnd()}`, active: true })
  ).id;
  draftArticleId = (
    await s.staff
      .collection("currentAffairs")
      .create({ name: "Draft", seoURL: `draft-${rnd()}`, active: false })
  ).id;
  ana = await makeStudent("ana");
  bo = await makeStudent("bo");
});
afterAll(async () => s?.stop());

/** Moves a revision item's due date (as the superuser) so it is due now. */
async function makeDue(id: string) {
  await s.admin.collection("revisionItems").update(id, { due: new Date(Date.now() - 60000).toISOString() });
}

describe("bookmarks", () => {
  it("a student bookmarks a public article and a quiz question, once each, for themself only", async () => {
    const a = await ana.pb
      .collection("bookmarks")
      .create({ student: ana.id, kind: "article", article: articleId });
    expect(a.article).toBe(articleId);
    expect(
      await status(
        ana.pb.collection("bookmarks").create({ student: ana.id, kind: "article", article: articleId }),
      ),
    ).toBe(400);
    const q = await ana.pb
      .collection("bookmarks")
      .create({ student: ana.id, kind: "question", quiz: quizId, question: 2 });
    expect(q.question).toBe(2);
    // For someone else, a draft, a question the quiz does not have: refused.
    expect(
      await status(
        bo.pb.collection("bookmarks").create({ student: ana.id, kind: "article", article: articleId }),
      ),
    ).toBe(400);
    expect(
      await status(
        ana.pb.collection("bookmarks").create({ student: ana.id, kind: "article", article: draftArticleId }),
      ),
    ).toBe(400);
    expect(
      await status(
        ana.pb
          .collection("bookmarks")
          .create({ student: ana.id, kind: "question", quiz: draftQuizId, question: 0 }),
      ),
    ).toBe(400);
    expect(
      await status(
        ana.pb
          .collection("bookmarks")
          .create({ student: ana.id, kind: "question", quiz: quizId, question: 3 }),
      ),
    ).toBe(400);
    expect(
      await status(s.guest().collection("bookmarks").create({ kind: "article", article: articleId })),
    ).toBe(400);
  });

  it("only the owner reads or deletes them: another student, visitors and staff get nothing", async () => {
    const mine = await ana.pb.collection("bookmarks").getFullList();
    expect(mine.length).toBe(2);
    const id = mine[0]!.id;
    expect(await bo.pb.collection("bookmarks").getFullList()).toEqual([]);
    expect(await s.guest().collection("bookmarks").getFullList()).toEqual([]);
    expect(await s.staff.collection("bookmarks").getFullList()).toEqual([]);
    expect(await status(bo.pb.collection("bookmarks").getOne(id))).toBe(404);
    expect(await status(s.staff.collection("bookmarks").getOne(id))).toBe(404);
    expect(await status(bo.pb.collection("bookmarks").delete(id))).toBe(404);
    expect(await status(ana.pb.collection("bookmarks").update(id, { question: 1 }))).toBe(403);
  });
});

describe("the revision queue", () => {
  it("a bookmarked question waits until tomorrow (IST), then comes back without its key", async () => {
    const [item] = await ana.pb.collection("revisionItems").getFullList({ filter: "source = 'bookmark'" });
    expect(item).toMatchObject({ quiz: quizId, question: 2, step: 0, rightCount: 0, done: false });
    expect(istDay(Date.parse(item!.due) + 1)).toBe(istDay(Date.now() + DAY_MS));
    let due = await ana.pb.send("/api/revision/due", {});
    expect(due.items).toEqual([]);
    expect(due.later).toBe(1);
    await makeDue(item!.id);
    due = await ana.pb.send("/api/revision/due", {});
    expect(due.items).toEqual([
      {
        id: item!.id,
        quiz: quizId,
        quizName: "Daily quiz",
        question: 2,
        text: "2 + 2?",
        options: ["3", "4"],
        rightCount: 0,
        source: "bookmark",
      },
    ]);
    expect(JSON.stringify(due)).not.toContain("answer");
  });

  it("checks an answer on the server and schedules the next review: 3 days, then done after two right", async () => {
    const [item] = await ana.pb.collection("revisionItems").getFullList({ filter: "source = 'bookmark'" });
    const send = (pb: PocketBase, answer: unknown) =>
      pb.send(`/api/revision/${item!.id}/answer`, { method: "POST", body: { answer } });
    expect(await status(send(ana.pb, 7))).toBe(400);
    expect(await status(send(bo.pb, 1))).toBe(404);
    expect(await status(send(s.guest(), 1))).toBe(401);
    const r1 = await send(ana.pb, 1);
    expect(r1).toMatchObject({ right: true, key: 1, done: false, rightCount: 1 });
    expect(istDay(Date.parse(r1.nextDue) + 1)).toBe(istDay(Date.now() + 3 * DAY_MS));
    expect(await status(send(ana.pb, 1))).toBe(400); // not due yet
    await makeDue(item!.id);
    const r2 = await send(ana.pb, 1);
    expect(r2).toMatchObject({ right: true, done: true, rightCount: 2, nextDue: null });
    expect((await ana.pb.send("/api/revision/due", {})).items).toEqual([]);
  });

  it("a signed-in student's wrong answers join the queue; a wrong revision answer gives the explanation", async () => {
    await s.admin
      .collection("quizAttempts")
      .create({ quiz: quizId, answers: [0, 0, 1], timeTaken: 30, student: bo.id });
    const items = await bo.pb.collection("revisionItems").getFullList({ sort: "question" });
    expect(items.map((i) => [i.question, i.source])).toEqual([
      [0, "wrong"],
      [1, "wrong"],
    ]);
    const second = items[1]!;
    await makeDue(second.id);
    const r = await bo.pb.send(`/api/revision/${second.id}/answer`, { method: "POST", body: { answer: 0 } });
    expect(r).toMatchObject({
      right: false,
      key: 1,
      explanation: "Ropar sits on the Sutlej.",
      rightCount: 0,
    });
    expect(istDay(Date.parse(r.nextDue) + 1)).toBe(istDay(Date.now() + 3 * DAY_MS));
    // An anonymous attempt queues nothing.
    const before = (await s.admin.collection("revisionItems").getFullList()).length;
    await s
      .guest()
      .collection("quizAttempts")
      .create({ quiz: quizId, answers: [0, 0, 0], timeTaken: 5 });
    expect((await s.admin.collection("revisionItems").getFullList()).length).toBe(before);
  });

  it("nobody writes revision items or study days over the API, and only the owner reads them", async () => {
    const [item] = await bo.pb.collection("revisionItems").getFullList();
    expect(await status(bo.pb.collection("revisionItems").update(item!.id, { due: "2000-01-01" }))).toBe(403);
    expect(
      await status(bo.pb.collection("revisionItems").create({ student: bo.id, quiz: quizId, question: 2 })),
    ).toBe(403);
    expect(await status(bo.pb.collection("revisionItems").delete(item!.id))).toBe(403);
    expect(await ana.pb.collection("revisionItems").getFullList({ filter: `student = '${bo.id}'` })).toEqual(
      [],
    );
    expect(await s.staff.collection("revisionItems").getFullList()).toEqual([]);
    expect(await s.guest().collection("studyDays").getFullList()).toEqual([]);
    expect(await s.staff.collection("studyDays").getFullList()).toEqual([]);
    expect(await ana.pb.collection("studyDays").getFullList({ filter: `student = '${bo.id}'` })).toEqual([]);
    expect(
      await status(bo.pb.collection("studyDays").create({ student: bo.id, day: istDay(Date.now()) })),
    ).toBe(403);
  });

  it("removing a question's bookmark takes it out of the queue; a wrong answer's item stays", async () => {
    const b = await bo.pb
      .collection("bookmarks")
      .create({ student: bo.id, kind: "question", quiz: quizId, question: 2 });
    const b2 = await bo.pb
      .collection("bookmarks")
      .create({ student: bo.id, kind: "question", quiz: quizId, question: 0 });
    const q = (i: number) => bo.pb.collection("revisionItems").getFullList({ filter: `question = ${i}` });
    expect((await q(2)).length).toBe(1);
    await bo.pb.collection("bookmarks").delete(b.id);
    expect(await q(2)).toEqual([]);
    await bo.pb.collection("bookmarks").delete(b2.id);
    expect((await q(0))[0]!.source).toBe("wrong");
  });
});

describe("the streak", () => {
  it("needs a student", async () => {
    expect(await status(s.guest().send("/api/study/streak", {}))).toBe(401);
    expect(await status(s.staff.send("/api/study/streak", {}))).toBe(403);
  });

  it("keeps yesterday's streak open until today's article is read to the end", async () => {
    const c = await makeStudent("cy");
    const today = istDay(Date.now());
    const yesterday = istDay(Date.now() - DAY_MS);
    await s.admin.collection("studyDays").create({ student: c.id, day: istDay(Date.now() - 2 * DAY_MS) });
    await s.admin.collection("studyDays").create({ student: c.id, day: yesterday });
    expect(await c.pb.send("/api/study/streak", {})).toEqual({
      streak: 2,
      today: false,
      open: true,
      day: today,
    });
    expect(
      await status(c.pb.send("/api/study/read", { method: "POST", body: { article: draftArticleId } })),
    ).toBe(400);
    const after = await c.pb.send("/api/study/read", { method: "POST", body: { article: articleId } });
    expect(after).toEqual({ streak: 3, today: true, open: false, day: today });
    // Read again the same day: still one day.
    await c.pb.send("/api/study/read", { method: "POST", body: { article: articleId } });
    expect((await c.pb.collection("studyDays").getFullList()).length).toBe(3);
  });

  it("a signed-in student's attempt counts for today", async () => {
    const d = await makeStudent("dev");
    await s.admin.collection("studyDays").create({ student: d.id, day: istDay(Date.now() - DAY_MS) });
    await s.admin
      .collection("quizAttempts")
      .create({ quiz: quizId, answers: [1, 1, 1], timeTaken: 9, student: d.id });
    expect(await d.pb.send("/api/study/streak", {})).toMatchObject({ streak: 2, today: true });
  });
});

describe("a quiz's day", () => {
  it("is today's (IST) when created without one, kept when given, refused when unreadable", async () => {
    const today = istDay(Date.now());
    const q = await s.staff.collection("quizs").create({ name: "No day", active: false, questions });
    expect(q.date.slice(0, 10)).toBe(today);
    const given = await s.staff
      .collection("quizs")
      .create({ name: "Given", active: false, questions, date: "2026-01-05 00:00:00.000Z" });
    expect(given.date.slice(0, 10)).toBe("2026-01-05");
    expect(
      await status(
        s.staff.collection("quizs").create({ name: "Bad", active: false, questions, date: "not-a-date" }),
      ),
    ).toBe(400);
    // Emptied on edit: stays empty (a quiz for no day).
    const edited = await s.staff.collection("quizs").update(given.id, { date: "" });
    expect(edited.date).toBe("");
  });
});
