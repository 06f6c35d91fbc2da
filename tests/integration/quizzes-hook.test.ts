// pb_hooks/quizzes.pb.js: the shape of quizs.questions is checked on the server, with a clear
// 400 and a field error on `questions`, for create and update alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.stop());

const good = (n = 1) =>
  Array.from({ length: n }, (_, i) => ({
    text: `Q${i}?`,
    options: ["a", "b", "c", "d"],
    answer: "a",
    order: i + 1,
  }));

async function rejection(p: Promise<unknown>): Promise<{ status: number; message: string; field?: string }> {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    const data = err.response.data as { questions?: { message?: string } };
    return { status: err.status, message: err.message, field: data.questions?.message };
  }
  throw new Error("expected the request to fail");
}

describe("quizs.questions validation hook", () => {
  it("accepts well-formed questions, an empty list and null", async () => {
    const a = await s.staff.collection("quizs").create({ name: "Good", active: true, questions: good(3) });
    expect(a.questions).toHaveLength(3);
    await s.staff.collection("quizs").create({ name: "Empty", questions: [] });
    await s.staff.collection("quizs").create({ name: "None" });
    const withExplanation = good(1).map((q) => ({ ...q, explanation: "Because." }));
    await s.staff.collection("quizs").update(a.id, { questions: withExplanation });
  });

  it.each([
    ["a non-array", { text: "x" }, "Questions must be a list."],
    ["more than 1000 questions", good(1001), "A quiz can have at most 1000 questions (this one has 1001)."],
    [
      "more than 4 options",
      [{ ...good(1)[0], options: ["1", "2", "3", "4", "5"] }],
      "Question 1 has more than 4 options.",
    ],
    [
      "an over-long option",
      [{ ...good(1)[0], options: ["x".repeat(501)] }],
      "Question 1: an option is longer than 500 characters.",
    ],
    [
      "an over-long text",
      [good(1)[0], { ...good(1)[0], text: "x".repeat(2001) }],
      "Question 2: the text is longer than 2000 characters.",
    ],
    ["a missing answer", [{ text: "Q?", options: ["a"] }], 'Question 1 needs an answer ("N/A" when none).'],
    ["a non-text option", [{ ...good(1)[0], options: [1, 2] }], "Question 1: every option must be text."],
    ["an empty question", [{ ...good(1)[0], text: "  " }], "Question 1 needs its text."],
    [
      "an over-long explanation",
      [{ ...good(1)[0], explanation: "x".repeat(2001) }],
      "Question 1: the explanation is longer than 2000 characters.",
    ],
  ])("rejects %s on create with a clear 400", async (_name, questions, message) => {
    const r = await rejection(s.staff.collection("quizs").create({ name: "Bad", questions }));
    expect(r).toEqual({ status: 400, message, field: message });
  });

  it("rejects bad questions on update and keeps the stored ones", async () => {
    const q = await s.staff.collection("quizs").create({ name: "Keep", questions: good(2) });
    const r = await rejection(s.staff.collection("quizs").update(q.id, { questions: "not a list" }));
    expect(r.status).toBe(400);
    expect((await s.staff.collection("quizs").getOne(q.id)).questions).toHaveLength(2);
  });

  it("applies to superusers too", async () => {
    const r = await rejection(s.admin.collection("quizs").create({ name: "Bad", questions: { a: 1 } }));
    expect(r.status).toBe(400);
  });
});
