// Builds the public list's PocketBase filter. Pure (no SDK import) so it is unit-tested as is;
// the SDK's pb.filter does the parameter binding.
import { LIVE_FILTER } from "@shared/published-core.cjs";

export interface ListQuery {
  /** Selected CAtags ids: an article matches if it has AT LEAST ONE of them. */
  tags: string[];
  /** Free text matched against the name. */
  q: string;
}

export interface FilterParts {
  expr: string;
  params: Record<string, string | boolean>;
}

/** Most tags a filter may carry (the URL is user input; keep the SQL small). */
export const MAX_FILTER_TAGS = 20;

/**
 * Search input is trimmed and loses characters with filter meaning: `@` (a guest filter that
 * merely contains "@request." is refused with 403) and the LIKE wildcards `%` and `_`.
 */
export function cleanSearch(q: string): string {
  return q
    .replace(/[@%_\\]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
}

/**
 * Live articles (LIVE_FILTER: active, publish time passed) plus, for tags, `(tags.id ?= {:t0} || tags.id ?= {:t1} …)`. Not `tags ?= id`
 * (compares the stored JSON array: never matches) and never `&&` of two `tags.id ?=` (they share
 * one join and match nothing) — see shared/docs/pocketbase-notes.md.
 */
export function buildListFilter({ tags, q }: ListQuery): FilterParts {
  const parts = [`(${LIVE_FILTER})`];
  const params: Record<string, string | boolean> = {};
  const ids = [...new Set(tags)].slice(0, MAX_FILTER_TAGS);
  if (ids.length) {
    parts.push(`(${ids.map((_, i) => `tags.id ?= {:t${i}}`).join(" || ")})`);
    ids.forEach((id, i) => (params[`t${i}`] = id));
  }
  const text = cleanSearch(q);
  if (text) {
    parts.push("name ~ {:q}");
    params.q = text;
  }
  return { expr: parts.join(" && "), params };
}
