import useSWRInfinite from "swr/infinite";
import { pb } from "@/lib/pocketbase";
import type { CATag, CurrentAffair } from "@/types/pocketbase";
import { normaliseListQuery } from "../url-state";
import { buildListFilter, type ListQuery } from "./list-filter";
import { searchCurrentAffairs } from "./search-current-affairs";

export const PAGE_SIZE = 24;

/** Only what a card shows — never the stored HTML. */
export const CARD_FIELDS =
  "id,name,date,desc,seoURL,created,expand.tags.id,expand.tags.name,expand.tags.namePa";

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
  const res = await pb.collection("currentAffairs").getList<ArticleCard>(page, PAGE_SIZE, {
    filter: pb.filter(expr, params),
    sort: "-date,-created",
    expand: "tags",
    fields: CARD_FIELDS,
    // The total count makes a tag-filtered page ~8x slower at 10,000 articles; 'Load more' needs none.
    skipTotal: true,
  });
  return { items: res.items, hasMore: res.items.length === PAGE_SIZE };
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
 * The public list, read page by page with 'Load more'; a new query starts again at page one. With
 * search words it is the full-text search's ranked results instead (same pages, same tag filter).
 */
export function useCurrentAffairsList(query: ListQuery): ArticlePages {
  const q = normaliseListQuery(query);
  const getKey = (index: number, previous: ArticlePage | null): PageKey | null =>
    previous && !previous.hasMore ? null : ["currentAffairs", "list", q, index + 1];
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite(
    getKey,
    ([, , listQuery, page]: PageKey) =>
      listQuery.q ? searchCurrentAffairs(listQuery, page) : listCurrentAffairs(listQuery, page),
    // 'Load more' fetches only the next page, not page one again.
    { revalidateFirstPage: false },
  );

  const pages = data ?? [];
  // A new article published between two page loads shifts the offsets: drop repeats.
  const seen = new Set<string>();
  const items = pages
    .flatMap((p) => p.items)
    .filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true)));

  return {
    items,
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
