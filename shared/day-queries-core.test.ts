import { describe, expect, it } from "vitest";
import {
  IST_OFFSET_MS,
  istClock,
  istDayOfMs,
  dayOfDate,
  dayQuizQuery,
  neighbourQueries,
  pbDayRange,
} from "./day-queries-core.cjs";

describe("the article page's queries (shared with the server's first response)", () => {
  it("the day's quiz: that calendar day as a date field stores it, newest first, one", () => {
    expect(dayOfDate("2026-11-23 00:00:00.000Z")).toBe("2026-11-23");
    expect(dayOfDate("")).toBeNull();
    expect(pbDayRange("2026-12-31")).toEqual({
      start: "2026-12-31 00:00:00.000Z",
      end: "2027-01-01 00:00:00.000Z",
    });
    expect(dayQuizQuery("2026-11-23")).toEqual({
      expr: "active = {:a} && date >= {:start} && date < {:end}",
      params: { a: true, start: "2026-11-23 00:00:00.000Z", end: "2026-11-24 00:00:00.000Z" },
      sort: "-created",
      limit: 1,
      fields: "id,name",
    });
  });

  it("the neighbours: previous and next in chain order, five others of the same IST day", () => {
    const p = { id: "abc", date: "2026-11-23 20:00:00.000Z", created: "2026-11-23 05:00:00.000Z" };
    const q = neighbourQueries(p)!;
    expect(q.previous).toMatchObject({ sort: "-date,-created,-id", limit: 1, fields: "id,name,seoURL,date" });
    expect(q.previous.expr).toContain("date < {:date}");
    expect(q.next).toMatchObject({ sort: "date,created,id", limit: 1 });
    expect(q.next.expr).toContain("date > {:date}");
    // 20:00 UTC is 01:30 on the 24th in India: that IST day's stored range.
    expect(q.sameDay).toMatchObject({
      sort: "date,created,id",
      limit: 5,
      params: {
        active: true,
        start: "2026-11-23 18:30:00.000Z",
        end: "2026-11-24 18:30:00.000Z",
        exclude: "abc",
      },
    });
    expect(neighbourQueries({ ...p, date: "not a date" })).toBeNull();
  });
});

describe("IST arithmetic", () => {
  it("reads an instant on India's clock (UTC+05:30) and gives its day", () => {
    const ms = Date.parse("2026-11-23T18:29:59.999Z");
    expect(istClock(ms).toISOString()).toBe("2026-11-23T23:59:59.999Z");
    expect(istDayOfMs(ms)).toBe("2026-11-23");
    expect(istDayOfMs(ms + 1)).toBe("2026-11-24");
    expect(IST_OFFSET_MS).toBe(330 * 60_000);
  });
});
