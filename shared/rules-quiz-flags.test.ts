// The quiz rules shared with the server (rules-core.cjs, loaded by pb_hooks/quizzes.pb.js) for an
// answer key the import flagged: it is stored, checked for shape, and blocks publishing.
import { describe, expect, it } from "vitest";
import { publishProblem, questionListProblem, QUESTION_LIMITS } from "./rules-core.cjs";

const question = (extra: object = {}) => ({
  text: "Q?",
  options: ["A", "C", "D", "E"],
  answer: "E",
  order: 1,
  ...extra,
});

describe("flagged answer keys", () => {
  it("a flag is text within its limit", () => {
    expect(questionListProblem([question({ flag: "Check it." })])).toBeNull();
    expect(questionListProblem([question({ flag: null })])).toBeNull();
    expect(questionListProblem([question({ flag: 3 })])).toBe("Question 1: the flag must be text.");
    expect(questionListProblem([question({ flag: "x".repeat(QUESTION_LIMITS.flag + 1) })])).toBe(
      "Question 1: the flag is longer than 500 characters.",
    );
  });

  it("blocks publishing and names the questions; an empty flag does not", () => {
    expect(publishProblem([question({ flag: "Check it." })])).toBe(
      "Cannot publish: question 1 has an answer key to check. Fix it or untick Published.",
    );
    expect(publishProblem([question({ flag: "" }), question()])).toBeNull();
    expect(
      publishProblem([
        question({ flag: "a" }),
        question({ answer: "N/A", flag: "b" }),
        question({ flag: "c" }),
      ]),
    ).toBe(
      "Cannot publish: question 2 has no answer key; questions 1 and 3 have answer keys to check. Fix them or untick Published.",
    );
  });
});
