import { describe, expect, it } from "vitest";
import { attemptView } from "./fixtures";
import {
  initialState,
  mockReducer,
  paletteStates,
  sectionCounts,
  shownAnswer,
  type MockState,
} from "./mock-state";

const T0 = Date.parse("2026-11-27T10:00:00.000Z");
const start = (): MockState => initialState(attemptView(), T0);

describe("the player's state", () => {
  it("shows a choice at once and keeps it while the save is on its way", () => {
    let s = mockReducer(start(), { type: "choose", question: "q1", option: 2 });
    expect(shownAnswer(s, "q1")).toBe(2);
    expect(s.saves.q1).toEqual({ status: "saving", seq: 1, option: 2 });
    s = mockReducer(s, { type: "saved", question: "q1", seq: 1, answers: { q1: 2 } });
    expect(s.saves).toEqual({});
    expect(shownAnswer(s, "q1")).toBe(2);
  });

  it("ignores the answer to an older save when the student changed their mind meanwhile", () => {
    let s = mockReducer(start(), { type: "choose", question: "q1", option: 0 });
    s = mockReducer(s, { type: "choose", question: "q1", option: 3 });
    s = mockReducer(s, { type: "saved", question: "q1", seq: 1, answers: { q1: 0 } });
    expect(shownAnswer(s, "q1")).toBe(3);
    expect(s.saves.q1?.status).toBe("saving");
    s = mockReducer(s, { type: "saveFailed", question: "q1", seq: 1 });
    expect(s.saves.q1?.status).toBe("saving");
  });

  it("marks a failed save, retries it under a new number, and a choice after a save gets a fresh one", () => {
    let s = mockReducer(start(), { type: "choose", question: "q1", option: 1 });
    s = mockReducer(s, { type: "saveFailed", question: "q1", seq: 1 });
    expect(s.saves.q1).toEqual({ status: "failed", seq: 1, option: 1 });
    expect(shownAnswer(s, "q1")).toBe(1);
    s = mockReducer(s, { type: "retry", question: "q1" });
    expect(s.saves.q1).toEqual({ status: "saving", seq: 2, option: 1 });
    s = mockReducer(s, { type: "saved", question: "q1", seq: 2, answers: { q1: 1 } });
    s = mockReducer(s, { type: "choose", question: "q1", option: null });
    expect(s.saves.q1).toEqual({ status: "saving", seq: 3, option: null });
  });

  it("puts the server's answer back and says why when a save is refused", () => {
    let s = initialState(attemptView({ answers: { q1: 0 } }), T0);
    s = mockReducer(s, { type: "choose", question: "q1", option: 2 });
    s = mockReducer(s, {
      type: "refused",
      question: "q1",
      seq: 1,
      message: "The time for this section is over.",
    });
    expect(shownAnswer(s, "q1")).toBe(0);
    expect(s.notice).toBe("The time for this section is over.");
  });

  it("keeps the clock offset from the server's now, and starts a new section at its first question", () => {
    // The device's clock is 3 minutes behind the server's.
    let s = initialState(attemptView(), T0 - 180_000);
    expect(s.offset).toBe(180_000);
    s = mockReducer(s, { type: "go", index: 1 });
    expect(s.index).toBe(1);
    s = mockReducer(s, { type: "go", index: 9 });
    expect(s.index).toBe(1);
    s = mockReducer(s, {
      type: "loaded",
      view: attemptView({ current: 1, now: "2026-11-27T10:05:00.000Z" }),
      deviceNow: T0,
    });
    expect(s.index).toBe(0);
    expect(s.offset).toBe(300_000);
  });

  it("tells each question's state and counts what is left in a section", () => {
    let s = mockReducer(start(), { type: "choose", question: "q1", option: 0 });
    s = mockReducer(s, { type: "toggleMark", question: "q2" });
    expect(paletteStates(s, 0)).toEqual(["answered", "marked"]);
    s = mockReducer(s, { type: "toggleMark", question: "q1" });
    expect(paletteStates(s, 0)).toEqual(["marked-answered", "marked"]);
    expect(sectionCounts(s, 0)).toEqual({ total: 2, unanswered: 1, marked: 2 });
    expect(sectionCounts(s, 1)).toEqual({ total: 1, unanswered: 1, marked: 0 });
  });

  it("remembers a question's own language", () => {
    const s = mockReducer(start(), { type: "setLang", question: "q1", lang: "en" });
    expect(s.langs).toEqual({ q1: "en" });
  });
});
