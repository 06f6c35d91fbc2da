// The attempts API (pb_hooks/attempts.pb.js; contract in docs/architecture.md): answer keys only
// for staff, POST /api/quiz-start, POST /api/attempts (scored on the server, with the review;
// ranked = first attempt of a signed-in student, started on the server, in time), the merge of a
// device's attempts at sign-in, GET /api/attempts/mine and /api/attempts/{id}, and every bad
// input the issue lists: a ranked attempt sent twice, after time, with another student's start
// token, a merge sent twice, a student deleted mid-submit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
let quizId = ""; // ranked (has a day), 1-minute limit, negative marking 1/4
let openQuizId = ""; // not ranked (no day), no time limit
let draftId = "";
const QUESTIONS = [
  {
    text: "Capital of Punjab?",
    options: ["Amritsar", "Chandigarh", "Ludhiana"],
    answer: "Chandigarh",
    explanation: "Chandigarh is the capital of Punjab and Haryana.",
    order: 1,
  },
  { text: "River at Ropar?", options: ["Beas", "Sutlej"], answer: "Sutlej", order: 2 },
  { text: "2 + 2?", options: ["3", "4"], answer: "4", explanation: "Arithmetic.", order: 3 },
];
const REVIEW = {
  keys: [1, 1, 1],
  explanations: ["Chandigarh is the capital of Punjab and Haryana.", "", "Arithmetic."],
};

let n = 0;
const rnd = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/** A new student and a client signed in as them (students sign in with codes; tests impersonate). */
async function newStudent(extra: Record<string, unknown> = {}) {
  const password = `pass-${rnd()}-x`;
  const rec = await s.admin.collection("students").create({
    email: `st-${rnd()}@example.com`,
    password,
    passwordConfirm: password,
    name: "Simran Kaur",
    ...extra,
  });
  const pb = await s.admin.collection("students").impersonate(rec.id, 3600);
  return { id: rec.id, pb };
}

