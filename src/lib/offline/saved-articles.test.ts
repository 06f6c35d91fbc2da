import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeCacheStorage } from "@/testing/fake-caches";
import { isArticleSaved, listSavedArticles, saveArticleForOffline, titleFromHtml } from "./saved-articles";
import { CACHE } from "./sw-routes";

const page = (title: string, og?: string) =>
  `<!doctype html><html><head><title>${title}</title>${og ? `<meta property="og:title" content="${og}" />` : ""}</head><body></body></html>`;

afterEach(() => vi.unstubAllGlobals());

describe("titleFromHtml", () => {
  it("takes the article's name from og:title, else the title without the site name", () => {
    expect(titleFromHtml(page("Budget 2026 | Punjab Success Academy", "Budget 2026"))).toBe("Budget 2026");
    expect(titleFromHtml(page("GST &amp; farm | Punjab Success Academy"))).toBe("GST & farm");
    expect(titleFromHtml(page("Just a title"))).toBe("Just a title");
    expect(titleFromHtml("<p>no head</p>")).toBe("");
  });
});

describe("saved articles", () => {
  it("says nothing is saved where there is no Cache Storage or no articles cache yet", async () => {
    expect(await isArticleSaved("/currentaffairs/a")).toBe(false);
    expect(await listSavedArticles()).toEqual([]);
    const storage = new FakeCacheStorage();
    vi.stubGlobal("caches", storage);
    expect(await isArticleSaved("/currentaffairs/a")).toBe(false);
    expect(await listSavedArticles()).toEqual([]);
    // Looking did not create the cache.
    expect(await storage.has(CACHE.articles)).toBe(false);
  });

  it("finds a saved article whatever its query string, and lists them newest first, once each", async () => {
    const storage = new FakeCacheStorage();
    vi.stubGlobal("caches", storage);
    const cache = storage.cache(CACHE.articles);
    cache.put(`${location.origin}/currentaffairs/older`, page("Older one | Site", "Older one"), {
      Date: "Sun, 22 Nov 2026 10:00:00 GMT",
    });
    cache.put(`${location.origin}/currentaffairs/newer?utm_source=whatsapp`, page("Newer one | Site"));
    cache.put(`${location.origin}/currentaffairs/newer?lang=pa`, page("Newer one | Site"));
    cache.put(`${location.origin}/currentaffairs/%E0%A8%AA`, "<p>no title</p>");

    expect(await isArticleSaved("/currentaffairs/older")).toBe(true);
    expect(await isArticleSaved("/currentaffairs/newer")).toBe(true);
    expect(await isArticleSaved("/currentaffairs/other")).toBe(false);

    const list = await listSavedArticles();
    expect(list.map((a) => [a.path, a.title])).toEqual([
      ["/currentaffairs/%E0%A8%AA", "ਪ"],
      ["/currentaffairs/newer", "Newer one"],
      ["/currentaffairs/older", "Older one"],
    ]);
    expect(list[2].savedAt?.toISOString()).toBe("2026-11-22T10:00:00.000Z");
    expect(list[1].savedAt).toBeNull();
  });

  it("does not try to save without a service worker", async () => {
    vi.stubGlobal("caches", new FakeCacheStorage());
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    expect("serviceWorker" in navigator).toBe(false);
    expect(await saveArticleForOffline("/currentaffairs/a")).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("once a worker controls the page, asks for the page and its earlier API reads again through it", async () => {
    const storage = new FakeCacheStorage();
    vi.stubGlobal("caches", storage);
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { ready: Promise.resolve(), controller: {}, addEventListener: vi.fn() },
    });
    const api = `${location.origin}/api/collections/currentAffairs/records?filter=x`;
    vi.spyOn(performance, "getEntriesByType").mockImplementation(((type: string) =>
      type === "resource"
        ? [
            { name: api },
            { name: api },
            { name: `${location.origin}/assets/index.js` },
            { name: "https://cdn.example/x.js" },
          ]
        : []) as typeof performance.getEntriesByType);
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        fetched.push(url);
        // What the worker's article route does with the page request.
        if (new Headers(init?.headers).get("X-Offline-Save") === "1") {
          storage.cache(CACHE.articles).put(new URL(url, location.origin).href, page("A | Site"));
        }
        return new Response("ok");
      }),
    );
    try {
      expect(await saveArticleForOffline("/currentaffairs/a")).toBe(true);
      // The page once, each earlier API read once (first visit: the page loaded before the worker).
      expect(fetched).toEqual(["/currentaffairs/a", api]);
      fetched.length = 0;
      expect(await saveArticleForOffline("/currentaffairs/a")).toBe(true);
      expect(fetched).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
      vi.restoreAllMocks();
    }
  });

  it("waits for the worker's cache write, which lands after the page's fetch has resolved", async () => {
    vi.useFakeTimers();
    const storage = new FakeCacheStorage();
    vi.stubGlobal("caches", storage);
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { ready: Promise.resolve(), controller: {}, addEventListener: vi.fn() },
    });
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    // Workbox: the response first, the cache.put in waitUntil later (here 700 ms; never for /b).
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.endsWith("/a")) {
          setTimeout(
            () => storage.cache(CACHE.articles).put(new URL(url, location.origin).href, page("A")),
            700,
          );
        }
        return new Response("ok");
      }),
    );
    try {
      const a = saveArticleForOffline("/currentaffairs/a");
      const b = saveArticleForOffline("/currentaffairs/b");
      let aDone = false;
      void a.then(() => (aDone = true));
      await vi.advanceTimersByTimeAsync(600);
      expect(aDone).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await a).toBe(true);
      // Never written: false once the wait is over, not a promise left hanging.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await b).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});
