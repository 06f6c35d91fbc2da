// A small attempt view for the player's unit tests: two sections of the contract's shape.
import type { MockAttemptView, MockQuestionView } from "../api/mock-attempt-view";

export const question = (id: string, over: Partial<MockQuestionView> = {}): MockQuestionView => ({
  id,
  text: { en: `Q ${id}`, pa: `ਸਵਾਲ ${id}`, hi: "" },
  options: { en: ["a", "b", "c", "d"], pa: ["ੳ", "ਅ", "ੲ", "ਸ"], hi: [] },
  topics: ["Punjab History"],
  ...over,
});

export function attemptView(over: Partial<MockAttemptView> = {}): MockAttemptView {
  return {
    id: "att1",
    test: {
      id: "mt1",
      name: "Mini",
      namePa: "",
      instructions: "",
      instructionsPa: "",
      timeLimit: 0,
      lockedOrder: true,
      ranked: false,
    },
    sections: [
      {
        id: "s1",
        title: "GK",
        titlePa: "ਜੀਕੇ",
        timeLimit: 10,
        qualifying: 0,
        marks: 1,
        negativeMarking: "1/4",
        questions: [question("q1"), question("q2")],
        startedAt: "2026-11-27T10:00:00.000Z",
        deadline: "2026-11-27T10:10:00.000Z",
        endedAt: "",
      },
      {
        id: "s2",
        title: "Reasoning",
        titlePa: "",
        timeLimit: 5,
        qualifying: 0,
        marks: 2,
        negativeMarking: "none",
        questions: [question("q3")],
        startedAt: "",
        deadline: "",
        endedAt: "",
      },
    ],
    current: 0,
    deadline: "",
    answers: {},
    finishedAt: "",
    now: "2026-11-27T10:00:00.000Z",
    ...over,
  };
}
