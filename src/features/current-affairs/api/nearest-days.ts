import useSWR from "swr";
import { istDayOf } from "@/lib/ist-date";
import { pb } from "@/lib/pocketbase";
import { afterFilter, beforeFilter, type StoredRange } from "./date-filters";

export interface NearestDays {
  /** The latest IST day before the range that has an article, or null. */
  before: string | null;
  /** The first IST day after the range that has an article, or null. */
  after: string | null;
}

async function firstDay(filter: { expr: string; params: Record<string, string | boolean> }, sort: string) {
  const res = await pb.collection("currentAffairs").getList<{ date: string }>(1, 1, {
    filter: pb.filter(filter.expr, filter.params),
    sort,
    fields: "date",
    skipTotal: true,
  });
  return res.items[0] ? istDayOf(res.items[0].date) || null : null;
}

/** Two one-row indexed queries: where to send a visitor from a day (or month) with nothing. */
export async function nearestDays(range: StoredRange): Promise<NearestDays> {
  const [before, after] = await Promise.all([
    firstDay(beforeFilter(range), "-date"),
    firstDay(afterFilter(range), "date"),
  ]);
  return { before, after };
}

/** Asked only when `range` is set (the page found nothing). */
export function useNearestDays(range: StoredRange | null) {
  return useSWR(
    range ? (["currentAffairs", "nearest", range.start, range.end] as const) : null,
    ([, , start, end]) => nearestDays({ start, end }),
  );
}
