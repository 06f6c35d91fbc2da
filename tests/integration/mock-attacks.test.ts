// The question bank and mock tests attacked as an outsider would (issue 24, "nobody can read or
// change what they should not"): answer keys and explanations before an attempt is finished (the
// routes, the record API with expand/fields/filters, `@collection` filters from a guest), another
// student's attempt, the bank and the statistics as a guest or a student; answers forged (a question
// not in the attempt, a bad option, after finish, forged seconds), a 5 MB body, finishing twice,
// a student's second ranked attempt, and statistics of a test nobody took.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PocketBase from "pocketbase";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
let n = 0;
const rnd = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: string,
  path: string,
  opts: { who?: PocketBase | null; token?: string; body?: unknown; raw?: string } = {},
): Promise<{ status: number; body: Json; text: string }> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined || opts.raw !== undefined) headers["Content-Type"] = "application/json";
  if (opts.who?.authStore.token) headers.Authorization = opts.who.authStore.token;
  if (opts.token) headers["X-Attempt-Token"] = opts.token;
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: res.status, body, text };
}

async function newStudent() {
  const password = `pass-${rnd()}-x`;
  const rec = await s.admin.collection("students").create({
    email: `st-${rnd()}@example.com`,
    password,
    passwordConfirm: password,
    name: "Gurpreet Singh",
  });
  return { id: rec.id, pb: await s.admin.collection("students").impersonate(rec.id, 3600) };
}

const start = (testId: string, who?: PocketBase | null) =>
  call("POST", `/api/mock-tests/${testId}/start`, { who, body: {} });
const answer = (id: string, body: unknown, opts: { who?: PocketBase | null; token?: string } = {}) =>
  call("POST", `/api/mock-attempts/${id}/answer`, { ...opts, body });
const finish = (id: string, opts: { who?: PocketBase | null; token?: string } = {}) =>
  call("POST", `/api/mock-attempts/${id}/finish`, { ...opts, body: {} });

const SECRET = "EXPLAINED-SECRET";
const q: string[] = [];
let other = ""; // a bank question in no test
let testId = "";

beforeAll(async () => {
  s = await startTestServer();
  for (let i = 0; i < 3; i++) {
    q.push(
      (
        await s.admin.collection("questions").create({
          textEn: `Attack ${i}?`,
          optionsEn: ["A", "B", "C", "D"],
          answer: 2,
          explanationEn: `${SECRET} ${i}`,
          topics: ["Attack"],
        })
      ).id,
    );
  }
  other = (
    await s.admin.collection("questions").create({
      textEn: "Not in the test?",
      optionsEn: ["A", "B"],
      answer: 1,
      topics: ["Elsewhere"],
    })
  ).id;
  testId = (
    await s.staff.collection("mockTests").create({
      name: "Attack test",
      sections: [
        {
          id: "s1",
          title: "One",
          timeLimit: 0,
          qualifying: 0,
          marks: 1,
          negativeMarking: "none",
          pick: { mode: "fixed", questions: q },
        },
      ],
      timeLimit: 30,
      lockedOrder: true,
      active: true,
      ranked: true,
    })
  ).id;
});
afterAll(async () => s?.stop());

