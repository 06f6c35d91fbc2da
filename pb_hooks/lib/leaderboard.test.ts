// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

(globalThis as { DynamicModel?: unknown }).DynamicModel ??= class {};
(globalThis as { arrayOf?: unknown }).arrayOf ??= () => [];
const board = requireHook<typeof import("./leaderboard.js")>("lib/leaderboard.js");

describe("publicName", () => {
  it("shows the display name only when the student opted in and staff did not hide it", () => {
    expect(board.publicName("  Aman  ", true, false)).toBe("Aman");
    expect(board.publicName("Aman", false, false)).toBe("Student");
    expect(board.publicName("Aman", true, true)).toBe("Student");
    expect(board.publicName("   ", true, false)).toBe("Student");
  });
});

describe("percentileOf", () => {
  it("is the whole share of all the takers beaten, rounded down", () => {
    expect(board.percentileOf(1, 10)).toBe(90);
    expect(board.percentileOf(3, 10)).toBe(70);
    expect(board.percentileOf(10, 10)).toBe(0);
    expect(board.percentileOf(1, 2)).toBe(50);
    // "better than 72 % of 1,204 takers"
    expect(board.percentileOf(338, 1204)).toBe(71);
    expect(board.percentileOf(337, 1204)).toBe(72);
  });

  it("is 0 for the only taker (the page says 'the only taker so far')", () => {
    expect(board.percentileOf(1, 1)).toBe(0);
  });
});

describe("cutoffPosition", () => {
  it("is the last position of the top 30 % (rounded up, at least 1), 0 with no takers", () => {
    expect(board.cutoffPosition(0)).toBe(0);
    expect(board.cutoffPosition(1)).toBe(1);
    expect(board.cutoffPosition(3)).toBe(1);
    expect(board.cutoffPosition(4)).toBe(2);
    expect(board.cutoffPosition(10)).toBe(3);
    expect(board.cutoffPosition(1204)).toBe(362);
    expect(board.cutoffPosition(10000)).toBe(3000);
  });
});

describe("takersCsvRows", () => {
  it("gives one row per taker with the score from hundredths", () => {
    expect(
      board.takersCsvRows([
        {
          position: 1,
          name: "Aman",
          email: "a@example.com",
          score100: 167,
          correct: 2,
          wrong: 1,
          skipped: 0,
          timeTaken: 40,
          created: "2026-11-27 10:00:00.000Z",
        },
      ]),
    ).toEqual([[1, "Aman", "a@example.com", 1.67, 2, 1, 0, 40, "2026-11-27 10:00:00.000Z"]]);
    expect(board.TAKERS_CSV_HEADER).toHaveLength(9);
  });
});
