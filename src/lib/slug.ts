// The slug rule itself (slugify, slugOrFallback) is shared with the server and the seed through
// shared/rules-core.cjs; only the app needs uniqueSlug, which asks the API whether a slug is taken.
import { isReservedArticleSlug } from "@shared/rules-core.cjs";

export { slugify, slugOrFallback } from "@shared/rules-core.cjs";

/**
 * Appends -1, -2, ... until `exists` says the slug is free. A slug reserved for a site page
 * (/currentaffairs/today …) counts as taken, so an article named "Today" becomes "today-1".
 */
export async function uniqueSlug(base: string, exists: (slug: string) => Promise<boolean>): Promise<string> {
  if (!isReservedArticleSlug(base) && !(await exists(base))) return base;
  for (let i = 1; i < 10_000; i++) {
    const candidate = `${base}-${i}`;
    if (!(await exists(candidate))) return candidate;
  }
  throw new Error("Could not find a free SEO URL");
}
