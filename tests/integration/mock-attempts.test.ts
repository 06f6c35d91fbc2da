// The mock-test attempt API (pb_hooks/mock-attempts.pb.js, lib/mock-attempts.js, lib/mock-stats.js;
// contract in docs/architecture.md "Mock tests"): start (draw, open section 0, resume for a
// signed-in student), view, answer, section moves, finish (scored once), on the server's clock;
// the refusals (an ended section, moving back in locked order, after the overall deadline,
// someone else's attempt without its token, a finished attempt); rank and percentile among
// students; the staff statistics on a known data set with a miskeyed question.
// Deadlines are moved into the past by writing the attempt as superuser, never by waiting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
let n = 0;
const rnd = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** fetch() as a signed-in client and/or with an attempt token: { status, body }. */
async function call(
  method: string,
  path: string,
  opts: { who?: PocketBase | null; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  if (opts.who?.authStore.token) headers.Authorization = opts.who.authStore.token;
  if (opts.token) headers["X-Attempt-Token"] = opts.token;
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}

async function newStudent() {
  const password = `pass-${rnd()}-x`;
  const rec = await s.admin.collection("students").create({
    email: `st-${rnd()}@example.com`,
    password,
    passwordConfirm: password,
    name: "Harpreet Kaur",
  });
  return { id: rec.id, pb: await s.admin.collection("students").impersonate(rec.id, 3600) };
}

const start = (testId: string, opts: { who?: PocketBase | null } = {}) =>
  call("POST", `/api/mock-tests/${testId}/start`, { ...opts, body: {} });
const view = (id: string, opts: { who?: PocketBase | null; token?: string } = {}) =>
  call("GET", `/api/mock-attempts/${id}`, opts);
const answer = (
  id: string,
  question: string,
  option: number | null,
  opts: { who?: PocketBase | null; token?: string; seconds?: number } = {},
) =>
  call("POST", `/api/mock-attempts/${id}/answer`, {
    ...opts,
    body: { question, option, ...(opts.seconds === undefined ? {} : { seconds: opts.seconds }) },
  });
const move = (id: string, to: number, opts: { who?: PocketBase | null; token?: string } = {}) =>
  call("POST", `/api/mock-attempts/${id}/section`, { ...opts, body: { to } });
const finish = (id: string, opts: { who?: PocketBase | null; token?: string } = {}) =>
  call("POST", `/api/mock-attempts/${id}/finish`, { ...opts, body: {} });

/** Rewrites a stored attempt's sections (and overall deadline) as superuser. */
async function shift(id: string, change: (sections: Json[]) => void, deadline?: string) {
  const rec = await s.admin.collection("mockAttempts").getOne(id);
  const sections = rec.sections as Json[];
  change(sections);
  await s.admin
    .collection("mockAttempts")
    .update(id, { sections, ...(deadline === undefined ? {} : { deadline }) });
}
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** Bank questions: id by name. Keys: history h0–h5 answer 0; reasoning r0–r5 answer 1. */
const q: Record<string, string> = {};
let lockedTest = ""; // locked, ranked, 30 min; s1 fixed h0–h2 (10 min, ¼); s2 3 random reasoning (10 min, ⅓, 2 marks, qualifying 2); s3 fixed h3, h4
let freeTest = ""; // free order, not ranked; s1 fixed h0, h1 (5 min); s2 fixed h2, h3 (5 min)
let draftTest = "";

const section = (id: string, extra: Json) => ({
  id,
  title: `Part ${id}`,
  titlePa: `ਭਾਗ ${id}`,
  timeLimit: 0,
  qualifying: 0,
  marks: 1,
  negativeMarking: "none",
  ...extra,
});

beforeAll(async () => {
  s = await startTestServer();
  const make = async (name: string, topic: string, answerIdx: number) => {
    const rec = await s.admin.collection("questions").create({
      textEn: `${name}: ${topic} question?`,
      textPa: `${name}: ਸਵਾਲ?`,
      optionsEn: ["A", "B", "C", "D"],
      optionsPa: ["ੳ", "ਅ", "ੲ", "ਸ"],
      answer: answerIdx,
      explanationEn: `Because ${name}.`,
      explanationPa: `ਕਿਉਂਕਿ ${name}.`,
      topics: [topic],
      difficulty: "medium",
    });
    q[name] = rec.id;
  };
  for (let i = 0; i < 6; i++) await make(`h${i}`, "Punjab History", 0);
  for (let i = 0; i < 6; i++) await make(`r${i}`, "Reasoning", 1);
  // Retired and keyless questions are never drawn.
  await s.admin.collection("questions").create({
    textEn: "Retired?",
    optionsEn: ["A", "B"],
    answer: 1,
    topics: ["Reasoning"],
    retired: true,
  });
  await s.admin
    .collection("questions")
    .create({ textEn: "No key?", optionsEn: ["A", "B"], answer: -1, topics: ["Reasoning"] });

  lockedTest = (
    await s.staff.collection("mockTests").create({
      name: "PSTET practice",
      namePa: "ਪੀਐਸਟੀਈਟੀ ਅਭਿਆਸ",
      instructions: "Read carefully.",
      sections: [
        section("s1", {
          timeLimit: 10,
          negativeMarking: "1/4",
          pick: { mode: "fixed", questions: [q.h0, q.h1, q.h2] },
        }),
        section("s2", {
          timeLimit: 10,
          marks: 2,
          negativeMarking: "1/3",
          qualifying: 2,
          pick: { mode: "random", topics: ["reasoning"], difficulty: "", count: 3, perAttempt: true },
        }),
        section("s3", { pick: { mode: "fixed", questions: [q.h3, q.h4] } }),
      ],
      timeLimit: 30,
      lockedOrder: true,
      active: true,
      ranked: true,
    })
  ).id;
  freeTest = (
    await s.staff.collection("mockTests").create({
      name: "Free practice",
      sections: [
        section("a", { timeLimit: 5, pick: { mode: "fixed", questions: [q.h0, q.h1] } }),
        section("b", { timeLimit: 5, pick: { mode: "fixed", questions: [q.h2, q.h3] } }),
      ],
      timeLimit: 0,
      lockedOrder: false,
      active: true,
      ranked: false,
    })
  ).id;
  draftTest = (
    await s.staff.collection("mockTests").create({
      name: "Draft",
      sections: [section("s1", { pick: { mode: "fixed", questions: [q.h0] } })],
      active: false,
    })
  ).id;
});
afterAll(async () => s?.stop());

describe("start", () => {
  it("draws the questions, opens section 0 on the server's clock and gives a device its token", async () => {
    const before = Date.now();
    const r = await start(lockedTest);
    expect(r.status).toBe(200);
    const a = r.body;
    expect(a.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a.test).toMatchObject({
      id: lockedTest,
      name: "PSTET practice",
      lockedOrder: true,
      ranked: true,
      timeLimit: 30,
    });
    expect(a.sections.map((x: Json) => x.questions.length)).toEqual([3, 3, 2]);
    expect(a.sections[0].questions.map((x: Json) => x.id)).toEqual([q.h0, q.h1, q.h2]);
    const drawn = a.sections[1].questions.map((x: Json) => x.id);
    for (const id of drawn) expect([q.r0, q.r1, q.r2, q.r3, q.r4, q.r5]).toContain(id);
    expect(new Set(drawn).size).toBe(3);
    expect(a.sections[1]).toMatchObject({
      title: "Part s2",
      titlePa: "ਭਾਗ s2",
      marks: 2,
      negativeMarking: "1/3",
      qualifying: 2,
    });
    expect(a.sections[0].questions[0]).toEqual({
      id: q.h0,
      text: { en: "h0: Punjab History question?", pa: "h0: ਸਵਾਲ?", hi: "" },
      options: { en: ["A", "B", "C", "D"], pa: ["ੳ", "ਅ", "ੲ", "ਸ"], hi: [] },
      topics: ["Punjab History"],
    });
    // Section 0 is open with its own 10 minutes; the overall deadline is 30 minutes away.
    const opened = Date.parse(a.sections[0].startedAt);
    expect(opened).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(a.sections[0].deadline) - opened).toBe(10 * 60000);
    expect(Date.parse(a.deadline) - opened).toBe(30 * 60000);
    expect([a.sections[1].startedAt, a.sections[1].deadline, a.sections[0].endedAt]).toEqual(["", "", ""]);
    expect(a.current).toBe(0);
    expect(a.finishedAt).toBe("");
    expect(Math.abs(Date.parse(a.now) - Date.now())).toBeLessThan(5000);
    // No key or explanation before the finish.
    const raw = JSON.stringify(a);
    expect(raw).not.toContain('"answer"');
    expect(raw).not.toContain("Because");
    expect(a.review).toBeUndefined();
    expect(a.result).toBeUndefined();
    // The attempt's token never leaves through the record API.
    const stored = await s.staff.collection("mockAttempts").getOne(a.id);
    expect(stored.token).toBeUndefined();
    expect(stored.test).toBe(lockedTest);
  });

  it("draws again for each attempt, never a retired or keyless question", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const a = (await start(lockedTest)).body;
      for (const x of a.sections[1].questions) seen.add(x.id);
    }
    expect([...seen].every((id) => [q.r0, q.r1, q.r2, q.r3, q.r4, q.r5].includes(id))).toBe(true);
    expect(seen.size).toBeGreaterThan(3);
  });

  it("stops drawing a question as soon as staff retire it (the kept candidate lists go stale)", async () => {
    await start(lockedTest); // fills the kept list of the reasoning rule
    for (const key of ["r0", "r1", "r2"])
      await s.admin.collection("questions").update(q[key], { retired: true });
    try {
      for (let i = 0; i < 3; i++) {
        const a = (await start(lockedTest)).body;
        expect(a.sections[1].questions.map((x: Json) => x.id).sort()).toEqual([q.r3, q.r4, q.r5].sort());
      }
    } finally {
      for (const key of ["r0", "r1", "r2"])
        await s.admin.collection("questions").update(q[key], { retired: false });
    }
  });

  it("resumes a signed-in student's unfinished attempt; 404 for a test that is not open", async () => {
    const { pb } = await newStudent();
    const first = await start(lockedTest, { who: pb });
    const again = await start(lockedTest, { who: pb });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.sections[1].questions).toEqual(first.body.sections[1].questions);
    // A double tap: two starts at the same moment give one attempt.
    const twin = await newStudent();
    const [x, y] = await Promise.all([
      start(lockedTest, { who: twin.pb }),
      start(lockedTest, { who: twin.pb }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.id).toBe(y.body.id);
    expect((await start(draftTest)).status).toBe(404);
    expect((await start(draftTest, { who: pb })).status).toBe(404);
    expect((await start("nosuchtest12345")).status).toBe(404);
    // Staff may try a draft (preview).
    expect((await start(draftTest, { who: s.staff })).status).toBe(200);
  });
});