/** fetch() with an optional client's token: { status, body }. */
async function call(method: string, path: string, who?: PocketBase | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (who?.authStore.token) headers.Authorization = who.authStore.token;
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, headers: res.headers, body: json as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const start = (who: PocketBase | null, quiz = quizId, clientId = `c-${rnd()}`) =>
  call("POST", "/api/quiz-start", who, { quiz, clientId });
const submit = (who: PocketBase | null, body: Record<string, unknown>) =>
  call("POST", "/api/attempts", who, body);
const attempt = (extra: Record<string, unknown> = {}) => ({
  quiz: quizId,
  answers: [1, 0, null],
  timeTaken: 30,
  clientId: `c-${rnd()}`,
  ...extra,
});

beforeAll(async () => {
  s = await startTestServer();
  const create = (body: Record<string, unknown>) => s.staff.collection("quizs").create(body);
  quizId = (
    await create({
      name: "Daily quiz 27 Nov",
      active: true,
      questions: QUESTIONS,
      timeLimit: 1,
      negativeMarking: "1/4",
      date: "2026-11-27 00:00:00.000Z",
    })
  ).id;
  openQuizId = (await create({ name: "Practice set", active: true, questions: QUESTIONS })).id;
  draftId = (await create({ name: "Draft", active: false, questions: QUESTIONS, date: "2026-11-28" })).id;
});
afterAll(async () => s?.stop());

describe("answer keys (issue 25, hole 7)", () => {
  it("guests and students get questions without answer, explanation or flag; staff keep them", async () => {
    const { pb: student } = await newStudent();
    for (const who of [s.guest(), student]) {
      const one = await who.collection("quizs").getOne(quizId);
      expect(one.questions).toHaveLength(3);
      for (const q of one.questions) {
        expect(Object.keys(q).sort()).toEqual(["options", "order", "text"]);
      }
      expect(one.questions[0].options).toEqual(QUESTIONS[0].options);
      const list = await who.collection("quizs").getList(1, 50);
      const raw = JSON.stringify(list.items);
      expect(raw).not.toContain("Chandigarh is the capital");
      expect(raw).not.toContain('"answer"');
    }
    const staffView = await s.staff.collection("quizs").getOne(quizId);
    expect(staffView.questions[0].answer).toBe("Chandigarh");
    expect(staffView.questions[0].explanation).toContain("capital");
    const adminView = await s.admin.collection("quizs").getOne(quizId);
    expect(adminView.questions[2].answer).toBe("4");
  });

  it("an expanded quiz (a student's own attempts with expand=quiz) comes without keys too", async () => {
    const { pb } = await newStudent();
    const st = await start(pb);
    expect((await submit(pb, attempt({ startToken: st.body.startToken }))).status).toBe(200);
    const mine = await pb.collection("quizAttempts").getList(1, 10, { expand: "quiz" });
    expect(mine.items).toHaveLength(1);
    const quiz = mine.items[0].expand?.quiz;
    expect(quiz.questions[0].text).toBe("Capital of Punjab?");
    expect(JSON.stringify(quiz)).not.toContain("Chandigarh is the capital");
    expect(quiz.questions[0].answer).toBeUndefined();
    // Asking for the questions by name, inside an expand or with a modifier, changes nothing.
    const picked = await pb.collection("quizAttempts").getList(1, 10, {
      expand: "quiz",
      fields: "id,expand.quiz.questions",
    });
    expect(JSON.stringify(picked.items)).toContain("Capital of Punjab?");
    expect(JSON.stringify(picked.items)).not.toContain('"answer"');
    const named = await s.guest().collection("quizs").getOne(quizId, { fields: "id,questions" });
    expect(named.questions[0].answer).toBeUndefined();
  });

  it("realtime: a guest's subscription gets changed quizzes without keys, staff's with them", async () => {
    /** Subscribes to quizs/{quizId} as `who` over the SSE API; resolves to the first change's record. */
    async function subscribe(who: PocketBase | null) {
      const ctrl = new AbortController();
      const res = await fetch(`${s.url}/api/realtime`, { signal: ctrl.signal });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      const nextEvent = async (name: string) => {
        for (;;) {
          const end = buffer.indexOf("\n\n");
          if (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event:(.*)$/m.exec(block)?.[1]?.trim();
            const data = /^data:(.*)$/m.exec(block)?.[1] ?? "";
            if (event === name) return JSON.parse(data) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
            continue;
          }
          const chunk = await reader.read();
          if (chunk.done) throw new Error("the realtime stream ended");
          buffer += decoder.decode(chunk.value, { stream: true });
        }
      };
      const { clientId } = await nextEvent("PB_CONNECT");
      const sub = await call("POST", "/api/realtime", who, { clientId, subscriptions: [`quizs/${quizId}`] });
      expect(sub.status).toBe(204);
      return {
        change: nextEvent(`quizs/${quizId}`).finally(() => ctrl.abort()),
      };
    }
    const guest = await subscribe(null);
    const staff = await subscribe(s.staff);
    await s.staff.collection("quizs").update(quizId, { desc: `<p>Changed ${rnd()}</p>` });
    const [forGuest, forStaff] = await Promise.all([guest.change, staff.change]);
    expect(forGuest.record.questions[0]).toEqual({
      text: "Capital of Punjab?",
      options: QUESTIONS[0].options,
      order: 1,
    });
    expect(forStaff.record.questions[0].answer).toBe("Chandigarh");
  });

  it("a quiz with a day is ranked by default; without one, or when the body says so, it is not", async () => {
    expect((await s.staff.collection("quizs").getOne(quizId)).ranked).toBe(true);
    expect((await s.staff.collection("quizs").getOne(openQuizId)).ranked).toBe(false);
    const off = await s.staff
      .collection("quizs")
      .create({ name: "Unranked day", active: false, questions: [], date: "2026-11-20", ranked: false });
    expect(off.ranked).toBe(false);
    const on = await s.staff
      .collection("quizs")
      .create({ name: "Ranked, no day", active: false, ranked: true });
    expect(on.ranked).toBe(true);
  });
});

describe("POST /api/quiz-start", () => {
  it("issues a start token with the server's start time and the deadline (null without a limit)", async () => {
    const before = Date.now();
    const r = await start(null);
    expect(r.status).toBe(200);
    expect(r.body.startToken).toMatch(/^[A-Za-z0-9]{32}$/);
    const startedAt = Date.parse(r.body.startedAt);
    expect(startedAt).toBeGreaterThanOrEqual(before - 2000);
    expect(Date.parse(r.body.deadline) - startedAt).toBe(60_000);
    const open = await start(null, openQuizId);
    expect(open.body.deadline).toBeNull();
  });

  it.each([
    ["a draft quiz", () => ({ quiz: draftId }), "quiz"],
    ["an unknown quiz", () => ({ quiz: "nope12345678901" }), "quiz"],
    ["no quiz", () => ({}), "quiz"],
    ["a clientId with spaces", () => ({ quiz: quizId, clientId: "a b" }), "clientId"],
  ])("refuses %s with a field message", async (_, body, field) => {
    const r = await call("POST", "/api/quiz-start", null, body());
    expect(r.status).toBe(400);
    expect(r.body.data[field].message).toBeTruthy();
  });

  it("keeps its starts away from every API reader (no public rules)", async () => {
    const { pb } = await newStudent();
    for (const who of [s.guest(), pb, s.staff]) {
      const r = await call("GET", "/api/collections/quizStarts/records", who);
      expect(r.status).toBe(403);
    }
  });
});

describe("POST /api/attempts", () => {
  it("scores a signed-out attempt on the server and returns the review, not ranked, with a note", async () => {
    const r = await submit(null, attempt({ score: 99, correct: 3, ranked: true, student: "x" }));
    expect(r.status).toBe(200);
    expect(r.body.attempt.outcomes).toEqual(["c", "w", "s"]);
    expect([r.body.attempt.correct, r.body.attempt.wrong, r.body.attempt.skipped]).toEqual([1, 1, 1]);
    expect(r.body.attempt.score).toBe(0.75);
    expect(r.body.attempt.student).toBe("");
    expect(r.body.review).toEqual(REVIEW);
    expect(r.body.ranked).toBe(false);
    expect(r.body.rankNote).toBe("Sign in to have your first attempt on this quiz ranked.");
    expect(r.body.rankReason).toBe("signedOut");
  });

  it("ranks a student's first attempt started on the server, timed by the server", async () => {
    const { id, pb } = await newStudent();
    const st = await start(pb);
    const r = await submit(pb, attempt({ startToken: st.body.startToken, timeTaken: 1, student: "someone" }));
    expect(r.status).toBe(200);
    expect(r.body.ranked).toBe(true);
    expect(r.body.rankNote).toBeNull();
    expect(r.body.rankReason).toBeNull();
    expect(r.body.attempt.student).toBe(id);
    expect(r.body.attempt.ranked).toBe(true);
    // The server's clock: from the start to now (a second or two here), not the claimed 1 s.
    expect(r.body.attempt.timeTaken).toBeLessThanOrEqual(60);
  });

  it("returns the same attempt for the same clientId sent twice (no duplicate, still ranked)", async () => {
    const { pb } = await newStudent();
    const st = await start(pb);
    const body = attempt({ startToken: st.body.startToken });
    const [a, b] = await Promise.all([submit(pb, body), submit(pb, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.attempt.id).toBe(b.body.attempt.id);
    const again = await submit(pb, body);
    expect(again.body.attempt.id).toBe(a.body.attempt.id);
    expect(again.body.ranked).toBe(true);
    expect((await pb.collection("quizAttempts").getFullList()).length).toBe(1);
  });

  it("keeps a second attempt as practice: only the first is ranked", async () => {
    const { pb } = await newStudent();
    await submit(pb, attempt({ startToken: (await start(pb)).body.startToken }));
    const second = await submit(
      pb,
      attempt({ startToken: (await start(pb)).body.startToken, answers: [1, 1, 1] }),
    );
    expect(second.status).toBe(200);
    expect(second.body.ranked).toBe(false);
    expect(second.body.rankNote).toBe("Only your first attempt is ranked; this one is practice.");
    expect(second.body.rankReason).toBe("notFirst");
    expect(second.body.attempt.score).toBe(3);
  });

  it("keeps an attempt sent after the time limit + grace as practice, with a message", async () => {
    const { pb } = await newStudent();
    const st = await start(pb);
    const rec = await s.admin
      .collection("quizStarts")
      .getFirstListItem(s.admin.filter("token = {:t}", { t: st.body.startToken }));
    await s.admin
      .collection("quizStarts")
      .update(rec.id, { deadline: new Date(Date.now() - 121_000).toISOString().replace("T", " ") });
    const r = await submit(pb, attempt({ startToken: st.body.startToken }));
    expect(r.status).toBe(200);
    expect(r.body.ranked).toBe(false);
    expect(r.body.rankNote).toBe("Submitted after the time limit: kept as practice.");
    expect(r.body.rankReason).toBe("late");
    expect(r.body.attempt.id).toBeTruthy();
  });

  it("does not rank an attempt with another student's start token, or a used or missing one", async () => {
    const a = await newStudent();
    const b = await newStudent();
    const theirs = await start(a.pb);
    const r = await submit(b.pb, attempt({ startToken: theirs.body.startToken }));
    expect(r.body.ranked).toBe(false);
    expect(r.body.rankNote).toMatch(/another quiz or another student/);
    // a's own start still works: b's attempt did not use it up.
    expect((await submit(a.pb, attempt({ startToken: theirs.body.startToken }))).body.ranked).toBe(true);

    const signedOut = await start(null);
    await submit(null, attempt({ startToken: signedOut.body.startToken }));
    const c = await newStudent();
    const used = await submit(c.pb, attempt({ startToken: signedOut.body.startToken }));
    expect(used.body.rankNote).toBe(
      "This start was already used by another attempt, so this one is kept as practice.",
    );

    const d = await newStudent();
    const none = await submit(d.pb, attempt());
    expect(none.body.ranked).toBe(false);
    expect(none.body.rankNote).toMatch(/not started on the server/);

    const e = await newStudent();
    const forOther = await start(e.pb, openQuizId);
    const wrongQuiz = await submit(e.pb, attempt({ startToken: forOther.body.startToken }));
    expect(wrongQuiz.body.rankNote).toMatch(/another quiz/);
  });

  it("does not rank on a quiz that is not ranked, and says nothing about it", async () => {
    const { pb } = await newStudent();
    const r = await submit(
      pb,
      attempt({ quiz: openQuizId, startToken: (await start(pb, openQuizId)).body.startToken }),
    );
    expect(r.body.ranked).toBe(false);
    expect(r.body.rankNote).toBeNull();
  });

  it.each([
    ["a draft quiz", { quiz: "DRAFT" }, "quiz", "This quiz is not open."],
    ["an unknown quiz", { quiz: "nope12345678901" }, "quiz", "This quiz is not open."],
    ["too few answers", { answers: [1] }, "answers", "Send one answer per question (3)."],
    [
      "an option that does not exist",
      { answers: [9, 0, 0] },
      "answers",
      "The answer to question 1 is not one of its options.",
    ],
    ["answers that are not a list", { answers: "1,0,0" }, "answers", "Send the answers as a list."],
    [
      "a time over the limit + grace",
      { timeTaken: 181 },
      "timeTaken",
      "The time taken must be between 0 and 180 seconds.",
    ],
    ["a time that is text", { timeTaken: "30" }, "timeTaken", "Send the time taken in whole seconds."],
    [
      "a forged start token",
      { startToken: "x'; DROP TABLE quizStarts; --" },
      "startToken",
      "This start token is not one the server issued.",
    ],
    [
      "a clientId of 65 characters",
      { clientId: "a".repeat(65) },
      "clientId",
      "The clientId must be 1–64 letters, digits, - or _.",
    ],
  ])("refuses %s with a message next to the field", async (_, extra, field, message) => {
    const body = attempt(extra);
    if (body.quiz === "DRAFT") body.quiz = draftId;
    const r = await submit(null, body);
    expect(r.status).toBe(400);
    expect(r.body.data[field].message).toBe(message);
  });

  it("needs a clientId from a signed-in student (to make resending safe)", async () => {
    const { pb } = await newStudent();
    const r = await submit(pb, attempt({ clientId: undefined }));
    expect(r.status).toBe(400);
    expect(r.body.data.clientId.message).toMatch(/clientId/);
  });

  it("refuses a token the server no longer accepts (account deleted) and stores nothing", async () => {
    const { id, pb } = await newStudent();
    await s.admin.collection("students").delete(id);
    const before = (await s.admin.collection("quizAttempts").getList(1, 1)).totalItems;
    const r = await submit(pb, attempt());
    expect(r.status).toBe(401);
    expect(r.body.message).toMatch(/kept on this device/);
    expect((await s.admin.collection("quizAttempts").getList(1, 1)).totalItems).toBe(before);
  });

  it("a student deleted while the attempt is being sent: either stored then removed with them, or refused", async () => {
    for (let i = 0; i < 5; i++) {
      const { id, pb } = await newStudent();
      const st = await start(pb);
      const [r] = await Promise.all([
        submit(pb, attempt({ startToken: st.body.startToken })),
        s.admin.collection("students").delete(id),
      ]);
      expect([200, 401]).toContain(r.status);
      if (r.status === 401) expect(r.body.message).toMatch(/deleted|sign-in has ended/);
      const left = await s.admin
        .collection("quizAttempts")
        .getList(1, 1, { filter: s.admin.filter("student = {:id}", { id }) });
      expect(left.totalItems).toBe(0);
    }
  });

  it("the collection route still takes anonymous attempts, but never onto a student or a leaderboard", async () => {
    const { id } = await newStudent();
    const rec = await s
      .guest()
      .collection("quizAttempts")
      .create({
        quiz: quizId,
        answers: [1, 1, 1],
        timeTaken: 5,
        student: id,
        ranked: true,
        clientId: "forged",
      });
    expect([rec.student, rec.ranked, rec.clientId]).toEqual(["", false, ""]);
    expect(rec.score).toBe(3);
  });
});

describe("POST /api/attempts/merge", () => {
  it("joins the device's attempts to the account once, ranking the first one started in time", async () => {
    // Signed out on the device: one attempt posted (with a start), one never sent (offline).
    const st = await start(null);
    const posted = attempt({ startToken: st.body.startToken });
    const anon = await submit(null, posted);
    expect(anon.body.ranked).toBe(false);
    const offline = attempt({ quiz: openQuizId, answers: [0, 1, 1] });

    const { id, pb } = await newStudent();
    const items = [posted, offline];
    const first = await call("POST", "/api/attempts/merge", pb, { attempts: items });
    expect(first.status).toBe(200);
    expect(first.body.attempts.map((a: { clientId: string }) => a.clientId)).toEqual([
      posted.clientId,
      offline.clientId,
    ]);
    // The posted attempt became the student's (same record, not a copy) and is ranked.
    expect(first.body.attempts[0].attempt.id).toBe(anon.body.attempt.id);
    expect(first.body.attempts[0].attempt.student).toBe(id);
    expect(first.body.attempts[0].ranked).toBe(true);
    expect(first.body.attempts[1].ranked).toBe(false);

    const second = await call("POST", "/api/attempts/merge", pb, { attempts: items });
    expect(second.status).toBe(200);
    expect(second.body.attempts.map((a: { attempt: { id: string } }) => a.attempt.id)).toEqual(
      first.body.attempts.map((a: { attempt: { id: string } }) => a.attempt.id),
    );
    expect((await pb.collection("quizAttempts").getFullList()).length).toBe(2);
    const copies = await s.admin
      .collection("quizAttempts")
      .getList(1, 5, { filter: s.admin.filter("clientId = {:c}", { c: posted.clientId }) });
    expect(copies.totalItems).toBe(1);
  });

  it("answers each attempt on its own: a bad one gets its message, the others merge", async () => {
    const { pb } = await newStudent();
    const good = attempt({ quiz: openQuizId });
    const r = await call("POST", "/api/attempts/merge", pb, {
      attempts: [attempt({ answers: [7] }), good, "junk"],
    });
    expect(r.status).toBe(200);
    expect(r.body.attempts[0].attempt).toBeNull();
    expect(r.body.attempts[0].error).toBe("Send one answer per question (3).");
    expect(r.body.attempts[1].attempt.clientId).toBe(good.clientId);
    expect(r.body.attempts[2].error).toBeTruthy();
  });

  it("does not rank a merged attempt that was sent after its time", async () => {
    const st = await start(null);
    const rec = await s.admin
      .collection("quizStarts")
      .getFirstListItem(s.admin.filter("token = {:t}", { t: st.body.startToken }));
    await s.admin.collection("quizStarts").update(rec.id, { deadline: "2026-01-01 00:00:00.000Z" });
    const { pb } = await newStudent();
    const r = await call("POST", "/api/attempts/merge", pb, {
      attempts: [attempt({ startToken: st.body.startToken })],
    });
    expect(r.body.attempts[0].ranked).toBe(false);
    expect(r.body.attempts[0].rankNote).toBe("Submitted after the time limit: kept as practice.");
    expect(r.body.attempts[0].rankReason).toBe("late");
  });

  it("needs a signed-in student, a list, and at most 50 attempts", async () => {
    expect((await call("POST", "/api/attempts/merge", null, { attempts: [] })).status).toBe(401);
    expect((await call("POST", "/api/attempts/merge", s.staff, { attempts: [] })).status).toBe(401);
    const { pb } = await newStudent();
    const notList = await call("POST", "/api/attempts/merge", pb, { attempts: "x" });
    expect(notList.status).toBe(400);
    const many = await call("POST", "/api/attempts/merge", pb, {
      attempts: Array.from({ length: 51 }, () => attempt()),
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe("Send at most 50 attempts at a time (this has 51).");
  });
});

describe("reading attempts", () => {
  it("GET /api/attempts/mine lists the student's own attempts, newest first, paged, with quiz names", async () => {
    const { pb } = await newStudent();
    const other = await newStudent();
    await submit(other.pb, attempt());
    const ids: string[] = [];
    for (const q of [quizId, openQuizId, quizId])
      ids.push((await submit(pb, attempt({ quiz: q }))).body.attempt.id);
    const p1 = await call("GET", "/api/attempts/mine?perPage=2", pb);
    expect(p1.status).toBe(200);
    expect([p1.body.page, p1.body.perPage, p1.body.totalItems, p1.body.totalPages]).toEqual([1, 2, 3, 2]);
    expect(p1.headers.get("cache-control")).toBe("private, no-store");
    expect(p1.body.items.map((a: { id: string }) => a.id)).toEqual([ids[2], ids[1]]);
    expect(p1.body.items[1].quizName).toBe("Practice set");
    const p2 = await call("GET", "/api/attempts/mine?perPage=2&page=2", pb);
    expect(p2.body.items.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
    const junk = await call("GET", "/api/attempts/mine?perPage=-5&page=abc", pb);
    expect([junk.body.page, junk.body.perPage]).toEqual([1, 30]);
    expect((await call("GET", "/api/attempts/mine", null)).status).toBe(401);
    expect((await call("GET", "/api/attempts/mine", s.staff)).status).toBe(401);
  });

  it("GET /api/attempts/{id} gives the owner and staff the attempt, the quiz with keys and the review; others 404", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const id = (await submit(owner.pb, attempt())).body.attempt.id;
    for (const who of [owner.pb, s.staff]) {
      const r = await call("GET", `/api/attempts/${id}`, who);
      expect(r.status).toBe(200);
      expect(r.body.attempt.id).toBe(id);
      expect(r.body.quiz.name).toBe("Daily quiz 27 Nov");
      expect(r.body.quiz.questions[0].answer).toBe("Chandigarh");
      expect(r.body.quiz.questions[0].explanation).toContain("capital");
      expect(r.body.review).toEqual(REVIEW);
    }
    for (const who of [other.pb, null]) {
      const r = await call("GET", `/api/attempts/${id}`, who);
      expect(r.status).toBe(404);
    }
    const anonymous = (await submit(null, attempt())).body.attempt.id;
    expect((await call("GET", `/api/attempts/${anonymous}`, null)).status).toBe(404);
    expect((await call("GET", `/api/attempts/${anonymous}`, owner.pb)).status).toBe(404);
    expect((await call("GET", "/api/attempts/nope12345678901", owner.pb)).status).toBe(404);
  });
});
