import { describe, expect, it } from "vitest";
import { attemptView } from "./fixtures";
import { marks, sectionArithmetic, weakTopics } from "./result-maths";

const row = (correct: number, wrong: number, score: number, total: number) => ({
  id: "s1",
  correct,
  wrong,
  skipped: 0,
  score,
  total,
  qualified: null,
  seconds: 60,
});

describe("the result's arithmetic", () => {
  it("shows negative marking as the student checks it by hand", () => {
    const [gk, reasoning] = attemptView().sections;
    expect(sectionArithmetic({ ...gk!, marks: 1, negativeMarking: "1/4" }, row(27, 3, 26.25, 30))).toBe(
      "27 correct × 1 − 3 wrong × 0.25 = 26.25 / 30",
    );
    expect(sectionArithmetic({ ...gk!, marks: 1, negativeMarking: "1/3" }, row(10, 3, 9, 15))).toBe(
      "10 correct × 1 − 3 wrong × 0.33 = 9 / 15",
    );
    expect(sectionArithmetic(reasoning!, row(4, 1, 8, 10))).toBe("4 correct × 2 = 8 / 10");
  });

  it("prints marks with at most two decimals", () => {
    expect(marks(26.25)).toBe("26.25");
    expect(marks(1 / 3)).toBe("0.33");
    expect(marks(30)).toBe("30");
  });

  it("names topics under 60 % as weak", () => {
    const topics = [
      { topic: "Punjab Geography", correct: 2, answered: 5, percent: 40 },
      { topic: "Reasoning", correct: 3, answered: 5, percent: 60 },
    ];
    expect(weakTopics({ sections: [], topics, total: 10 }).map((x) => x.topic)).toEqual(["Punjab Geography"]);
  });
});
