// The list's state lives in the URL (?tags=id1,id2&q=text) so a filtered view can be shared and
// survives a reload. Tag ids rather than names: ids survive a rename, and the first list request
// can go out at once without first looking names up.
import type { ListQuery } from "./api/list-filter";
import { MAX_FILTER_TAGS } from "./api/list-filter";

const TAG_ID = /^[a-z0-9]{1,30}$/i;

export function readListQuery(params: URLSearchParams): ListQuery {
  const tags = (params.get("tags") ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter((t) => TAG_ID.test(t));
  return { tags: [...new Set(tags)].slice(0, MAX_FILTER_TAGS), q: (params.get("q") ?? "").slice(0, 100) };
}

/** New search params for `query`, keeping unrelated params and dropping empty ones. */
export function writeListQuery(current: URLSearchParams, query: ListQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  if (query.tags.length) next.set("tags", query.tags.join(","));
  else next.delete("tags");
  const q = query.q.trim();
  if (q) next.set("q", q);
  else next.delete("q");
  return next;
}

/** Chip semantics: selecting adds the tag, selecting again (or its ×) removes it. */
export function toggleTag(tags: string[], id: string): string[] {
  return tags.includes(id) ? tags.filter((t) => t !== id) : [...tags, id];
}

/** The query as the list's cache key sees it: selection order and search case change nothing. */
export function normaliseListQuery({ tags, q }: ListQuery): ListQuery {
  return { tags: [...new Set(tags)].sort(), q: q.trim().toLowerCase() };
}
