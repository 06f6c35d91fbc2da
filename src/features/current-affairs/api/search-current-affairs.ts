// Full-text search of published articles (name, description and text) through the server's
// /api/ca/search route (pb_hooks/search.pb.js): ranked, 24 a page, each hit with a snippet of the
// text whose matches are in <mark> (escaped on the server, sanitised again before it is shown).
import { pb } from "@/lib/pocketbase";
import type { ArticleCard, ArticlePage } from "./list-current-affairs";
import type { ListQuery } from "./list-filter";

export type SearchHit = ArticleCard & { snippet: string };

interface SearchResponse {
  page: number;
  perPage: number;
  hasMore: boolean;
  items: SearchHit[];
}

/** One page of search results; the selected tags filter them on the server (any of them). */
export async function searchCurrentAffairs(query: ListQuery, page: number): Promise<ArticlePage> {
  const res = await pb.send<SearchResponse>("/api/ca/search", {
    method: "GET",
    query: { q: query.q, page, ...(query.tags.length ? { tags: query.tags.join(",") } : {}) },
  });
  return { items: res.items, hasMore: res.hasMore };
}
