import useSWR from "swr";
import { pb } from "@/lib/pocketbase";

export interface TodayLink {
  id: string;
  name: string;
  /** Articles only. */
  seoURL?: string;
  /** "YYYY-MM-DD 00:00:00.000Z": the IST day it is for. */
  date: string;
}

export interface Today {
  /** Today in India, "YYYY-MM-DD", as the server saw it when it rendered the page. */
  day: string;
  /** The articles of the latest day with any, today or before (newest first). */
  articles: TodayLink[];
  /** The latest day's quiz, today or before. */
  quiz: TodayLink | null;
}

/**
 * Today in India ("YYYY-MM-DD") and the day after, as a date field stores it. The same arithmetic
 * as shared/day-queries-core.cjs (istDayOf, toPbDate; a unit test holds them together), written
 * out here because that module would cost the home page ~1 KB of its JavaScript budget.
 */
export function istDays(now: number): { today: string; tomorrowStart: string } {
  const ist = now + 19_800_000;
  return {
    today: new Date(ist).toISOString().slice(0, 10),
    tomorrowStart: `${new Date(ist + 86_400_000).toISOString().slice(0, 10)} 00:00:00.000Z`,
  };
}

/** The day ("YYYY-MM-DD") of a stored date. */
export const dayOf = (date: string) => date.slice(0, 10);

/**
 * The home page's Today block: today's articles and quiz, or the latest day's when staff have not
 * published today yet. Two small reads (up to 8 titles and one quiz), made by the server for the
 * first response.
 */
export async function getToday(now = Date.now()): Promise<Today> {
  const { today, tomorrowStart } = istDays(now);
  const opts = {
    filter: pb.filter("active = {:a} && date != '' && date < {:end}", { a: true, end: tomorrowStart }),
    sort: "-date,-created",
    skipTotal: true,
    requestKey: null,
  };
  const [articles, quizzes] = await Promise.all([
    pb.collection("currentAffairs").getList<TodayLink>(1, 8, { ...opts, fields: "id,name,seoURL,date" }),
    pb.collection("quizs").getList<TodayLink>(1, 1, { ...opts, fields: "id,name,date" }),
  ]);
  const latest = articles.items[0];
  return {
    day: today,
    articles: latest ? articles.items.filter((a) => dayOf(a.date) === dayOf(latest.date)) : [],
    quiz: quizzes.items[0] ?? null,
  };
}

/**
 * The key ends without the day: the browser keeps the day the server rendered (no mismatch). The
 * block's code loads at the first touch, after the page is on screen: it shows what the page came
 * with and does not fetch it again then (a list that grew under the reader's finger would push
 * the banner and everything below it down; e2e/layout-shift.spec.ts saw it).
 */
export function useToday() {
  return useSWR(["currentAffairs", "home-today"] as const, () => getToday(), { revalidateIfStale: false });
}
