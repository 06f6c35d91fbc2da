import { describe, expect, it } from "vitest";
import { dateLabel, istDayKey, pbDayRange, todayIst } from "./dates";

describe("dateLabel", () => {
  // 22 Nov 2026, 00:10 in India is still 21 Nov in UTC.
  const justAfterMidnightIst = new Date("2026-11-21T18:40:00Z");

  it("says Today for the same day in India, even when UTC is still on the day before", () => {
    expect(dateLabel("2026-11-22 00:00:00.000Z", justAfterMidnightIst)).toBe("Today");
  });

  it("says Yesterday for the previous Indian day", () => {
    expect(dateLabel("2026-11-21 00:00:00.000Z", justAfterMidnightIst)).toBe("Yesterday");
  });

  it("crosses midnight IST: one minute before midnight the same record is Yesterday's tomorrow", () => {
    const beforeMidnightIst = new Date("2026-11-21T18:29:00Z"); // 23:59 IST on 21 Nov
    expect(dateLabel("2026-11-21 00:00:00.000Z", beforeMidnightIst)).toBe("Today");
    expect(dateLabel("2026-11-21 00:00:00.000Z", justAfterMidnightIst)).toBe("Yesterday");
  });

  it("formats older dates as short month, day, year", () => {
    expect(dateLabel("2026-11-03 00:00:00.000Z", justAfterMidnightIst)).toBe("Nov 3, 2026");
  });

  it("uses the India locale day-month-year in the admin style", () => {
    expect(dateLabel("2026-11-03 00:00:00.000Z", justAfterMidnightIst, "india")).toBe("3/11/2026");
  });

  it("returns an empty label for an empty or invalid date", () => {
    expect(dateLabel("", justAfterMidnightIst)).toBe("");
    expect(dateLabel("not a date", justAfterMidnightIst)).toBe("");
  });
});

describe("day helpers", () => {
  it("keys an instant by its Indian calendar day", () => {
    expect(istDayKey(new Date("2026-11-21T18:31:00Z"))).toBe("2026-11-22");
    expect(todayIst(new Date("2026-11-21T18:29:00Z"))).toBe("2026-11-21");
  });

  it("gives the stored range of one calendar day", () => {
    expect(pbDayRange("2026-12-31")).toEqual({
      start: "2026-12-31 00:00:00.000Z",
      end: "2027-01-01 00:00:00.000Z",
    });
  });
});
