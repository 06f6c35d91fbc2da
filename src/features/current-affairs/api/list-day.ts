import useSWRInfinite from "swr/infinite";
import { istDayRange } from "@/lib/ist-date";
import { pb } from "@/lib/pocketbase";
import { CHAIN_SORT, rangeFilter } from "./date-filters";
import { ARTICLE_CARD_FIELDS, ARTICLES_PER_PAGE } from "@shared/lists-core.cjs";
import { articlePages, type ArticlePage, type ArticlePages } from "./list-current-affairs";

/** One page of a day's articles (IST), in the order they were published that day. */
export async function listDay(day: string, page: number): Promise<ArticlePage> {
  const { expr, params } = rangeFilter(istDayRange(day));
  const res = await pb
    .collection("currentAffairs")
    .getList<ArticlePage["items"][number]>(page, ARTICLES_PER_PAGE, {
      filter: pb.filter(expr, params),
      sort: CHAIN_SORT,
      expand: "tags",
      fields: ARTICLE_CARD_FIELDS,
      skipTotal: true,
    });
  return { items: res.items, hasMore: res.items.length === ARTICLES_PER_PAGE };
}

type DayKey = readonly ["currentAffairs", "day", string, number];

/** A day's articles with 'Load more' (a day rarely fills one page). */
export function useDayArticles(day: string): ArticlePages {
  const swr = useSWRInfinite(
    (index: number, previous: ArticlePage | null): DayKey | null =>
      previous && !previous.hasMore ? null : ["currentAffairs", "day", day, index + 1],
    ([, , d, page]: DayKey) => listDay(d, page),
    { revalidateFirstPage: false },
  );
  return articlePages(swr, false);
}