describe("who may use an attempt", () => {
  it("its student or its token; anyone else gets 404", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const a = (await start(lockedTest, { who: owner.pb })).body;
    expect((await view(a.id, { who: owner.pb })).status).toBe(200);
    // A signed-in student's attempt needs their sign-in (the token alone: a shared phone).
    expect((await view(a.id, { token: a.token })).status).toBe(404);
    expect((await view(a.id, { who: s.staff })).status).toBe(200);
    expect((await view(a.id)).status).toBe(404);
    expect((await view(a.id, { who: other.pb })).status).toBe(404);
    expect((await view(a.id, { token: "x".repeat(32) })).status).toBe(404);
    expect((await answer(a.id, q.h0, 0, { who: other.pb })).status).toBe(404);
    expect((await answer(a.id, q.h0, 0)).status).toBe(404);
    expect((await finish(a.id, { who: other.pb })).status).toBe(404);
    // Staff read, but do not answer for the student.
    expect((await answer(a.id, q.h0, 0, { who: s.staff })).status).toBe(404);
    const device = (await start(lockedTest)).body;
    expect((await view(device.id, { who: owner.pb })).status).toBe(404);
    expect((await answer(device.id, q.h0, 1, { token: device.token })).status).toBe(200);
  });
});

describe("answers and sections (locked order)", () => {
  it("takes answers in the open section and refuses the others with the contract's messages", async () => {
    const a = (await start(lockedTest)).body;
    const t = { token: a.token };
    const r2 = a.sections[1].questions[0].id;
    const ok = await answer(a.id, q.h0, 0, { ...t, seconds: 12 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ answers: { [q.h0]: 0 } });
    expect((await answer(a.id, q.h0, null, t)).body.answers).toEqual({ [q.h0]: null });
    const bad = await answer(a.id, q.h1, 4, t);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Choose one of the question's options (or none).");
    expect((await answer(a.id, q.h5, 0, t)).body.message).toBe("This question is not in this attempt.");
    const early = await answer(a.id, r2, 1, t);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("This section is not open yet.");
    // Skipping a section is refused; moving on ends section 0.
    expect((await move(a.id, 2, t)).body.message).toBe(
      "Sections are taken in order: finish this section first.",
    );
    const moved = await move(a.id, 1, t);
    expect(moved.status).toBe(200);
    expect(moved.body.current).toBe(1);
    expect(moved.body.sections[0].endedAt).not.toBe("");
    expect(moved.body.sections[1].startedAt).not.toBe("");
    const closed = await answer(a.id, q.h1, 0, t);
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe("This section is closed.");
    const back = await move(a.id, 0, t);
    expect(back.status).toBe(400);
    expect(back.body.message).toBe("This section is closed.");
    expect((await answer(a.id, r2, 1, t)).status).toBe(200);
  });

  it("ends a section whose deadline passed by itself, opening the next at that moment", async () => {
    const a = (await start(lockedTest)).body;
    const t = { token: a.token };
    await move(a.id, 1, t);
    const r2 = a.sections[1].questions[0].id;
    const deadline = ago(60);
    await shift(a.id, (sec) => {
      sec[1].startedAt = ago(660);
      sec[1].deadline = deadline;
    });
    const v = (await view(a.id, t)).body;
    expect(v.current).toBe(2);
    expect(v.sections[1].endedAt).toBe(deadline);
    expect(v.sections[2].startedAt).toBe(deadline);
    // s3 has no limit of its own: the overall deadline is its deadline.
    expect(v.sections[2].deadline).toBe(v.deadline);
    const late = await answer(a.id, r2, 1, t);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("The time for this section is over.");
    expect((await answer(a.id, q.h3, 0, t)).status).toBe(200);
  });

  it("still takes an answer within 10 seconds of the section's deadline", async () => {
    const a = (await start(lockedTest)).body;
    const t = { token: a.token };
    await shift(a.id, (sec) => {
      sec[0].deadline = ago(3);
    });
    const r = await answer(a.id, q.h1, 2, t);
    expect(r.status).toBe(200);
    const v = (await view(a.id, t)).body;
    expect(v.current).toBe(1);
    expect(v.answers[q.h1]).toBe(2);
    // Past the grace: refused.
    await shift(a.id, (sec) => {
      sec[0].deadline = ago(30);
      sec[0].endedAt = sec[0].deadline;
    });
    expect((await answer(a.id, q.h1, 1, t)).body.message).toBe("The time for this section is over.");
  });

  it("refuses answers after the overall deadline and finishes the attempt as it stood", async () => {
    const a = (await start(lockedTest)).body;
    const t = { token: a.token };
    await answer(a.id, q.h0, 0, t);
    const end = ago(60);
    await shift(
      a.id,
      (sec) => {
        sec[0].startedAt = ago(1900);
        sec[0].deadline = end;
      },
      end,
    );
    const late = await answer(a.id, q.h1, 0, t);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("The time for this test is over.");
    const v = (await view(a.id, t)).body;
    expect(v.finishedAt).toBe(end);
    expect(v.current).toBe(3);
    expect(v.correct).toBe(1);
    expect(v.answers[q.h1]).toBeNull();
    expect((await move(a.id, 1, t)).body.message).toBe("This attempt is finished.");
  });
});

