import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeCacheStorage } from "@/testing/fake-caches";
import {
  ARTICLE_PATH,
  CACHE,
  articlePageFallback,
  isAppAsset,
  isArticleData,
  isArticleFile,
  isArticlePage,
  isOtherPublicPage,
} from "./sw-routes";

const ORIGIN = "https://site.example";

/** What Workbox hands a route matcher. */
function req(
  path: string,
  o: {
    mode?: string;
    method?: string;
    headers?: Record<string, string>;
    from?: string;
    origin?: string;
  } = {},
) {
  const url = new URL(path, o.origin ?? ORIGIN);
  const request = {
    url: url.href,
    method: o.method ?? "GET",
    mode: o.mode ?? "cors",
    headers: new Headers(o.headers ?? {}),
    referrer: o.from ? new URL(o.from, ORIGIN).href : "",
  } as unknown as Request;
  return { request, url, sameOrigin: url.origin === ORIGIN };
}
const nav = (path: string, o: Parameters<typeof req>[1] = {}) => req(path, { mode: "navigate", ...o });

// Workbox copies these into sw.js as source text: each must work on its own.
function isolated<T extends (...a: never[]) => unknown>(fn: T): T {
  return new Function(`return (${fn.toString()})`)() as T;
}
const MATCHERS = { isArticlePage, isOtherPublicPage, isArticleData, isArticleFile, isAppAsset };

describe("service worker routes", () => {
  it.each(Object.entries(MATCHERS))("%s uses nothing outside its own body", (_name, fn) => {
    const copy = isolated(fn);
    for (const args of [
      nav("/currentaffairs/a"),
      req("/api/collections/currentAffairs/records", { from: "/currentaffairs/a" }),
      req("/api/files/c/r/f.png", { from: "/currentaffairs/a" }),
      req("/assets/x-1.js", { from: "/" }),
      nav("/admin"),
    ]) {
      expect(copy(args)).toBe(fn(args));
    }
  });

  it("repeats the article path pattern and cache name the page reads", () => {
    for (const fn of [isArticlePage, isArticleData, isArticleFile]) {
      expect(fn.toString()).toContain(ARTICLE_PATH.source);
    }
    expect(articlePageFallback.handlerDidError.toString()).toContain(`"${CACHE.articles}"`);
  });

  it("keeps article pages, not the by-date pages, the list, other sites or writes", () => {
    expect(isArticlePage(nav("/currentaffairs/budget-2026"))).toBe(true);
    expect(isArticlePage(nav("/currentaffairs/%E0%A8%AA%E0%A9%B0"))).toBe(true);
    expect(isArticlePage(nav("/currentaffairs/budget-2026?lang=pa"))).toBe(true);
    // The page saving itself (its first visit was before the worker).
    expect(isArticlePage(req("/currentaffairs/budget-2026", { headers: { "X-Offline-Save": "1" } }))).toBe(
      true,
    );
    expect(isArticlePage(req("/currentaffairs/budget-2026"))).toBe(false);
    for (const path of [
      "/currentaffairs",
      "/currentaffairs/today",
      "/currentaffairs/archive",
      "/currentaffairs/date/2026-11-23",
      "/currentaffairs/month/2026-11",
    ]) {
      expect(isArticlePage(nav(path)), path).toBe(false);
    }
    expect(isArticlePage(nav("/currentaffairs/a", { method: "POST" }))).toBe(false);
    expect(isArticlePage(nav("/currentaffairs/a", { origin: "https://other.example" }))).toBe(false);
  });

  it("answers other public pages (offline page fallback), never the admin, dashboard, API or feeds", () => {
    for (const path of [
      "/",
      "/quizzes",
      "/quizzes/abc",
      "/currentaffairs",
      "/currentaffairs/today",
      "/about",
    ]) {
      expect(isOtherPublicPage(nav(path)), path).toBe(true);
    }
    for (const path of ["/admin", "/admin/", "/admin/login", "/admin/currentaffairs/x/edit", "/_/", "/_"]) {
      expect(isOtherPublicPage(nav(path)), path).toBe(false);
    }
    for (const path of ["/api/health", "/sitemap.xml", "/sitemap-1.xml", "/rss.xml", "/robots.txt"]) {
      expect(isOtherPublicPage(nav(path)), path).toBe(false);
    }
    expect(isOtherPublicPage(req("/quizzes"))).toBe(false);
    expect(isOtherPublicPage(nav("/", { method: "POST" }))).toBe(false);
  });

  it("caches only the public reads an article page makes, never with a staff token", () => {
    const article = "/currentaffairs/budget-2026";
    for (const c of ["currentAffairs", "CAtags", "quizs"]) {
      expect(isArticleData(req(`/api/collections/${c}/records?filter=x`, { from: article })), c).toBe(true);
      expect(isArticleData(req(`/api/collections/${c}/records`, { from: "/" })), c).toBe(false);
      expect(isArticleData(req(`/api/collections/${c}/records`, { from: "/currentaffairs" })), c).toBe(false);
    }
    expect(isArticleData(req("/api/collections/settings/records?page=1&perPage=1", { from: "/" }))).toBe(
      true,
    );
    const staff = { from: article, headers: { Authorization: "token" } };
    expect(isArticleData(req("/api/collections/currentAffairs/records", staff))).toBe(false);
    expect(isArticleData(req("/api/collections/settings/records", staff))).toBe(false);
    for (const path of [
      "/api/collections/users/records",
      "/api/collections/users/auth-with-password",
      "/api/collections/_superusers/records",
      "/api/collections/leads/records",
      "/api/collections/currentAffairs/records/abc",
      "/api/inbox/leads.csv",
      "/api/ca/search",
    ]) {
      expect(isArticleData(req(path, { from: article })), path).toBe(false);
    }
    expect(
      isArticleData(req("/api/collections/currentAffairs/records", { from: article, method: "POST" })),
    ).toBe(false);
    expect(isArticleData(req("/api/collections/currentAffairs/records"))).toBe(false); // no referrer
  });

  it("caches an article page's files, not protected ones, staff ones or other pages' files", () => {
    const article = "/currentaffairs/budget-2026";
    expect(isArticleFile(req("/api/files/currentAffairs/r1/doc_abc.docx", { from: article }))).toBe(true);
    expect(
      isArticleFile(req("/api/files/currentAffairs/r1/pic_abc.png?thumb=640x0", { from: article })),
    ).toBe(true);
    expect(isArticleFile(req("/api/files/currentAffairs/r1/doc.docx?token=t", { from: article }))).toBe(
      false,
    );
    expect(
      isArticleFile(req("/api/files/c/r1/doc.docx", { from: article, headers: { Authorization: "t" } })),
    ).toBe(false);
    expect(isArticleFile(req("/api/files/settings/r1/banner.png", { from: "/" }))).toBe(false);
    expect(isArticleFile(req("/api/files/c/r1/f.png", { from: article, method: "POST" }))).toBe(false);
  });

  it("caches app files outside the precache, never admin chunks or what admin pages load", () => {
    expect(isAppAsset(req("/assets/mammoth.worker-CFM1fwOU.js", { from: "/currentaffairs/a" }))).toBe(true);
    expect(isAppAsset(req("/assets/noto-sans-abc.woff2", { from: "/" }))).toBe(true);
    expect(isAppAsset(req("/assets/admin-D8ZdXJIH.js", { from: "/" }))).toBe(false);
    expect(isAppAsset(req("/assets/account-page-x.js", { from: "/" }))).toBe(false);
    expect(isAppAsset(req("/assets/index-abc.js", { from: "/admin/currentaffairs" }))).toBe(false);
    expect(isAppAsset(req("/assets/x.png", { from: "/" }))).toBe(false);
    expect(isAppAsset(req("/sw.js", { from: "/" }))).toBe(false);
  });
});

