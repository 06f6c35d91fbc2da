import useSWR from "swr";
import { pbDayRange } from "@/lib/dates";
import { pb } from "@/lib/pocketbase";

export interface DayQuiz {
  id: string;
  name: string;
}

/** The newest published quiz for a day ("YYYY-MM-DD"), or null. Only id and name are fetched. */
export async function getDayQuiz(day: string): Promise<DayQuiz | null> {
  const { start, end } = pbDayRange(day);
  const res = await pb.collection("quizs").getList<DayQuiz>(1, 1, {
    filter: pb.filter("active = {:a} && date >= {:start} && date < {:end}", { a: true, start, end }),
    sort: "-created",
    fields: "id,name",
    skipTotal: true,
    requestKey: null,
  });
  return res.items[0] ?? null;
}

/** The day ("YYYY-MM-DD") of a record's date, or null when it has none. */
export function dayOfDate(date: string): string | null {
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
}

export function useDayQuiz(day: string | null) {
  return useSWR(day ? (["quizs", "day", day] as const) : null, ([, , d]) => getDayQuiz(d));
}
