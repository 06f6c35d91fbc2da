// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const keys = requireHook<typeof import("./quiz-keys.js")>("lib/quiz-keys.js");

describe("stripKeys", () => {
  it("drops answer, explanation and flag from every question and keeps the rest in order", () => {
    const stored = [
      {
        text: "Capital?",
        options: ["A", "B"],
        answer: "B",
        explanation: "Because.",
        flag: "check",
        order: 1,
      },
      { text: "Two?", options: ["1", "2"], answer: "2", order: 2, extra: { kept: true } },
    ];
    expect(keys.stripKeys(stored)).toEqual([
      { text: "Capital?", options: ["A", "B"], order: 1 },
      { text: "Two?", options: ["1", "2"], order: 2, extra: { kept: true } },
    ]);
    // The stored list is not changed.
    expect(stored[0].answer).toBe("B");
  });

  it("leaves what is not a list of questions as it is", () => {
    expect(keys.stripKeys(null)).toBeNull();
    expect(keys.stripKeys("x")).toBe("x");
    expect(keys.stripKeys([null, 3, ["a"]])).toEqual([null, 3, ["a"]]);
  });
});

describe("reviewOf", () => {
  it("gives the right option's index (null when the key is not an option) and the explanation", () => {
    expect(
      keys.reviewOf([
        { options: ["A", "B", "C"], answer: "C", explanation: "C it is." },
        { options: ["A", "B"], answer: "N/A" },
        { options: ["A", "B"], answer: 1, explanation: 5 },
        null,
      ]),
    ).toEqual({ keys: [2, null, null, null], explanations: ["C it is.", "", "", ""] });
    expect(keys.reviewOf("junk")).toEqual({ keys: [], explanations: [] });
  });
});

describe("isStaff", () => {
  type Auth = Parameters<typeof keys.isStaff>[0];
  const rec = (name: string, superuser = false) =>
    ({ isSuperuser: () => superuser, collection: () => ({ name }) }) as unknown as Auth;
  it("is true for users and superusers only", () => {
    expect(keys.isStaff(rec("users"))).toBe(true);
    expect(keys.isStaff(rec("_superusers", true))).toBe(true);
    expect(keys.isStaff(rec("students"))).toBe(false);
    expect(keys.isStaff(null)).toBe(false);
    expect(keys.isStaff(undefined)).toBe(false);
  });
});

describe("mayCarryQuestions", () => {
  it("is false only for a fields list that cannot include the questions", () => {
    expect(keys.mayCarryQuestions(undefined)).toBe(true);
    expect(keys.mayCarryQuestions("")).toBe(true);
    expect(keys.mayCarryQuestions("id,name,questions")).toBe(true);
    expect(keys.mayCarryQuestions("*")).toBe(true);
    expect(keys.mayCarryQuestions("id,expand.quiz.questions")).toBe(true);
    expect(keys.mayCarryQuestions("expand.quiz.*")).toBe(true);
    expect(keys.mayCarryQuestions("questions:excerpt(20)")).toBe(true);
    expect(keys.mayCarryQuestions("id,collectionId,collectionName,name,desc,created,date,timeLimit")).toBe(
      false,
    );
  });
});