describe("free order", () => {
  it("moves back and forth between sections whose time has not ended", async () => {
    const a = (await start(freeTest)).body;
    const t = { token: a.token };
    expect((await move(a.id, 1, t)).body.current).toBe(1);
    expect((await answer(a.id, q.h2, 0, t)).status).toBe(200);
    const back = await move(a.id, 0, t);
    expect(back.body.current).toBe(0);
    expect(back.body.sections[0].endedAt).toBe("");
    expect((await answer(a.id, q.h0, 0, t)).status).toBe(200);
    // Section b's own five minutes run out while the student is in a.
    await shift(a.id, (sec) => {
      sec[1].deadline = ago(20);
    });
    const over = await move(a.id, 1, t);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("The time for this section is over.");
    expect((await answer(a.id, q.h3, 0, t)).body.message).toBe("The time for this section is over.");
  });
});

describe("finish", () => {
  it("scores per section with negative marking, qualifying and topics, once", async () => {
    const { pb } = await newStudent();
    const a = (await start(lockedTest, { who: pb })).body;
    const who = { who: pb };
    const rs = a.sections[1].questions.map((x: Json) => x.id as string);
    await answer(a.id, q.h0, 0, who); // right
    await answer(a.id, q.h1, 1, who); // wrong: −¼
    await move(a.id, 1, who);
    await answer(a.id, rs[0], 1, who); // right: 2 marks
    await answer(a.id, rs[1], 0, who); // wrong: −⅔
    await move(a.id, 2, who);
    await answer(a.id, q.h3, 0, who); // right
    const done = await finish(a.id, who);
    expect(done.status).toBe(200);
    const f = done.body;
    expect(f.finishedAt).not.toBe("");
    expect(f.current).toBe(3);
    expect(
      f.result.sections.map((x: Json) => [
        x.id,
        x.correct,
        x.wrong,
        x.skipped,
        x.score,
        x.total,
        x.qualified,
      ]),
    ).toEqual([
      ["s1", 1, 1, 1, 0.75, 3, null],
      ["s2", 1, 1, 1, 1.33, 6, false],
      ["s3", 1, 0, 1, 1, 2, null],
    ]);
    expect(f.score).toBe(3.08);
    expect([f.correct, f.wrong, f.skipped]).toEqual([3, 2, 3]);
    expect(f.result.total).toBe(11);
    expect(f.result.topics).toEqual([
      { topic: "Reasoning", correct: 1, answered: 2, percent: 50 },
      { topic: "Punjab History", correct: 2, answered: 3, percent: 66.7 },
    ]);
    expect(f.review[q.h0]).toEqual({
      answer: 0,
      explanation: { en: "Because h0.", pa: "ਕਿਉਂਕਿ h0.", hi: "" },
    });
    expect(Object.keys(f.review)).toHaveLength(8);
    expect(f.rank).toMatchObject({ rank: expect.any(Number), of: expect.any(Number) });
    // Every question drawn is named in the answers (null = skipped).
    expect(Object.keys(f.answers)).toHaveLength(8);
    expect(f.answers[q.h2]).toBeNull();
    // A second finish returns the same; answers are refused now.
    const again = await finish(a.id, who);
    expect(again.body.finishedAt).toBe(f.finishedAt);
    expect(again.body.score).toBe(3.08);
    const afterwards = await answer(a.id, q.h4, 0, who);
    expect(afterwards.status).toBe(400);
    expect(afterwards.body.message).toBe("This attempt is finished.");
    // The next start is a new attempt (practice: not ranked).
    const next = (await start(lockedTest, who)).body;
    expect(next.id).not.toBe(a.id);
    const second = (await finish(next.id, who)).body;
    expect(second.rank).toBeNull();
    const stored = await s.admin.collection("mockAttempts").getFullList({ filter: `test = "${lockedTest}"` });
    const mine = stored.filter((r) => r.id === a.id || r.id === next.id);
    expect(mine.map((r) => [r.id, r.ranked]).sort()).toEqual(
      [
        [a.id, true],
        [next.id, false],
      ].sort(),
    );
  });
});

