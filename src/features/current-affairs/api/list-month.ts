import useSWR from "swr";
import { istDayOf, istMonthRange } from "@/lib/ist-date";
import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";
import { CHAIN_SORT, rangeFilter } from "./date-filters";

/** What the month page lists: titles and links, never the stored HTML. */
export type MonthItem = Pick<CurrentAffair, "id" | "name" | "seoURL" | "date">;

export interface MonthDay {
  day: string;
  items: MonthItem[];
}

const MONTH_FIELDS = "id,name,seoURL,date";
const PER_PAGE = 200;
/** 31 days × 30 articles; a month past this shows its first 6,000 and says so. */
const MAX_PAGES = 30;

/** The month's articles (a few bytes each), paged on the server, grouped by IST day, first day first. */
export async function listMonth(
  month: string,
): Promise<{ days: MonthDay[]; total: number; truncated: boolean }> {
  const { expr, params } = rangeFilter(istMonthRange(month));
  const filter = pb.filter(expr, params);
  const items: MonthItem[] = [];
  let truncated = false;
  for (let page = 1; ; page++) {
    const res = await pb.collection("currentAffairs").getList<MonthItem>(page, PER_PAGE, {
      filter,
      sort: CHAIN_SORT,
      fields: MONTH_FIELDS,
      skipTotal: true,
    });
    items.push(...res.items);
    if (res.items.length < PER_PAGE) break;
    if (page === MAX_PAGES) {
      truncated = true;
      break;
    }
  }
  const byDay = new Map<string, MonthItem[]>();
  for (const a of items) {
    const day = istDayOf(a.date);
    byDay.set(day, [...(byDay.get(day) ?? []), a]);
  }
  return { days: [...byDay].map(([day, list]) => ({ day, items: list })), total: items.length, truncated };
}

export function useMonth(month: string) {
  return useSWR(["currentAffairs", "month", month] as const, ([, , m]) => listMonth(m));
}