describe("reading what one should not", () => {
  it("an attempt under way carries no answer key or explanation, by the routes or the record API", async () => {
    const st = await newStudent();
    const started = await start(testId, st.pb);
    expect(started.status).toBe(200);
    expect(started.text).not.toContain(SECRET);
    expect(started.body.review).toBeUndefined();
    const id = started.body.id as string;
    const again = await call("GET", `/api/mock-attempts/${id}`, { who: st.pb });
    expect(again.text).not.toContain(SECRET);
    const listed = await call(
      "GET",
      `/api/collections/mockAttempts/records?expand=test,student&fields=*,expand.*`,
      { who: st.pb },
    );
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(SECRET);
    expect(listed.text).not.toContain(started.body.token as string);
    const tests = await call("GET", `/api/collections/mockTests/records?expand=sections&fields=*`);
    expect(tests.status).toBe(200);
    expect(tests.text).not.toContain(SECRET);
  });

  it("free order: a section with its own time keeps its text until it is opened (no reading on another section's clock)", async () => {
    const sec = (id: string, timeLimit: number, ids: string[]) => ({
      id,
      title: `Part ${id}`,
      timeLimit,
      qualifying: 0,
      marks: 1,
      negativeMarking: "none",
      pick: { mode: "fixed", questions: ids },
    });
    const timed = await s.staff.collection("mockTests").create({
      name: "Free, timed sections",
      sections: [sec("s1", 5, [q[0]!]), sec("s2", 5, [q[1]!]), sec("s3", 0, [q[2]!])],
      lockedOrder: false,
      active: true,
    });
    const a = (await start(timed.id, null)).body;
    const token = a.token as string;
    expect(a.sections[0].questions[0].text.en).toBe("Attack 0?");
    // s2 has 5 minutes of its own: nothing to read before its clock starts.
    expect(a.sections[1].questions[0].text).toEqual({ en: "", pa: "", hi: "" });
    expect(a.sections[1].questions[0].options).toEqual({ en: [], pa: [], hi: [] });
    // s3 has no time of its own (the test's time is shared): shown.
    expect(a.sections[2].questions[0].text.en).toBe("Attack 2?");
    const moved = await call("POST", `/api/mock-attempts/${a.id}/section`, { token, body: { to: 1 } });
    expect(moved.body.sections[1].questions[0].text.en).toBe("Attack 1?");
    // Back to s1 (still running): s2, now opened, stays readable.
    const back = await call("POST", `/api/mock-attempts/${a.id}/section`, { token, body: { to: 0 } });
    expect(back.body.sections[1].questions[0].text.en).toBe("Attack 1?");
  });

  it("the bank and the statistics stay staff-only (guest, student)", async () => {
    const st = await newStudent();
    for (const who of [null, st.pb]) {
      const list = await call("GET", "/api/collections/questions/records", { who });
      expect(list.body.items ?? []).toEqual([]);
      const one = await call("GET", `/api/collections/questions/records/${q[0]}`, { who });
      expect(one.status).toBe(404);
      const stats = await call("GET", `/api/mock-tests/${testId}/stats`, { who });
      expect([401, 403]).toContain(stats.status);
    }
  });

  it("a filter naming another collection (@collection.questions, @collection.mockAttempts) learns nothing", async () => {
    // An oracle: the test list is the same whatever the key is, so the filter must not see the bank.
    const st = await newStudent();
    for (const who of [null, st.pb]) {
      for (const key of [0, 2]) {
        const f = encodeURIComponent(
          `@collection.questions.id ?= '${q[0]}' && @collection.questions.answer ?= ${key}`,
        );
        const r = await call("GET", `/api/collections/mockTests/records?filter=${f}`, { who });
        expect(r.body.items ?? [], `${who ? "student" : "guest"} key ${key}`).toEqual([]);
        // The oracle works for a superuser (2 is the key), so the empty list above means something.
        const control = await call("GET", `/api/collections/mockTests/records?filter=${f}`, { who: s.admin });
        expect(control.body.items?.length > 0, `key ${key} ${control.text}`).toBe(key === 2);
      }
      const f = encodeURIComponent(`@collection.mockAttempts.token ?!= ''`);
      const r = await call("GET", `/api/collections/mockTests/records?filter=${f}`, { who });
      expect(r.body.items ?? []).toEqual([]);
    }
  });

  it("a filter through the attempts' back-relation (mockAttempts_via_test) learns nothing of them", async () => {
    const st = await newStudent();
    const started = await start(testId, st.pb);
    await answer(started.body.id as string, { question: q[0], option: 3 }, { who: st.pb });
    const student = await s.admin.collection("students").getOne(st.id);
    const other = await newStudent();
    for (const who of [null, other.pb]) {
      for (const f of [
        `mockAttempts_via_test.student ?= '${st.id}'`,
        `mockAttempts_via_test.student.email ?= '${student.email as string}'`,
        `mockAttempts_via_test.answers ?~ '${q[0]}'`,
        `mockAttempts_via_test.token ?!= ''`,
      ]) {
        const r = await call("GET", `/api/collections/mockTests/records?filter=${encodeURIComponent(f)}`, {
          who,
        });
        expect(r.body.items ?? [], `${who ? "student" : "guest"}: ${f}`).toEqual([]);
        // The filter itself is sound: a superuser finds the test with it.
        const control = await call(
          "GET",
          `/api/collections/mockTests/records?filter=${encodeURIComponent(f)}`,
          { who: s.admin },
        );
        expect(
          control.body.items.map((x: Json) => x.id),
          f,
        ).toContain(testId);
      }
    }
  });

  it("a student's filters on mockAttempts (answers, result, student) never reach another student's attempt", async () => {
    const a = await newStudent();
    const b = await newStudent();
    const theirs = await start(testId, a.pb);
    await answer(theirs.body.id as string, { question: q[0], option: 2 }, { who: a.pb });
    await finish(theirs.body.id as string, { who: a.pb });
    for (const f of [
      `student = '${a.id}'`,
      `student != ''`,
      `answers ~ '${q[0]}'`,
      `result != ''`,
      `score >= 0`,
      `test.id = '${testId}'`,
    ]) {
      const r = await call("GET", `/api/collections/mockAttempts/records?filter=${encodeURIComponent(f)}`, {
        who: b.pb,
      });
      expect(r.body.items ?? [], f).toEqual([]);
    }
    const own = await call("GET", "/api/collections/mockAttempts/records", { who: a.pb });
    expect(own.body.items.map((x: Json) => x.id)).toEqual([theirs.body.id]);
  });

  it("the hidden token is never a filter: no one guesses a device attempt's token letter by letter", async () => {
    const device = await start(testId, null);
    const token = device.body.token as string;
    const st = await newStudent();
    const mine = await start(testId, st.pb);
    for (const [who, id] of [
      [s.staff, device.body.id],
      [st.pb, mine.body.id],
    ] as const) {
      const own = who === s.staff ? token : (mine.body.token as string);
      const f = encodeURIComponent(`id = '${id}' && token ~ '${own.slice(0, 4)}%'`);
      const r = await call("GET", `/api/collections/mockAttempts/records?filter=${f}`, { who });
      expect(r.body.items ?? []).toEqual([]);
      // A superuser's same filter finds it: the empty list above is the token being hidden.
      const control = await call("GET", `/api/collections/mockAttempts/records?filter=${f}`, {
        who: s.admin,
      });
      expect(control.body.items?.map((x: Json) => x.id)).toEqual([id]);
    }
  });

  it("another student's attempt: not by id, not with a staff-free token of another attempt", async () => {
    const a = await newStudent();
    const b = await newStudent();
    const mine = await start(testId, a.pb);
    const device = await start(testId, null);
    for (const opts of [{ who: b.pb }, { who: b.pb, token: device.body.token as string }, {}]) {
      const r = await call("GET", `/api/mock-attempts/${mine.body.id}`, opts);
      expect(r.status).toBe(404);
      const w = await answer(mine.body.id as string, { question: q[0], option: 1 }, opts);
      expect(w.status).toBe(404);
    }
    const rec = await call("GET", `/api/collections/mockAttempts/records/${mine.body.id}`, { who: b.pb });
    expect(rec.status).toBe(404);
  });

  it("a signed-in student's attempt needs their sign-in: its token alone (kept on a shared phone after sign-out) is refused", async () => {
    const st = await newStudent();
    const started = await start(testId, st.pb);
    const id = started.body.id as string;
    const token = started.body.token as string;
    expect(token).toHaveLength(32);
    // The next person on the phone: the token the player kept, no sign-in.
    expect((await call("GET", `/api/mock-attempts/${id}`, { token })).status).toBe(404);
    expect((await answer(id, { question: q[0], option: 1 }, { token })).status).toBe(404);
    expect((await call("POST", `/api/mock-attempts/${id}/section`, { token, body: { to: 0 } })).status).toBe(
      404,
    );
    expect((await finish(id, { token })).status).toBe(404);
    // A sign-in that has ended, with the token: told to sign in again.
    const stale = await call("GET", `/api/mock-attempts/${id}`, {
      token,
      who: { authStore: { token: "expired.jwt.token" } } as unknown as PocketBase,
    });
    expect(stale.status).toBe(401);
    // The student still carries on, with or without the token.
    expect((await answer(id, { question: q[0], option: 2 }, { who: st.pb, token })).status).toBe(200);
    const rec = await s.admin.collection("mockAttempts").getOne(id);
    expect(rec.finishedAt).toBe("");
    expect(rec.answers).toEqual({ [q[0]]: 2 });
  });
});

