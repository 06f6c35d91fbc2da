// A flagged answer key (an import that could not read the key for certain) is kept on a draft and
// refused on publish by the server too (pb_hooks/quizzes.pb.js with the shared rule in
// shared/rules-core.cjs), whoever sends it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { startTestServer, type TestServer } from "./support/server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.stop());

const FLAG =
  'The answer "D" could be option D ("U") or the option whose text is "D"; option D was chosen. Check it.';
const flagged = [
  { text: "Next letter: Z, X, V?", options: ["A", "T", "D", "U"], answer: "U", order: 1, flag: FLAG },
  { text: "Capital of Punjab?", options: ["Chandigarh", "Ludhiana"], answer: "Chandigarh", order: 2 },
];

describe("flagged answer keys on the server", () => {
  it("keeps the flag on a draft and refuses to publish it, naming the question", async () => {
    const draft = await s.staff.collection("quizs").create({ name: "Flagged draft", questions: flagged });
    expect(draft.questions[0].flag).toBe(FLAG);
    let err: unknown;
    try {
      await s.staff.collection("quizs").update(draft.id, { active: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ClientResponseError);
    const res = err as ClientResponseError;
    expect(res.status).toBe(400);
    expect((res.response.data as { questions?: { message?: string } }).questions?.message).toBe(
      "Cannot publish: question 1 has an answer key to check. Fix it or untick Published.",
    );
  });

  it("publishes once the flag is gone (staff edited the question)", async () => {
    const checked = flagged.map((q) => ({ ...q, flag: undefined }));
    const quiz = await s.staff
      .collection("quizs")
      .create({ name: "Checked", active: true, questions: checked });
    expect(quiz.active).toBe(true);
  });

  it("refuses a flag that is not text", async () => {
    const bad = [{ ...flagged[1], flag: 42 }];
    await expect(
      s.staff.collection("quizs").create({ name: "Bad flag", questions: bad }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Question 1: the flag must be text.",
    });
  });
});