describe("rank and percentile", () => {
  it("ranks students' first attempts of a ranked test, equal scores sharing a rank", async () => {
    const test = (
      await s.staff.collection("mockTests").create({
        name: "Ranked mini",
        sections: [section("s1", { pick: { mode: "fixed", questions: [q.h0, q.h1, q.h2] } })],
        active: true,
        ranked: true,
      })
    ).id;
    const scores = [3, 1, 2, 2, 0];
    const takers: { pb: PocketBase; id: string }[] = [];
    for (const score of scores) {
      const { pb } = await newStudent();
      const a = (await start(test, { who: pb })).body;
      for (const key of ["h0", "h1", "h2"].slice(0, score)) await answer(a.id, q[key], 0, { who: pb });
      const f = (await finish(a.id, { who: pb })).body;
      expect(f.score).toBe(score);
      takers.push({ pb, id: a.id });
    }
    // Read again once all have finished: rank among everyone so far.
    const ranks = [];
    for (const t of takers) ranks.push((await view(t.id, { who: t.pb })).body.rank);
    expect(ranks).toEqual([
      { rank: 1, of: 5, percentile: 80 },
      { rank: 4, of: 5, percentile: 20 },
      { rank: 2, of: 5, percentile: 40 },
      { rank: 2, of: 5, percentile: 40 },
      { rank: 5, of: 5, percentile: 0 },
    ]);
    // A device attempt is never ranked, and does not count among the takers.
    const device = (await start(test)).body;
    for (const key of ["h0", "h1", "h2"]) await answer(device.id, q[key], 0, { token: device.token });
    expect((await finish(device.id, { token: device.token })).body.rank).toBeNull();
    expect((await view(takers[0].id, { who: takers[0].pb })).body.rank).toEqual({
      rank: 1,
      of: 5,
      percentile: 80,
    });
  });
});