describe("changing what one should not", () => {
  it("refuses a question not in the attempt, a bad option, a 5 MB body and answers after finish", async () => {
    const started = await start(testId, null);
    const id = started.body.id as string;
    const token = started.body.token as string;
    const bad = async (body: unknown) => (await answer(id, body, { token })).status;
    expect(await bad({ question: other, option: 0 })).toBe(400);
    for (const option of [-1, 1.5, 4, 99, "1", true, [0], { a: 1 }]) {
      expect(await bad({ question: q[0], option }), JSON.stringify(option)).toBe(400);
    }
    const big = await call("POST", `/api/mock-attempts/${id}/answer`, {
      token,
      raw: JSON.stringify({ question: q[0], option: 1, pad: "x".repeat(5 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect((await answer(id, { question: q[0], option: 2 }, { token })).status).toBe(200);
    const done = await finish(id, { token });
    expect(done.body.score).toBe(1);
    expect((await answer(id, { question: q[1], option: 2 }, { token })).status).toBe(400);
    const twice = await finish(id, { token });
    expect(twice.body.score).toBe(1);
    expect(twice.body.finishedAt).toBe(done.body.finishedAt);
  });

  it("answers sent at the same moment are all kept (no lost update), and finish twice at once scores once", async () => {
    const started = await start(testId, null);
    const id = started.body.id as string;
    const token = started.body.token as string;
    const sent = await Promise.all(q.map((qid, i) => answer(id, { question: qid, option: i }, { token })));
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200]);
    const rec = await s.admin.collection("mockAttempts").getOne(id);
    expect(rec.answers).toEqual({ [q[0]!]: 0, [q[1]!]: 1, [q[2]!]: 2 });
    const [a, b] = await Promise.all([finish(id, { token }), finish(id, { token })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.finishedAt).toBe(b.body.finishedAt);
    expect(a.body.score).toBe(1);
  });

  it("a question's time cannot be more than the attempt has been open (forged seconds)", async () => {
    const started = await start(testId, null);
    const id = started.body.id as string;
    const token = started.body.token as string;
    for (let i = 0; i < 5; i++) {
      expect((await answer(id, { question: q[0], option: 1, seconds: 3600 }, { token })).status).toBe(200);
    }
    const rec = await s.admin.collection("mockAttempts").getOne(id);
    const times = rec.times as Record<string, number>;
    expect(Object.keys(times)).toEqual([q[0]]);
    // Open for a second or two, plus the slack of 60 s (lib/mock-attempts.js TIME_SLACK_SECONDS).
    expect(times[q[0]]).toBeLessThanOrEqual(70);
  });

  it("a student's second finished attempt of a ranked test is practice, not ranked", async () => {
    const st = await newStudent();
    const first = await start(testId, st.pb);
    const f1 = await finish(first.body.id as string, { who: st.pb });
    expect(f1.body.rank).not.toBeNull();
    const second = await start(testId, st.pb);
    expect(second.body.id).not.toBe(first.body.id);
    const f2 = await finish(second.body.id as string, { who: st.pb });
    expect(f2.body.rank).toBeNull();
    const ranked = await s.admin
      .collection("mockAttempts")
      .getFullList({ filter: s.admin.filter("student = {:s} && ranked = true", { s: st.id }) });
    expect(ranked).toHaveLength(1);
  });
});

describe("resource use", () => {
  it("refuses a test of more questions in all than an attempt can hold (shared/mock-patterns-core.cjs)", async () => {
    const sections = Array.from({ length: 3 }, (_, i) => ({
      id: `s${i + 1}`,
      title: `Part ${i + 1}`,
      timeLimit: 0,
      qualifying: 0,
      marks: 1,
      negativeMarking: "none",
      pick: { mode: "random", topics: ["Attack"], difficulty: "", count: 400, perAttempt: true },
    }));
    const r = await call("POST", "/api/collections/mockTests/records", {
      who: s.staff,
      body: { name: "Too long", sections, active: false },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("A test can have at most 1000 questions in all; this one asks for 1200.");
  });

  it("statistics of a test nobody has taken", async () => {
    const t = await s.staff.collection("mockTests").create({
      name: "Untaken",
      sections: [
        {
          id: "s1",
          title: "One",
          timeLimit: 0,
          qualifying: 0,
          marks: 1,
          negativeMarking: "none",
          pick: { mode: "fixed", questions: [q[0]] },
        },
      ],
      active: true,
    });
    const r = await call("GET", `/api/mock-tests/${t.id}/stats`, { who: s.staff });
    expect(r.status).toBe(200);
    expect(r.body.takers).toBe(0);
  });
});
