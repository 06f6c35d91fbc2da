// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { istDay, addDays, istDayStart, streakOf, firstReview, nextReview, INTERVALS } =
  requireHook<typeof import("./study.js")>("lib/study.js");

describe("IST days", () => {
  it("turns at 18:30 UTC (midnight in India), across months and years", () => {
    expect(istDay(Date.parse("2026-11-24T18:29:59.999Z"))).toBe("2026-11-24");
    expect(istDay(Date.parse("2026-11-24T18:30:00.000Z"))).toBe("2026-11-25");
    expect(istDay(Date.parse("2026-12-31T18:30:00.000Z"))).toBe("2027-01-01");
    expect(istDay(Date.parse("2028-02-28T20:00:00.000Z"))).toBe("2028-02-29");
  });
  it("adds and subtracts calendar days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-11-27", 7)).toBe("2026-12-04");
  });
  it("gives the stored instant of an IST day's start", () => {
    expect(istDayStart("2026-11-25")).toBe("2026-11-24 18:30:00.000Z");
    expect(istDayStart("2027-01-01")).toBe("2026-12-31 18:30:00.000Z");
  });
});

describe("streakOf", () => {
  it("counts the days in a row ending today", () => {
    expect(streakOf(["2026-11-25", "2026-11-26", "2026-11-27"], "2026-11-27")).toEqual({
      streak: 3,
      today: true,
      open: false,
    });
  });
  it("keeps yesterday's streak alive, open, while today has nothing yet", () => {
    expect(
      streakOf(["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"], "2026-11-27"),
    ).toEqual({ streak: 5, today: false, open: true });
  });
  it("is 0 after a missed day, and a gap ends the count", () => {
    expect(streakOf(["2026-11-24", "2026-11-25"], "2026-11-27")).toEqual({
      streak: 0,
      today: false,
      open: false,
    });
    expect(streakOf(["2026-11-20", "2026-11-26", "2026-11-27"], "2026-11-27").streak).toBe(2);
    expect(streakOf([], "2026-11-27")).toEqual({ streak: 0, today: false, open: false });
  });
  it("follows the clock: the same days a day later", () => {
    const days = ["2026-11-26", "2026-11-27"];
    const now = Date.parse("2026-11-27T10:00:00Z");
    expect(streakOf(days, istDay(now))).toMatchObject({ streak: 2, today: true });
    expect(streakOf(days, istDay(now + 86400000))).toMatchObject({ streak: 2, today: false, open: true });
    expect(streakOf(days, istDay(now + 2 * 86400000))).toMatchObject({ streak: 0, open: false });
  });
  it("counts across a month and a year, and ignores repeats", () => {
    expect(streakOf(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-01"], "2027-01-01").streak).toBe(3);
  });
});

describe("the revision schedule", () => {
  it("brings a new question back tomorrow", () => {
    expect(firstReview("2026-11-27")).toEqual({ step: 0, rightCount: 0, done: false, dueDay: "2026-11-28" });
  });
  it("waits 1, 3 and 7 days, then 7 again", () => {
    expect(INTERVALS).toEqual([1, 3, 7]);
    let item = firstReview("2026-11-27");
    const dues = [item.dueDay];
    for (const day of ["2026-11-28", "2026-12-01", "2026-12-08"]) {
      item = nextReview(item, false, day);
      dues.push(item.dueDay);
    }
    expect(dues).toEqual(["2026-11-28", "2026-12-01", "2026-12-08", "2026-12-15"]);
  });
  it("is done after two right answers in a row; a wrong one starts the count again", () => {
    const first = firstReview("2026-11-27");
    const right1 = nextReview(first, true, "2026-11-28");
    expect(right1).toEqual({ step: 1, rightCount: 1, done: false, dueDay: "2026-12-01" });
    const wrong = nextReview(right1, false, "2026-12-01");
    expect(wrong).toEqual({ step: 2, rightCount: 0, done: false, dueDay: "2026-12-08" });
    const right2 = nextReview(wrong, true, "2026-12-08");
    expect(right2.done).toBe(false);
    const right3 = nextReview(right2, true, "2026-12-15");
    expect(right3).toEqual({ step: 2, rightCount: 2, done: true, dueDay: "" });
    expect(nextReview(right1, true, "2026-12-01")).toEqual({
      step: 2,
      rightCount: 2,
      done: true,
      dueDay: "",
    });
  });
});
