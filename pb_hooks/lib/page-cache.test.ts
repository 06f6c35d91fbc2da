// @vitest-environment node
// The rendered pages' cache (lib/page-cache.js) against a stand-in for PocketBase's app store (a
// map with the store's methods) and its record lookup: what makes a page stale, and the size bound.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const cache = requireHook<typeof import("./page-cache.js")>("lib/page-cache.js");

/** The next publishAt of a scheduled record, per collection ("" = none), as the stand-in answers. */
let scheduled: Record<string, string> = {};
let store: Map<string, unknown>;

beforeEach(() => {
  store = new Map();
  scheduled = {};
  (globalThis as Record<string, unknown>).$app = {
    store: () => ({
      get: (k: string) => (store.has(k) ? store.get(k) : null),
      set: (k: string, v: unknown) => void store.set(k, v),
      remove: (k: string) => void store.delete(k),
      getAll: () => Object.fromEntries(store),
      length: () => store.size,
    }),
    findRecordsByFilter: (collection: string) =>
      scheduled[collection] ? [{ getString: () => scheduled[collection] }] : [],
  };
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>).$app;
});

const page = (html: string) => ({ status: 200, html, etag: `"${html}"` });
const NOON_IST = Date.parse("2026-11-27T06:30:00Z");

describe("the page cache", () => {
  it("gives back a page under the same key, and nothing under another language, address or build", () => {
    const key = cache.keyOf("b1", "en", "/currentaffairs", NOON_IST);
    cache.put(key, page("list"), NOON_IST);
    expect(cache.get(cache.keyOf("b1", "en", "/currentaffairs", NOON_IST + 1000), NOON_IST)?.html).toBe(
      "list",
    );
    expect(cache.get(cache.keyOf("b1", "pa", "/currentaffairs", NOON_IST), NOON_IST)).toBeNull();
    expect(cache.get(cache.keyOf("b1", "en", "/currentaffairs?q=x", NOON_IST), NOON_IST)).toBeNull();
    expect(cache.get(cache.keyOf("b2", "en", "/currentaffairs", NOON_IST), NOON_IST)).toBeNull();
  });

  it("is stale after a change to what public pages show (bump) and when India's day turns", () => {
    const key = cache.keyOf("b1", "en", "/", NOON_IST);
    cache.put(key, page("home"), NOON_IST);
    cache.bump();
    expect(cache.get(cache.keyOf("b1", "en", "/", NOON_IST), NOON_IST)).toBeNull();
    // 18:29 UTC is 23:59 in India; 18:31 UTC is the next day there.
    const before = cache.keyOf("b1", "en", "/", Date.parse("2026-11-27T18:29:00Z"));
    const after = cache.keyOf("b1", "en", "/", Date.parse("2026-11-27T18:31:00Z"));
    expect(before).not.toBe(after);
    expect(cache.istDay(Date.parse("2026-11-27T18:31:00Z"))).toBe("2026-11-28");
  });

  it("is stale once a scheduled article's publish time has come, not before", () => {
    scheduled = { currentAffairs: "2026-11-27 07:00:00.000Z" };
    const early = cache.keyOf("b1", "en", "/", NOON_IST);
    expect(cache.keyOf("b1", "en", "/", Date.parse("2026-11-27T06:59:00Z"))).toBe(early);
    scheduled = {};
    expect(cache.keyOf("b1", "en", "/", Date.parse("2026-11-27T07:00:01Z"))).not.toBe(early);
  });

  it("keeps at most MAX_ENTRIES pages, dropping the least recently used", () => {
    let t = NOON_IST;
    const keyOf = (i: number) => cache.keyOf("b1", "en", `/currentaffairs?tags=t${i}`, NOON_IST);
    cache.put(keyOf(0), page("first"), t++);
    for (let i = 1; i < 1000; i++) {
      cache.put(keyOf(i), page(`p${i}`), t++);
      // The first page stays in use, so it is never the least recently used.
      if (i % 100 === 0) expect(cache.get(keyOf(0), t++)?.html).toBe("first");
    }
    expect(cache.size()).toBeLessThanOrEqual(cache.MAX_ENTRIES + 20);
    expect(cache.size()).toBeGreaterThan(cache.MAX_ENTRIES / 2);
    expect(cache.get(keyOf(0), t++)?.html).toBe("first");
    expect(cache.get(keyOf(999), t++)?.html).toBe("p999");
    expect(cache.get(keyOf(1), t++)).toBeNull();
  });
});