describe("statistics", () => {
  it("gives p, option shares, discrimination, average time and flags a miskey (staff only)", async () => {
    // 4 questions, 3 options each: k1 key 0, k2 key 1, k3 key 1, m key 0 (but the best pick 2).
    const mk = async (name: string, key: number) =>
      (
        await s.admin.collection("questions").create({
          textEn: `Stats ${name}?`,
          optionsEn: ["X", "Y", "Z"],
          answer: key,
          topics: ["Stats"],
        })
      ).id;
    const k1 = await mk("k1", 0);
    const k2 = await mk("k2", 1);
    const k3 = await mk("k3", 1);
    const m = await mk("m", 0);
    const test = (
      await s.staff.collection("mockTests").create({
        name: "Stats test",
        sections: [section("s1", { pick: { mode: "fixed", questions: [k1, k2, k3, m] } })],
        active: true,
      })
    ).id;
    // 20 takers: five top (k1 k2 k3 right, m → Z: score 3), ten middle (k1 right, k2 wrong,
    // k3 skipped, m right: 2), five bottom (all wrong but m: 1). Groups of 27 % = 5.
    const plans: [number | null, number | null, number | null, number | null][] = [
      ...Array(5).fill([0, 1, 1, 2]),
      ...Array(10).fill([0, 0, null, 0]),
      ...Array(5).fill([1, 0, 0, 0]),
    ];
    for (const plan of plans) {
      const a = (await start(test)).body;
      const t = a.token as string;
      const ids = [k1, k2, k3, m];
      for (let i = 0; i < 4; i++) {
        if (plan[i] !== null) await answer(a.id, ids[i], plan[i], { token: t, seconds: i === 3 ? 20 : 10 });
      }
      await finish(a.id, { token: t });
    }
    const unfinished = (await start(test)).body;
    await answer(unfinished.id, k1, 2, { token: unfinished.token });

    expect((await call("GET", `/api/mock-tests/${test}/stats`)).status).toBe(401);
    const { pb } = await newStudent();
    expect((await call("GET", `/api/mock-tests/${test}/stats`, { who: pb })).status).toBe(403);
    const r = await call("GET", `/api/mock-tests/${test}/stats`, { who: s.staff });
    expect(r.status).toBe(200);
    expect(r.body.takers).toBe(20);
    const byId = Object.fromEntries((r.body.questions as Json[]).map((x) => [x.id, x]));
    expect(r.body.questions.map((x: Json) => x.id)).toEqual([k1, k2, k3, m]);
    expect(byId[k1]).toEqual({
      id: k1,
      section: "s1",
      text: "Stats k1?",
      options: ["X", "Y", "Z"],
      answer: 0,
      attempts: 20,
      percentCorrect: 75,
      optionShare: [75, 25, 0],
      skipShare: 0,
      difficulty: "easy",
      discrimination: 1,
      avgSeconds: 10,
      miskey: null,
    });
    expect(byId[k2]).toMatchObject({
      percentCorrect: 25,
      optionShare: [75, 25, 0],
      difficulty: "hard",
      discrimination: 1,
    });
    expect(byId[k3]).toMatchObject({
      percentCorrect: 25,
      optionShare: [25, 25, 0],
      skipShare: 50,
      discrimination: 1,
    });
    expect(byId[m]).toMatchObject({
      percentCorrect: 75,
      optionShare: [75, 0, 25],
      difficulty: "easy",
      discrimination: -1,
      avgSeconds: 20,
      miskey: { option: 2, share: 100 },
    });
    // Asked again: the same figures (kept); staff correct the key: worked out afresh.
    expect((await call("GET", `/api/mock-tests/${test}/stats`, { who: s.staff })).body).toEqual(r.body);
    await s.admin.collection("questions").update(m, { answer: 2 });
    const fixed = await call("GET", `/api/mock-tests/${test}/stats`, { who: s.staff });
    const mFixed = (fixed.body.questions as Json[]).find((x) => x.id === m);
    expect(mFixed).toMatchObject({ answer: 2, percentCorrect: 25, discrimination: 1, miskey: null });
  });
});

