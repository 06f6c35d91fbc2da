import { describe, expect, it } from "vitest";
import { afterFilter, beforeFilter, neighbourFilter, rangeFilter, sameDayFilter } from "./date-filters";

const range = { start: "2026-11-22 18:30:00.000Z", end: "2026-11-23 18:30:00.000Z" };

describe("by-date filters", () => {
  it("binds the range as parameters, active articles only", () => {
    expect(rangeFilter(range)).toEqual({
      expr: "active = {:active} && date >= {:start} && date < {:end}",
      params: { active: true, ...range },
    });
    expect(beforeFilter(range).params).toEqual({ active: true, start: range.start });
    expect(afterFilter(range).params).toEqual({ active: true, end: range.end });
  });

  it("orders the neighbour chain by date, then created, then id", () => {
    const p = { id: "abc", date: "2026-11-23 00:00:00.000Z", created: "2026-11-23 05:00:00.000Z" };
    const older = neighbourFilter(p, "older");
    expect(older.expr).toContain("date < {:date}");
    expect(older.expr).toContain("created < {:created}");
    expect(older.expr).toContain("id < {:id}");
    expect(older.params).toEqual({ active: true, ...p });
    const newer = neighbourFilter(p, "newer");
    expect(newer.expr).toContain("date > {:date}");
    expect(newer.expr).not.toContain("<");
  });

  it("leaves the article itself out of 'more from this day'", () => {
    expect(sameDayFilter(range, "x1")).toEqual({
      expr: "active = {:active} && date >= {:start} && date < {:end} && id != {:exclude}",
      params: { active: true, ...range, exclude: "x1" },
    });
  });
});
