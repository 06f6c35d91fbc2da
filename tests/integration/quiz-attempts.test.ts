// quizAttempts: public create-only, validated and scored by pb_hooks/quiz-attempts.pb.js, staff
// read; GET /api/quiz-stats/{id} aggregates them; publishing a quiz with broken questions and an
// out-of-range timer are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { startTestServer, status, type TestServer } from "./support/server";

let s: TestServer;
let quizId = "";
let draftId = "";
beforeAll(async () => {
  s = await startTestServer();
  const questions = [
    {
      text: "Capital of Punjab?",
      options: ["Amritsar", "Chandigarh", "Ludhiana", "Patiala"],
      answer: "Chandigarh",
      order: 1,
    },
    { text: "River at Ropar?", options: ["Beas", "Ravi", "Sutlej", "Ghaggar"], answer: "Sutlej", order: 2 },
    { text: "2 + 2?", options: ["3", "4"], answer: "4", order: 3 },
  ];
  quizId = (
    await s.staff.collection("quizs").create({
      name: "Daily quiz",
      active: true,
      questions,
      timeLimit: 1,
      negativeMarking: "1/4",
    })
  ).id;
  draftId = (await s.staff.collection("quizs").create({ name: "Draft", active: false, questions })).id;
});
afterAll(async () => s?.stop());

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    return {
      status: err.status,
      message: err.message,
      data: err.response.data as Record<string, { message: string }>,
    };
  }
  throw new Error("expected the request to fail");
}

// Bad inputs go through the superuser client: superusers are not rate-limited, so the limit is
// tested on its own below; the hook checks every caller alike.
const post = (body: Record<string, unknown>) => s.admin.collection("quizAttempts").create(body);

describe("posting an attempt", () => {
  it("scores an attempt on the server with negative marking, ignoring what the client claims", async () => {
    const rec = await s
      .guest()
      .collection("quizAttempts")
      .create({
        quiz: quizId,
        answers: [1, 0, null],
        timeTaken: 42,
        correct: 99,
        score: 99,
        outcomes: ["c", "c", "c"],
      });
    expect(rec.outcomes).toEqual(["c", "w", "s"]);
    expect([rec.correct, rec.wrong, rec.skipped, rec.score]).toEqual([1, 1, 1, 0.75]);
  });

  it.each([
    [
      "a draft quiz",
      () => ({ quiz: draftId, answers: [0, 0, 0], timeTaken: 5 }),
      "quiz",
      "This quiz is not open.",
    ],
    ["an unknown quiz", () => ({ quiz: "nope12345678901", answers: [0, 0, 0], timeTaken: 5 }), "quiz", ""],
    [
      "1,000 answers",
      () => ({ quiz: quizId, answers: Array(1000).fill(0), timeTaken: 5 }),
      "answers",
      "Send one answer per question (3).",
    ],
    [
      "too few answers",
      () => ({ quiz: quizId, answers: [0], timeTaken: 5 }),
      "answers",
      "Send one answer per question (3).",
    ],
    [
      "an index out of range",
      () => ({ quiz: quizId, answers: [0, 0, 2], timeTaken: 5 }),
      "answers",
      "The answer to question 3 is not one of its options.",
    ],
    [
      "a negative index",
      () => ({ quiz: quizId, answers: [-1, 0, 0], timeTaken: 5 }),
      "answers",
      "The answer to question 1 is not one of its options.",
    ],
    [
      "a text answer",
      () => ({ quiz: quizId, answers: ["Chandigarh", 0, 0], timeTaken: 5 }),
      "answers",
      "The answer to question 1 is not one of its options.",
    ],
    [
      "answers that are not a list",
      () => ({ quiz: quizId, answers: { 0: 1 }, timeTaken: 5 }),
      "answers",
      "Send one answer per question (3).",
    ],
    [
      "a time past the limit + grace",
      () => ({ quiz: quizId, answers: [0, 0, 0], timeTaken: 181 }),
      "timeTaken",
      "The time taken must be between 0 and 180 seconds.",
    ],
  ])("refuses %s with a 400 naming the field", async (_name, body, field, message) => {
    const f = await failure(post(body()));
    expect(f.status).toBe(400);
    expect(f.data[field]).toBeDefined();
    if (message) expect(f.data[field].message).toBe(message);
  });

  it("takes a time within the limit + grace", async () => {
    expect(await status(post({ quiz: quizId, answers: [1, 2, 1], timeTaken: 180 }))).toBe(200);
  });

  it("lets only staff read attempts; nobody updates or deletes them over the API", async () => {
    const g = s.guest();
    const list = await g.collection("quizAttempts").getList(1, 10);
    expect(list.totalItems).toBe(0);
    const staffList = await s.staff.collection("quizAttempts").getList(1, 10);
    expect(staffList.totalItems).toBeGreaterThan(0);
    const id = staffList.items[0].id;
    expect(await status(g.collection("quizAttempts").getOne(id))).toBe(404);
    expect(await status(s.staff.collection("quizAttempts").update(id, { score: 10 }))).toBe(403);
    expect(await status(s.staff.collection("quizAttempts").delete(id))).toBe(403);
  });
});

