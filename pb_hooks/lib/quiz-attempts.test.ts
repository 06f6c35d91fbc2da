// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { gradeAnswers, timeTakenProblem, questionStats } =
  requireHook<typeof import("./quiz-attempts.js")>("lib/quiz-attempts.js");

const questions = [
  { text: "2 + 2?", options: ["3", "4", "5"], answer: "4" },
  { text: "Capital of Punjab?", options: ["Amritsar", "Chandigarh"], answer: "Chandigarh" },
  { text: "Largest river?", options: ["Sutlej", "Beas", "Ravi"], answer: "Sutlej" },
];

describe("gradeAnswers", () => {
  it("marks each answer right, wrong or skipped against the answer key", () => {
    expect(gradeAnswers(questions, [1, 0, null])).toEqual({
      problem: "",
      outcomes: ["c", "w", "s"],
      correct: 1,
      wrong: 1,
      skipped: 1,
    });
    expect(gradeAnswers(questions, [1, 1, 0])).toMatchObject({
      problem: "",
      correct: 3,
      wrong: 0,
      skipped: 0,
    });
  });

  it("needs one answer per question", () => {
    expect(gradeAnswers(questions, [1, 1]).problem).toBe("Send one answer per question (3).");
    expect(gradeAnswers(questions, "1,1,0").problem).toBe("Send one answer per question (3).");
    expect(gradeAnswers(questions, undefined).problem).toBe("Send one answer per question (3).");
  });

  it("refuses an answer that is not one of the question's options", () => {
    for (const bad of [3, -1, 1.5, "1", true]) {
      expect(gradeAnswers(questions, [1, 1, bad]).problem).toBe(
        "The answer to question 3 is not one of its options.",
      );
    }
    expect(gradeAnswers([{ text: "No options" }], [0]).problem).toBe(
      "The answer to question 1 is not one of its options.",
    );
  });
});

describe("timeTakenProblem", () => {
  it("allows the time limit plus two minutes' grace, whole seconds only", () => {
    expect(timeTakenProblem(0, 10)).toBe("");
    expect(timeTakenProblem(720, 10)).toBe("");
    expect(timeTakenProblem(721, 10)).toBe("The time taken must be between 0 and 720 seconds.");
    expect(timeTakenProblem(12.5, 10)).toBe("The time taken must be between 0 and 720 seconds.");
    expect(timeTakenProblem(-1, 10)).toBe("The time taken must be between 0 and 720 seconds.");
    expect(timeTakenProblem(Number.NaN, 10)).toBe("The time taken must be between 0 and 720 seconds.");
  });

  it("allows up to a day when the quiz has no limit", () => {
    expect(timeTakenProblem(86400, 0)).toBe("");
    expect(timeTakenProblem(86401, 0)).toBe("The time taken must be between 0 and 86400 seconds.");
  });
});

describe("questionStats", () => {
  it("counts each question's outcomes, its share right and its most chosen wrong option", () => {
    const stats = questionStats(
      questions,
      [
        { q: 0, correct: 3, wrong: 1, skipped: 0 },
        { q: 1, correct: 1, wrong: 1, skipped: 1 },
      ],
      // Most chosen first per question, as the SQL orders them.
      [
        { q: 0, opt: 2, n: 1 },
        { q: 1, opt: 0, n: 1 },
        { q: 1, opt: 1, n: 0 },
      ],
    );
    expect(stats).toEqual([
      {
        index: 0,
        text: "2 + 2?",
        answer: "4",
        correct: 3,
        wrong: 1,
        skipped: 0,
        percentCorrect: 75,
        commonWrong: { option: 2, text: "5", count: 1 },
      },
      {
        index: 1,
        text: "Capital of Punjab?",
        answer: "Chandigarh",
        correct: 1,
        wrong: 1,
        skipped: 1,
        percentCorrect: 33.3,
        commonWrong: { option: 0, text: "Amritsar", count: 1 },
      },
      // Nobody has answered it yet.
      {
        index: 2,
        text: "Largest river?",
        answer: "Sutlej",
        correct: 0,
        wrong: 0,
        skipped: 0,
        percentCorrect: null,
        commonWrong: null,
      },
    ]);
  });
});
