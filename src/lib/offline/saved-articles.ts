// The page's side of offline reading: which articles the service worker has saved (Cache Storage,
// CACHE.articles, filled by the worker's article route; see sw-routes.ts), saving the article on
// screen when the worker arrived after the page, and the list on the offline page.
import { CACHE, SAVE_HEADER } from "./sw-routes";

export interface SavedArticle {
  /** The article's path, e.g. /currentaffairs/budget-2026. */
  path: string;
  title: string;
  /** When the copy was made (the response's Date header), if known. */
  savedAt: Date | null;
}

function cacheStorage(): CacheStorage | null {
  return typeof caches === "undefined" ? null : caches;
}

async function articlesCache(): Promise<Cache | null> {
  const storage = cacheStorage();
  // has() first: open() would create an empty cache on a phone that has none.
  if (!storage || !(await storage.has(CACHE.articles))) return null;
  return storage.open(CACHE.articles);
}

/**
 * Whether the article at `path` is saved (its query string, e.g. ?lang=, does not matter; nor its
 * Vary: Cookie, Accept-Language — pages are sent per language, a saved copy is still the article).
 */
export async function isArticleSaved(path: string): Promise<boolean> {
  const cache = await articlesCache();
  if (!cache) return false;
  return Boolean(
    await cache.match(new URL(path, location.origin).href, { ignoreSearch: true, ignoreVary: true }),
  );
}

/** The article's name from a saved page: its og:title (the server fills it in), else <title> before " | ". */
export function titleFromHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const og = doc.querySelector('meta[property="og:title"]')?.getAttribute("content")?.trim();
  if (og) return og;
  const title = doc.querySelector("title")?.textContent?.trim() ?? "";
  return title.replace(/\s+\|\s+[^|]*$/, "") || title;
}

/** Saved articles, most recently saved first (one entry per article). */
export async function listSavedArticles(): Promise<SavedArticle[]> {
  const cache = await articlesCache();
  if (!cache) return [];
  const requests = await cache.keys();
  const seen = new Set<string>();
  const out: SavedArticle[] = [];
  for (const req of [...requests].reverse()) {
    const path = new URL(req.url).pathname;
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await cache.match(req);
    if (!res) continue;
    const title = titleFromHtml(await res.text());
    const date = res.headers.get("Date");
    out.push({
      path,
      title: title || decodeURIComponent(path.split("/").pop() ?? path),
      savedAt: date ? new Date(date) : null,
    });
  }
  return out;
}

/** Whether this document was loaded through a service worker (false on the very first visit). */
function loadedThroughWorker(): boolean {
  const nav = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return Boolean(nav && nav.workerStart > 0);
}

/**
 * Saves the article on screen once a service worker controls the page: asks for the page again
 * through the worker (which keeps it), and, when the page itself loaded before the worker existed
 * (a student's first visit), the API reads and images it made, so they are cached too.
 * Resolves true when the article is saved. Never resolves without a worker (dev, unit tests).
 */
export async function saveArticleForOffline(path: string): Promise<boolean> {
  if (!cacheStorage() || !("serviceWorker" in navigator)) return false;
  if (await isArticleSaved(path)) return true;
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  }
  const page = await fetch(path, { headers: { [SAVE_HEADER]: "1" } });
  if (!page.ok) return false;
  if (!loadedThroughWorker()) {
    const own = `${location.origin}/api/`;
    const earlier = performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((u) => u.startsWith(`${own}collections/`) || u.startsWith(`${own}files/`));
    await Promise.all([...new Set(earlier)].map((u) => fetch(u).catch(() => undefined)));
  }
  return savedWithin(path, SAVE_WAIT_MS);
}

/**
 * How long the page waits for the worker's copy. Workbox writes the cache in the fetch event's
 * waitUntil, after the response has reached the page: on a busy phone that write can finish
 * well after the fetch resolved.
 */
const SAVE_WAIT_MS = 10_000;

/** Whether the article gets saved within `ms` (checks at once, then at growing intervals). */
async function savedWithin(path: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (let pause = 50; ; pause = Math.min(pause * 2, 1000)) {
    if (await isArticleSaved(path)) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
  }
}
