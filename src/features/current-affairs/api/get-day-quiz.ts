import useSWR from "swr";
import { dayQuizQuery } from "@shared/day-queries-core.cjs";
import { pb } from "@/lib/pocketbase";
import { useStaffPreview } from "@/lib/preview";

export interface DayQuiz {
  id: string;
  name: string;
}

/** The newest published quiz for a day ("YYYY-MM-DD"), or null. Only id and name are fetched. */
export async function getDayQuiz(day: string): Promise<DayQuiz | null> {
  const q = dayQuizQuery(day);
  const res = await pb.collection("quizs").getList<DayQuiz>(1, q.limit, {
    filter: pb.filter(q.expr, q.params),
    sort: q.sort,
    fields: q.fields,
    skipTotal: true,
    requestKey: null,
  });
  return res.items[0] ?? null;
}

/** The day ("YYYY-MM-DD") of a record's date, or null when it has none. */
export { dayOfDate } from "@shared/day-queries-core.cjs";

/**
 * The day's quiz. The server's first response embeds it for visitors (the key ends in `false`);
 * signed-in staff, whom the rules also show scheduled quizzes, ask for their own (`true`).
 */
export function useDayQuiz(day: string | null) {
  const preview = useStaffPreview();
  return useSWR(day ? (["quizs", "day", day, preview] as const) : null, ([, , d]) => getDayQuiz(d));
}