describe("articlePageFallback", () => {
  afterEach(() => vi.unstubAllGlobals());

  function storage() {
    const s = new FakeCacheStorage();
    vi.stubGlobal("caches", s);
    s.cache("workbox-precache").put("/index.html?__WB_REVISION__=1", "SHELL");
    s.cache("workbox-precache").put("/offline.html?__WB_REVISION__=1", "OFFLINE");
    s.cache("workbox-precache").put("/assets/index-new.js", "js");
    return s;
  }
  const page = (entry: string) =>
    new Response(
      `<html><head><script type="module" crossorigin src="/assets/${entry}"></script></head></html>`,
    );

  it("uses a saved page while its scripts are cached, not after a deployment removed them", async () => {
    storage();
    const use = articlePageFallback.cachedResponseWillBeUsed;
    const fresh = page("index-new.js");
    expect(await use({ cachedResponse: fresh })).toBe(fresh);
    expect(await use({ cachedResponse: page("index-old.js") })).toBeNull();
    expect(await use({ cachedResponse: null })).toBeNull();
  });

  it("answers a saved article with the current app shell and anything else with the offline page", async () => {
    const s = storage();
    s.cache(CACHE.articles).put(`${location.origin}/currentaffairs/saved`, "old page");
    const fallback = articlePageFallback.handlerDidError;
    const saved = await fallback({ request: new Request(`${location.origin}/currentaffairs/saved?lang=pa`) });
    expect(await saved.text()).toBe("SHELL");
    const other = await fallback({ request: new Request(`${location.origin}/currentaffairs/never`) });
    expect(await other.text()).toBe("OFFLINE");
  });
});
