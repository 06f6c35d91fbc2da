import useSWR from "swr";
import { pbDayRange } from "@/lib/dates";
import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";

export const PER_PAGE = 20;

export interface ListQuery {
  /** Case-insensitive "contains" on the name. */
  q: string;
  /** "YYYY-MM-DD" or "". */
  date: string;
  page: number;
}

/**
 * The "contains" pattern for `name ~`. PocketBase refuses (403) any filter whose text contains
 * "@request." or "@collection.", even inside a bound string, so such an "@" becomes the LIKE
 * wildcard "%". A "%" in the value stops PocketBase's own %…% wrapping, so we always wrap.
 */
export function searchText(q: string): string {
  const text = q.trim();
  return text ? `%${text.replace(/@(?=(request|collection)\.)/gi, "%")}%` : "";
}

/** Server-side filter with bound parameters; never concatenates what staff typed. */
export function buildListFilter({ q, date }: Pick<ListQuery, "q" | "date">): string {
  const parts: string[] = [];
  const text = searchText(q);
  if (text) parts.push(pb.filter("name ~ {:q}", { q: text }));
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    // The spec's "first 10 characters of the date" as an indexed range on the stored value.
    const { start, end } = pbDayRange(date);
    parts.push(pb.filter("date >= {:start} && date < {:end}", { start, end }));
  }
  return parts.join(" && ");
}

export function listCurrentAffairs(query: ListQuery) {
  return pb.collection("currentAffairs").getList<CurrentAffair>(query.page, PER_PAGE, {
    filter: buildListFilter(query),
    sort: "-created",
    expand: "tags",
    // The list never needs the stored HTML, which can be large.
    fields:
      "id,collectionId,collectionName,name,date,desc,seoURL,doc,active,publishAt,tags,created,updated,expand.tags.id,expand.tags.name,expand.tags.namePa",
  });
}

type AdminListKey = readonly ["currentAffairs", "admin-list", ListQuery];

/** Any page of the admin list, for refreshing them all after a change that only they show. */
export function isAdminListKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === "currentAffairs" && key[1] === "admin-list";
}

/** One page of the admin list, paged on the server. */
export function useAdminCurrentAffairs(query: ListQuery) {
  const key: AdminListKey = ["currentAffairs", "admin-list", query];
  // Staff expect what they just did elsewhere to show: ask again after ten seconds (as before).
  return useSWR(key, ([, , q]: AdminListKey) => listCurrentAffairs(q), { dedupingInterval: 10_000 });
}
