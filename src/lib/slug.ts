// The slug rule itself (slugify, slugOrFallback) is shared with the server and the seed through
// @/lib/rules; only the app needs uniqueSlug, which asks the API whether a slug is taken.
export { slugify, slugOrFallback } from "./rules";

/** Appends -1, -2, ... until `exists` says the slug is free. */
export async function uniqueSlug(base: string, exists: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await exists(base))) return base;
  for (let i = 1; i < 10_000; i++) {
    const candidate = `${base}-${i}`;
    if (!(await exists(candidate))) return candidate;
  }
  throw new Error("Could not find a free SEO URL");
}