describe("statistics", () => {
  it("gives staff attempts, the average score and per question percent correct and the most chosen wrong option", async () => {
    const fresh = await s.staff.collection("quizs").create({
      name: "Stats quiz",
      active: true,
      questions: [
        { text: "A?", options: ["x", "y", "z"], answer: "x", order: 1 },
        { text: "B?", options: ["p", "q", "r"], answer: "r", order: 2 },
      ],
    });
    for (const answers of [
      [0, 1],
      [1, 1],
      [2, 0],
      [0, null],
    ]) {
      await post({ quiz: fresh.id, answers, timeTaken: 30 });
    }
    const stats = await s.staff.send<{
      attempts: number;
      averageScore: number;
      questions: {
        percentCorrect: number;
        correct: number;
        wrong: number;
        skipped: number;
        commonWrong: { option: number; text: string; count: number } | null;
      }[];
    }>(`/api/quiz-stats/${fresh.id}`, {});
    expect(stats.attempts).toBe(4);
    expect(stats.averageScore).toBe(0.5);
    expect(stats.questions[0]).toMatchObject({ correct: 2, wrong: 2, skipped: 0, percentCorrect: 50 });
    // Options 1 and 2 were each chosen once: the lower index wins the tie.
    expect(stats.questions[0].commonWrong).toEqual({ option: 1, text: "y", count: 1 });
    expect(stats.questions[1]).toMatchObject({ correct: 0, wrong: 3, skipped: 1, percentCorrect: 0 });
    expect(stats.questions[1].commonWrong).toEqual({ option: 1, text: "q", count: 2 });
  });

  it("is closed to guests", async () => {
    expect(await status(s.guest().send(`/api/quiz-stats/${quizId}`, {}))).toBe(401);
  });

  it("aggregates thousands of attempts quickly", async () => {
    const batchSize = 250;
    const t0 = Date.now();
    for (let i = 0; i < 1000; i += batchSize) {
      await Promise.all(
        Array.from({ length: batchSize }, (_, j) =>
          post({ quiz: quizId, answers: [(i + j) % 4, (i + j) % 4, (i + j) % 2], timeTaken: 60 }),
        ),
      );
    }
    const created = Date.now() - t0;
    const t1 = Date.now();
    const stats = await s.staff.send<{ attempts: number }>(`/api/quiz-stats/${quizId}`, {});
    const took = Date.now() - t1;
    expect(stats.attempts).toBeGreaterThanOrEqual(1000);
    console.log(`quiz-stats over ${stats.attempts} attempts: ${took} ms (creating them took ${created} ms)`);
    expect(took).toBeLessThan(2000);
  }, 120_000);
});

describe("quiz settings and publishing", () => {
  it("refuses to publish a quiz whose questions have no answer key or fewer than two options, naming them", async () => {
    const f = await failure(
      s.staff.collection("quizs").create({
        name: "Broken",
        active: true,
        questions: [
          { text: "OK?", options: ["a", "b"], answer: "a", order: 1 },
          { text: "No key?", options: ["a", "b"], answer: "N/A", order: 2 },
          { text: "One option?", options: ["a"], answer: "a", order: 3 },
          { text: "Wrong key?", options: ["a", "b"], answer: "c", order: 4 },
        ],
      }),
    );
    expect(f.status).toBe(400);
    expect(f.data.questions.message).toBe(
      "Cannot publish: questions 2 and 4 have no answer key; question 3 has fewer than two options. Fix them or untick Published.",
    );
    // The same questions can be kept as a draft.
    const draft = await s.staff.collection("quizs").create({
      name: "Broken draft",
      active: false,
      questions: [{ text: "No key?", options: ["a", "b"], answer: "N/A", order: 1 }],
    });
    const g = await failure(s.staff.collection("quizs").update(draft.id, { active: true }));
    expect(g.data.questions.message).toMatch(/^Cannot publish: question 1 has no answer key/);
  });

  it.each([[-1], [10000], [1.5]])("refuses a time limit of %s minutes", async (timeLimit) => {
    const f = await failure(s.staff.collection("quizs").update(draftId, { timeLimit }));
    expect(f.status).toBe(400);
    expect(f.data.timeLimit).toBeDefined();
  });

  it("refuses an unknown negative marking", async () => {
    const f = await failure(s.staff.collection("quizs").update(draftId, { negativeMarking: "1/2" }));
    expect(f.data.negativeMarking).toBeDefined();
  });
});

describe("rate limit", () => {
  it("lets one address post at most 10 attempts a minute", async () => {
    // startTestServer switched the limiter off for the other tests: restore the migration's rules.
    const settings = await s.admin.settings.getAll();
    expect(settings.rateLimits.rules).toContainEqual(
      expect.objectContaining({ label: "quizAttempts:create", duration: 60, maxRequests: 10 }),
    );
    await s.admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: true } });
    const g = s.guest();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        status(g.collection("quizAttempts").create({ quiz: quizId, answers: [0, 0, 0], timeTaken: 5 })),
      ),
    );
    expect(results.filter((r) => r === 200).length).toBe(10);
    expect(results.filter((r) => r === 429).length).toBe(90);
  });
});
