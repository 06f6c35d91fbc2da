// The data the server put in the page (pb_hooks/lib/first-response.js): one
// <script type="application/json" id="initial-data"> with what this page's first requests would
// return, so the first render needs no API round trip. Read once; a broken or missing element
// simply means "none" (the app then fetches as usual).
import { unstable_serialize, type Cache, type Key, type Middleware } from "swr";

export interface InitialData {
  /** The route module (src/app/routes/<route>.tsx) the page needs first. */
  route?: string;
  /** [SWR key, data] for useSWR keys. */
  swr?: [unknown[], unknown][];
  /** [key of page 1, page 1] for lists read with useSWRInfinite. */
  pages?: [unknown[], unknown][];
}

let data: InitialData | null | undefined;
const loadedAt = Date.now();

export function initialData(): InitialData | null {
  if (data === undefined) {
    data = null;
    const el = typeof document === "undefined" ? null : document.getElementById("initial-data");
    try {
      if (el?.textContent) data = JSON.parse(el.textContent) as InitialData;
    } catch {
      data = null;
    }
  }
  return data;
}

/** Serialized keys the cache was started with. */
const seeded = new Set<string>();

/** SWR's cache, started with the page's data ("$inf$" is useSWRInfinite's key for its pages). */
export function seededCache(): Cache {
  const map = new Map<string, unknown>();
  const d = initialData();
  for (const [key, value] of d?.swr ?? []) {
    const k = unstable_serialize(key);
    map.set(k, { data: value });
    seeded.add(k);
  }
  for (const [key, page] of d?.pages ?? []) {
    const k = unstable_serialize(key);
    map.set(k, { data: page, _k: key });
    map.set(`$inf$${k}`, { data: [page] });
    seeded.add(`$inf$${k}`);
  }
  return map as Cache;
}

/**
 * What the server sent counts as just fetched: a hook mounting on one of those keys within
 * `freshMs` of the page load does not fetch it again (as SWR's own deduping would for a request
 * it made). Other keys, and the same keys later, behave as usual.
 */
export function initialDataFirst(freshMs: number): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    let k = "";
    try {
      // useSWRInfinite passes its getKey: its cache entry is "$inf$" + the first page's key.
      k =
        typeof key === "function"
          ? `$inf$${unstable_serialize((key as (i: number, p: null) => Key)(0, null))}`
          : unstable_serialize(key);
    } catch {
      k = "";
    }
    const fresh = seeded.has(k) && Date.now() - loadedAt < freshMs;
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}
