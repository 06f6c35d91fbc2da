// The data the server put in the page (pb_hooks/lib/first-response.js): one
// <script type="application/json" id="initial-data"> with what the page's hooks fetched when the
// server rendered it (src/app/render-server.tsx), so the browser's first render is the server's
// and needs no API round trip. main.tsx reads it and, when there is some,
// loads this chunk to put it into SWR's cache (lib/swr.ts's `seed`) before the first render.
import { unstable_serialize, type Key, type State } from "swr";
import { ClientResponseError } from "./pocketbase";
import { setSiteOrigin } from "./site-origin";
import { seed } from "./swr";

export interface InitialData {
  /** The route module (src/app/routes/<route>.tsx) the page needs first. */
  route?: string;
  /** [SWR key, data] for useSWR keys. */
  swr?: [Key, unknown][];
  /** [key of page 1, page 1] for lists read with useSWRInfinite. */
  pages?: [Key, unknown][];
  /** SWR keys whose record does not exist for a visitor (the API answers 404). */
  missing?: Key[];
  /** The site's address for shared links (lib/site-origin.ts). */
  origin?: string;
}

/** The page's embedded data, or null (none, or not valid JSON: the app then fetches as usual). */
export function readInitialData(): InitialData | null {
  try {
    return JSON.parse(document.getElementById("initial-data")!.textContent!) as InitialData | null;
  } catch {
    return null;
  }
}

/**
 * Starts SWR's cache with `data` ("$inf$" + key is useSWRInfinite's entry for its pages). What the
 * server sent counts as just fetched: a hook mounting on one of those keys within `freshMs` of the
 * page load (SWR's dedupingInterval) does not fetch it again. Other keys, and the same keys later,
 * behave as usual. A `missing` key starts as the API's 404 (the page says "not found").
 */
export function seedCache(data: InitialData, freshMs = 60_000): void {
  const seeded = fillCache(data);
  // Earlier seeds stay fresh too.
  const before = seed.fresh;
  seed.fresh = (key) => {
    const k = cacheKeyOf(key);
    // performance.now(): milliseconds since this page started loading.
    // An embedded answer its feature could not use left no data: that key is fetched as usual.
    return (seeded.has(k) && seed.cache.get(k) !== undefined && performance.now() < freshMs) || before(key);
  };
}

/**
 * Puts `data` into SWR's cache (seed.cache) and returns the cache keys it filled. The server's
 * renderer (src/app/render-server.tsx) fills each page's own cache with this alone: nothing
 * revalidates on the server, and a long-running renderer must not chain a freshness check per
 * render.
 */
export function fillCache(data: InitialData): Set<string> {
  const seeded = new Set<string>();
  if (data.origin !== undefined) setSiteOrigin(data.origin);
  for (const key of data.missing ?? []) {
    const k = unstable_serialize(key);
    seed.cache.set(k, { error: new ClientResponseError({ status: 404, response: { status: 404 } }) });
    seeded.add(k);
  }
  for (const [key, value] of data.swr ?? []) {
    const k = unstable_serialize(key);
    seed.cache.set(k, { data: value });
    seeded.add(k);
  }
  for (const [key, page] of data.pages ?? []) {
    const k = unstable_serialize(key);
    // _k: the page's key, as useSWRInfinite stores it with each page.
    seed.cache.set(k, { data: page, _k: key } as State);
    seed.cache.set(`$inf$${k}`, { data: [page] });
    seeded.add(`$inf$${k}`);
  }
  return seeded;
}

/**
 * The cache entry a hook's key reads: useSWRInfinite passes its getKey, whose entry is "$inf$" +
 * the first page's key. "" for a key that cannot be made.
 */
export function cacheKeyOf(key: unknown): string {
  try {
    return typeof key === "function"
      ? `$inf$${unstable_serialize((key as (i: number, p: null) => Key)(0, null))}`
      : unstable_serialize(key as Key);
  } catch {
    return "";
  }
}
