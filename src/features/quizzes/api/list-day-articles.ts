import useSWR from "swr";
import { pbDayRange } from "@/lib/dates";
import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";

export type DayArticle = Pick<CurrentAffair, "id" | "name" | "seoURL">;

/** The published articles of a quiz's day ("YYYY-MM-DD"), for links back from the result. */
export async function listDayArticles(day: string): Promise<DayArticle[]> {
  const { start, end } = pbDayRange(day);
  const res = await pb.collection("currentAffairs").getList<DayArticle>(1, 20, {
    filter: pb.filter("active = {:a} && date >= {:start} && date < {:end}", { a: true, start, end }),
    sort: "-date",
    fields: "id,name,seoURL",
    skipTotal: true,
    requestKey: null,
  });
  return res.items;
}

export function useDayArticles(day: string | null) {
  return useSWR(day ? (["currentAffairs", "quiz-day", day] as const) : null, ([, , d]) => listDayArticles(d));
}
