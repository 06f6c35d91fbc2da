// SEO URL rule of the spec: lowercase and trim; keep a-z, 0-9, space and hyphen; whitespace to
// a hyphen; collapse repeated hyphens. Names that leave nothing (e.g. Gurmukhi script) fall back
// to a readable dated slug, never an empty one.

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function slugOrFallback(name: string, day: string): string {
  return slugify(name) || `current-affairs-${day}`;
}

/** Appends -1, -2, ... until `exists` says the slug is free. */
export async function uniqueSlug(base: string, exists: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await exists(base))) return base;
  for (let i = 1; i < 10_000; i++) {
    const candidate = `${base}-${i}`;
    if (!(await exists(candidate))) return candidate;
  }
  throw new Error("Could not find a free SEO URL");
}
