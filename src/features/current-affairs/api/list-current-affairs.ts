import useSWRInfinite, { type SWRInfiniteResponse } from "swr/infinite";
import { ARTICLE_CARD_FIELDS, ARTICLES_PER_PAGE } from "@shared/lists-core.cjs";
import { pb } from "@/lib/pocketbase";
import type { CATag, CurrentAffair } from "@/types/pocketbase";
import { normaliseListQuery } from "../url-state";
import { buildListFilter, type ListQuery } from "./list-filter";
import { searchCurrentAffairs } from "./search-current-affairs";

export type CardTag = Pick<CATag, "id" | "name"> & Partial<Pick<CATag, "namePa">>;
export type ArticleCard = Pick<CurrentAffair, "id" | "name" | "date" | "desc" | "seoURL" | "created"> & {
  expand?: { tags?: CardTag[] };
  /** Search results only: the matching text as HTML with <mark> (api/search-current-affairs.ts). */
  snippet?: string;
};

export interface ArticlePage {
  items: ArticleCard[];
  /** skipTotal means no count: a full page suggests there may be more. */
  hasMore: boolean;
}

/** One page, newest first (by the article's date, then creation time). */
export async function listCurrentAffairs(query: ListQuery, page: number): Promise<ArticlePage> {
  const { expr, params } = buildListFilter(query);
  const res = await pb.collection("currentAffairs").getList<ArticleCard>(page, ARTICLES_PER_PAGE, {
    filter: pb.filter(expr, params),
    sort: "-date,-created",
    expand: "tags",
    fields: ARTICLE_CARD_FIELDS,
    // The total count makes a tag-filtered page ~8x slower at 10,000 articles; 'Load more' needs none.
    skipTotal: true,
  });
  return { items: res.items, hasMore: res.items.length === ARTICLES_PER_PAGE };
}

type PageKey = readonly ["currentAffairs", "list", ListQuery, number];

export interface ArticlePages {
  items: ArticleCard[];
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
  reload: () => void;
}

/**
 * The state of a 'Load more' list of article pages from its SWR infinite response; with
 * `dropRepeats`, an article seen on an earlier page is not listed again (a new article published
 * between two page loads shifts the offsets).
 */
export function articlePages(swr: SWRInfiniteResponse<ArticlePage>, dropRepeats: boolean): ArticlePages {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = swr;
  const pages = data ?? [];
  const seen = new Set<string>();
  const all = pages.flatMap((p) => p.items);
  return {
    items: dropRepeats ? all.filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true))) : all,
    loading: isLoading,
    error: data ? undefined : error,
    hasMore: !!pages.at(-1)?.hasMore,
    loadingMore: !!data && isValidating && size > data.length,
    moreError: data ? error : undefined,
    // After a failed 'Load more' the size is already one ahead: asking for the same size again
    // fetches just the missing page.
    loadMore: () => void setSize(pages.length + 1),
    reload: () => void mutate(),
  };
}

/**
 * The public list, read page by page with 'Load more'; a new query starts again at page one. With
 * search words it is the full-text search's ranked results instead (same pages, same tag filter).
 */
export function useCurrentAffairsList(query: ListQuery): ArticlePages {
  const q = normaliseListQuery(query);
  const getKey = (index: number, previous: ArticlePage | null): PageKey | null =>
    previous && !previous.hasMore ? null : ["currentAffairs", "list", q, index + 1];
  const swr = useSWRInfinite(
    getKey,
    ([, , listQuery, page]: PageKey) =>
      listQuery.q ? searchCurrentAffairs(listQuery, page) : listCurrentAffairs(listQuery, page),
    // 'Load more' fetches only the next page, not page one again.
    { revalidateFirstPage: false },
  );
  return articlePages(swr, true);
}
