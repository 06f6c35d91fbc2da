import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "@/types/pocketbase";
import { hasAnswerKey, playableQuestions, scoreQuiz, type Answers } from "./scoring";

const q = (text: string, answer: string, order: number): QuizQuestion => ({
  text,
  options: ["a", "b", "c", "d"],
  answer,
  order,
});

/** Ten questions whose answer is "a" (option 0). */
const ten = playableQuestions(Array.from({ length: 10 }, (_, i) => q(`q${i}`, "a", i + 1)));
/** `c` right, `w` wrong, the rest skipped. */
function answersFor(c: number, w: number): Answers {
  const out: Answers = {};
  for (let i = 0; i < c; i++) out[i] = 0;
  for (let i = c; i < c + w; i++) out[i] = 1;
  return out;
}

describe("scoring", () => {
  it("orders by `order`, drops empty questions and keeps each one's stored index", () => {
    const out = playableQuestions([
      q("two", "a", 2),
      q("one", "a", 1),
      { text: " ", options: ["a"], answer: "a", order: 3 },
    ]);
    expect(out.map((x) => [x.text, x.stored])).toEqual([
      ["one", 1],
      ["two", 0],
    ]);
    expect(playableQuestions(null)).toEqual([]);
  });

  it("shows negative marking of 1/4 as exact arithmetic", () => {
    const s = scoreQuiz(ten, answersFor(7, 2), "1/4");
    expect(s).toMatchObject({ correct: 7, wrong: 2, skipped: 1, total: 10, marks: 6.5, accuracy: 78 });
    expect(s.arithmetic).toBe("7 correct × 1 − 2 wrong × 0.25 = 6.5 / 10");
  });

  it("is floating-point safe: thirds round to 2 decimals and quarters are exact", () => {
    expect(scoreQuiz(ten, answersFor(7, 2), "1/3").marks).toBe(6.33);
    expect(scoreQuiz(ten, answersFor(3, 3), "1/3").marks).toBe(2);
    expect(scoreQuiz(ten, answersFor(1, 9), "1/3").marks).toBe(-2);
    expect(scoreQuiz(ten, answersFor(0, 3), "1/4").marks).toBe(-0.75);
    // 0.1 + 0.2-style drift would show here: 3 − 7 × 0.25 = 1.25 exactly.
    expect(scoreQuiz(ten, answersFor(3, 7), "1/4").arithmetic).toBe(
      "3 correct × 1 − 7 wrong × 0.25 = 1.25 / 10",
    );
    expect(scoreQuiz(ten, answersFor(7, 2), "1/3").arithmetic).toBe(
      "7 correct × 1 − 2 wrong × ⅓ = 6.33 / 10",
    );
  });

  it("takes nothing off without negative marking", () => {
    const s = scoreQuiz(ten, answersFor(7, 2), "none");
    expect(s.marks).toBe(7);
    expect(s.arithmetic).toBe("7 correct × 1 = 7 / 10");
  });

  it("leaves out questions with no answer key", () => {
    const qs = playableQuestions([q("1", "a", 1), q("2", "b", 2), q("3", "N/A", 3)]);
    expect(hasAnswerKey(qs[2])).toBe(false);
    expect(scoreQuiz(qs, { 0: 0, 1: 2, 2: 3 })).toMatchObject({ correct: 1, wrong: 1, skipped: 0, total: 2 });
    expect(scoreQuiz(qs, {}).accuracy).toBe(0);
  });
});
