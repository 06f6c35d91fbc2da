import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "@/types/pocketbase";
import { hasAnswerKey, playableQuestions, scoreQuiz } from "./scoring";

const q = (text: string, answer: string, order: number): QuizQuestion => ({
  text,
  options: ["a", "b", "c", "d"],
  answer,
  order,
});

describe("scoring", () => {
  it("orders by `order` and drops empty questions", () => {
    const out = playableQuestions([
      q("two", "a", 2),
      q("one", "a", 1),
      { text: " ", options: ["a"], answer: "a", order: 3 },
    ]);
    expect(out.map((x) => x.text)).toEqual(["one", "two"]);
    expect(playableQuestions(null)).toEqual([]);
  });

  it("counts correct answers among questions with an answer key", () => {
    const qs = [q("1", "a", 1), q("2", "b", 2), q("3", "N/A", 3)];
    expect(hasAnswerKey(qs[2])).toBe(false);
    expect(scoreQuiz(qs, ["a", "c", "d"])).toEqual({ correct: 1, total: 2, unanswered: 0 });
    expect(scoreQuiz(qs, [undefined, "b", undefined])).toEqual({ correct: 1, total: 2, unanswered: 2 });
  });
});
