import { afterEach, describe, expect, it } from "vitest";
import {
  addToHistory,
  clearProgress,
  loadHistory,
  loadProgress,
  newProgress,
  saveProgress,
  shuffledOrder,
} from "./progress";

afterEach(() => localStorage.clear());

describe("progress kept on the device", () => {
  it("stores the deadline as an absolute time and restores answers and marks", () => {
    const p = newProgress(1_000_000, 15, 42);
    expect(p.deadline).toBe(1_000_000 + 15 * 60_000);
    expect(newProgress(5, 0, 1).deadline).toBeNull();
    saveProgress("quiz1", "u1", { ...p, answers: { 0: 2, 3: 1 }, marked: [3] });
    expect(loadProgress("quiz1", "u1")).toMatchObject({ seed: 42, answers: { 0: 2, 3: 1 }, marked: [3] });
    clearProgress("quiz1", "u1");
    expect(loadProgress("quiz1", "u1")).toBeNull();
  });

  it("drops progress on a quiz that staff have since edited", () => {
    saveProgress("quiz1", "old", newProgress(1, 0, 1));
    saveProgress("quiz1", "new", newProgress(2, 0, 2));
    expect(loadProgress("quiz1", "old")).toBeNull();
    expect(loadProgress("quiz1", "new")?.seed).toBe(2);
  });

  it("ignores damaged storage", () => {
    localStorage.setItem("quiz-progress:q:u", "{not json");
    expect(loadProgress("q", "u")).toBeNull();
    localStorage.setItem("quiz-history:q", '"x"');
    expect(loadHistory("q")).toEqual([]);
  });

  it("keeps the newest 20 attempts, newest first", () => {
    for (let i = 0; i < 25; i++) {
      addToHistory("q", { at: i, marks: i, total: 30, correct: i, wrong: 0, skipped: 0, seconds: 1 });
    }
    const h = loadHistory("q");
    expect(h).toHaveLength(20);
    expect(h[0].at).toBe(24);
  });
});

describe("shuffledOrder", () => {
  it("is a stable permutation for a seed, and the identity when off", () => {
    const a = shuffledOrder(10, 123, true);
    expect(shuffledOrder(10, 123, true)).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(a).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(shuffledOrder(10, 124, true)).not.toEqual(a);
    expect(shuffledOrder(4, 123, false)).toEqual([0, 1, 2, 3]);
  });
});