describe("rate limit", () => {
  it("refuses the 31st start in a minute from one address (pb_migrations/1764800210)", async () => {
    const settings = await s.admin.settings.getAll();
    const rule = settings.rateLimits.rules.find((r: Json) => r.label === "POST /api/mock-tests/");
    expect(rule).toMatchObject({ duration: 60, maxRequests: 30 });
    await s.admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: true } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await start(freeTest)).status);
      expect(statuses.slice(0, 30).every((x) => x === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      // Other mock-attempt calls are not counted against it.
      expect((await call("GET", `/api/mock-tests/${freeTest}/stats`, { who: s.staff })).status).toBe(200);
    } finally {
      await s.admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: false } });
    }
  });
});

describe("what a test under way keeps to itself", () => {
  it("locked order: a section not yet opened shows its questions' count, not their text, until it opens", async () => {
    const a = (await start(lockedTest)).body;
    const token = a.token as string;
    expect(a.sections[0].questions[0].text.en).not.toBe("");
    expect(a.sections[1].questions).toHaveLength(3);
    for (const later of [a.sections[1], a.sections[2]])
      for (const x of later.questions) {
        expect(x.text).toEqual({ en: "", pa: "", hi: "" });
        expect(x.options).toEqual({ en: [], pa: [], hi: [] });
      }
    const moved = (await move(a.id, 1, { token })).body;
    expect(moved.sections[1].questions.every((x: Json) => x.text.en !== "")).toBe(true);
    expect(moved.sections[2].questions[0].text.en).toBe("");
    // Free order: a section with a time of its own keeps its text until it is opened (its clock
    // starts then); see tests/integration/mock-attacks.test.ts for free sections sharing the time.
    const free = (await start(freeTest)).body;
    expect(free.sections[1].questions[0].text.en).toBe("");
  });

  it("marks by the rules the attempt started with, though staff change the live test meanwhile", async () => {
    const t = await s.staff.collection("mockTests").create({
      name: "Rules kept",
      sections: [
        section("k1", {
          marks: 1,
          negativeMarking: "none",
          pick: { mode: "fixed", questions: [q.h0, q.h1] },
        }),
      ],
      active: true,
    });
    const a = (await start(t.id)).body;
    const token = a.token as string;
    await answer(a.id, q.h0, 0, { token }); // right
    await answer(a.id, q.h1, 1, { token }); // wrong
    await s.staff.collection("mockTests").update(t.id, {
      sections: [
        section("k1", { marks: 4, negativeMarking: "1/4", pick: { mode: "fixed", questions: [q.h0, q.h1] } }),
      ],
    });
    const f = (await finish(a.id, { token })).body;
    expect(f.result.sections[0]).toMatchObject({ correct: 1, wrong: 1, score: 1, total: 2 });
    expect(f.sections[0]).toMatchObject({ marks: 1, negativeMarking: "none" });
    // A new attempt gets the new rules.
    const b = (await start(t.id)).body;
    expect(b.sections[0]).toMatchObject({ marks: 4, negativeMarking: "1/4" });
  });
});

