import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysInMonth,
  formatDay,
  formatMonth,
  istDayOf,
  istDayRange,
  istMonthRange,
  istToday,
  monthDays,
  parseDay,
  parseMonth,
} from "./ist-date";

describe("parseDay", () => {
  it("accepts real calendar days", () => {
    expect(parseDay("2026-11-23")).toBe("2026-11-23");
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    expect(parseDay("2026-12-31")).toBe("2026-12-31");
  });
  it.each([
    "2026-02-30",
    "2026-02-29",
    "2026-04-31",
    "9999-99-99",
    "9999-12-31",
    "1999-12-31",
    "2026-00-10",
    "2026-13-01",
    "2026-11-00",
    "../../etc",
    "..%2F..%2Fetc",
    "2026-11-23 ",
    " 2026-11-23",
    "2026-11-23T00:00",
    "2026-1-3",
    "२०२६-११-२३",
    "",
    "today",
  ])("refuses %j", (bad) => {
    expect(parseDay(bad)).toBeNull();
  });
  it("refuses nothing at all", () => {
    expect(parseDay(undefined)).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
});

describe("parseMonth", () => {
  it("accepts YYYY-MM in range and refuses the rest", () => {
    expect(parseMonth("2026-11")).toBe("2026-11");
    for (const bad of ["2026-13", "2026-00", "9999-99", "2026-1", "2026-11-01", "../x", "1999-12", "2100-01"])
      expect(parseMonth(bad)).toBeNull();
  });
});

describe("IST day boundaries", () => {
  it("a day is [previous day 18:30 UTC, this day 18:30 UTC)", () => {
    expect(istDayRange("2026-11-23")).toEqual({
      start: "2026-11-22 18:30:00.000Z",
      end: "2026-11-23 18:30:00.000Z",
    });
  });
  it("crosses month and year ends", () => {
    expect(istDayRange("2027-01-01")).toEqual({
      start: "2026-12-31 18:30:00.000Z",
      end: "2027-01-01 18:30:00.000Z",
    });
    expect(istMonthRange("2026-12")).toEqual({
      start: "2026-11-30 18:30:00.000Z",
      end: "2026-12-31 18:30:00.000Z",
    });
    expect(istMonthRange("2028-02")).toEqual({
      start: "2028-01-31 18:30:00.000Z",
      end: "2028-02-29 18:30:00.000Z",
    });
  });
  it("puts stored instants on the IST day", () => {
    // A staff-picked date is stored at 00:00 UTC = 05:30 IST the same day.
    expect(istDayOf("2026-11-23 00:00:00.000Z")).toBe("2026-11-23");
    expect(istDayOf("2026-11-22 18:29:59.999Z")).toBe("2026-11-22");
    expect(istDayOf("2026-11-22 18:30:00.000Z")).toBe("2026-11-23");
    expect(istDayOf("2026-11-23T18:29:59Z")).toBe("2026-11-23");
    expect(istDayOf("")).toBe("");
    expect(istDayOf("garbage")).toBe("");
  });
  it("today follows India, not the visitor's clock", () => {
    expect(istToday(new Date("2026-11-23T18:29:00Z"))).toBe("2026-11-23");
    expect(istToday(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
  });
  it("agrees with its own range for every minute around midnight IST", () => {
    const { start, end } = istDayRange("2026-11-23");
    for (let m = -3; m <= 3; m++) {
      const t = new Date(Date.parse("2026-11-22T18:30:00Z") + m * 60_000).toISOString().replace("T", " ");
      expect(istDayOf(t) === "2026-11-23").toBe(t >= start && t < end);
    }
  });
});

describe("calendar arithmetic", () => {
  it("steps days and months across ends", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(daysInMonth("2026-02")).toBe(28);
    expect(daysInMonth("2028-02")).toBe(29);
    expect(monthDays("2026-11")).toHaveLength(30);
    expect(monthDays("2026-11")[0]).toBe("2026-11-01");
  });
  it("formats for people", () => {
    expect(formatDay("2026-11-23")).toBe("Monday, 23 November 2026");
    expect(formatMonth("2026-11")).toBe("November 2026");
  });
});
