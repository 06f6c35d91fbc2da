// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { istDayOf, toPbDate } from "@shared/day-queries-core.cjs";
import { istDays } from "./get-today";

const getList = vi.fn();
vi.mock("@/lib/pocketbase", () => ({
  pb: {
    filter: (expr: string, params: Record<string, unknown>) => `${expr} ${JSON.stringify(params)}`,
    collection: (name: string) => ({ getList: (...args: unknown[]) => getList(name, ...args) }),
  },
}));

describe("istDays", () => {
  it("agrees with day-queries-core.cjs on today and tomorrow's stored start, around midnight in India", () => {
    for (const iso of ["2026-11-24T18:29:59.999Z", "2026-11-24T18:30:00.000Z", "2026-12-31T20:00:00.000Z"]) {
      const now = Date.parse(iso);
      const { today, tomorrowStart } = istDays(now);
      expect(today).toBe(istDayOf(new Date(now)));
      expect(tomorrowStart).toBe(toPbDate(istDayOf(new Date(now + 86_400_000))));
    }
  });
});

describe("getToday", () => {
  beforeEach(() => getList.mockReset());
  const rec = (id: string, date: string) => ({ id, name: id, seoURL: id, date: `${date} 00:00:00.000Z` });

  it("keeps the latest day's articles only, and asks for nothing after today (IST)", async () => {
    getList.mockImplementation(async (name: string) =>
      name === "quizs"
        ? { items: [rec("q", "2026-11-26")] }
        : { items: [rec("a", "2026-11-26"), rec("b", "2026-11-26"), rec("c", "2026-11-25")] },
    );
    const { getToday } = await import("./get-today");
    const today = await getToday(Date.parse("2026-11-27T04:00:00Z"));
    expect(today.day).toBe("2026-11-27");
    expect(today.articles.map((a) => a.id)).toEqual(["a", "b"]);
    expect(today.quiz?.id).toBe("q");
    const [, , , opts] = getList.mock.calls[0] as [string, number, number, { filter: string }];
    expect(opts.filter).toContain('"end":"2026-11-28 00:00:00.000Z"');
  });

  it("is empty when nothing was ever published", async () => {
    getList.mockResolvedValue({ items: [] });
    const { getToday } = await import("./get-today");
    expect(await getToday(Date.parse("2026-11-27T04:00:00Z"))).toEqual({
      day: "2026-11-27",
      articles: [],
      quiz: null,
    });
  });
});