describe("signing in on the device that holds an attempt", () => {
  it("makes a device attempt the student's: a finished one is ranked if it is their first", async () => {
    const a = (await start(lockedTest)).body;
    const token = a.token as string;
    await answer(a.id, q.h0, 0, { token });
    const done = (await finish(a.id, { token })).body;
    expect(done.rank).toBeNull();

    const { id, pb } = await newStudent();
    const seen = await view(a.id, { who: pb, token });
    expect(seen.status).toBe(200);
    expect(seen.body.rank).toMatchObject({ rank: expect.any(Number), of: expect.any(Number) });
    const stored = await s.admin.collection("mockAttempts").getOne(a.id);
    expect([stored.student, stored.ranked]).toEqual([id, true]);
    // Now it is theirs: the token alone no longer opens it; their sign-in does, on any device.
    expect((await view(a.id, { token })).status).toBe(404);
    expect((await view(a.id, { who: pb })).status).toBe(200);

    // A second device attempt they sign in on is theirs too, but not ranked (not their first).
    const b = (await start(lockedTest)).body;
    await finish(b.id, { token: b.token as string });
    expect((await view(b.id, { who: pb, token: b.token as string })).body.rank).toBeNull();
    const second = await s.admin.collection("mockAttempts").getOne(b.id);
    expect([second.student, second.ranked]).toEqual([id, false]);
  });

  it("an unfinished device attempt follows the student, and is ranked when they finish it", async () => {
    const a = (await start(lockedTest)).body;
    const token = a.token as string;
    const { id, pb } = await newStudent();
    expect((await answer(a.id, q.h0, 0, { who: pb, token })).status).toBe(200);
    expect((await s.admin.collection("mockAttempts").getOne(a.id)).student).toBe(id);
    const f = (await finish(a.id, { who: pb })).body;
    expect(f.rank).toMatchObject({ rank: expect.any(Number) });
  });

  it("another student's attempt is never taken over with its token", async () => {
    const owner = await newStudent();
    const a = (await start(lockedTest, { who: owner.pb })).body;
    const other = await newStudent();
    expect((await view(a.id, { who: other.pb, token: a.token as string })).status).toBe(404);
    expect((await s.admin.collection("mockAttempts").getOne(a.id)).student).toBe(owner.id);
  });
});
