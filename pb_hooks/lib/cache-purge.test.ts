// @vitest-environment node
import { describe, expect, it } from "vitest";
import routesJson from "../../src/config/routes.json";
import { requireHook } from "../test-support";

const purge = requireHook<typeof import("./cache-purge.js")>("lib/cache-purge.js");
const { STATIC_PAGES } = requireHook<typeof import("./seo.js")>("lib/seo.js");
const ROUTES = routesJson as unknown as [string, string, string][];

/** The page addresses of `paths` with their two language variants. */
const langs = (...paths: string[]) => paths.flatMap((p) => [p, `${p}?lang=pa`, `${p}?lang=en`]);
const FEEDS = ["/sitemap.xml", "/rss.xml"];
const LIST_PAGES = ["/", "/currentaffairs", "/currentaffairs/today", "/currentaffairs/archive"];
const dayOf = (day: string) => [
  `/currentaffairs/date/${day}`,
  `/currentaffairs/month/${day.slice(0, 7)}`,
  `/currentaffairs/month/${day.slice(0, 7)}/print`,
];
const sorted = (a: string[]) => [...a].sort();

describe("routePath", () => {
  it("fills the app's route table, percent-encoded, and refuses an unknown route", () => {
    expect(purge.routePath(ROUTES, "article", { seoURL: "budget-2026" })).toBe("/currentaffairs/budget-2026");
    expect(purge.routePath(ROUTES, "article", { seoURL: "a&b ਪੰ" })).toBe(
      "/currentaffairs/a%26b%20%E0%A8%AA%E0%A9%B0",
    );
    expect(purge.routePath(ROUTES, "monthPrint", { month: "2026-11" })).toBe(
      "/currentaffairs/month/2026-11/print",
    );
    expect(() => purge.routePath(ROUTES, "nope")).toThrow(/no route "nope"/);
  });
});

describe("isLive", () => {
  const now = Date.parse("2026-11-27T12:00:00Z");
  it("is active with publishAt empty or passed", () => {
    expect(purge.isLive(true, "", now)).toBe(true);
    expect(purge.isLive(true, "2026-11-27 11:59:59.000Z", now)).toBe(true);
    expect(purge.isLive(true, "2026-11-27 12:00:01.000Z", now)).toBe(false);
    expect(purge.isLive(false, "", now)).toBe(false);
  });
});

describe("articlePaths", () => {
  const live = { seoURL: "budget-2026", day: "2026-11-24", live: true };

  it("publishing a new article: its page, the lists, its day and month, the feeds, each in both languages", () => {
    const paths = purge.articlePaths(ROUTES, null, live);
    expect(sorted(paths)).toEqual(
      sorted([...langs("/currentaffairs/budget-2026", ...LIST_PAGES, ...dayOf("2026-11-24")), ...FEEDS]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("a changed slug purges the old address too", () => {
    const paths = purge.articlePaths(ROUTES, live, { ...live, seoURL: "budget-2026-live" });
    expect(paths).toEqual(
      expect.arrayContaining(langs("/currentaffairs/budget-2026", "/currentaffairs/budget-2026-live")),
    );
    expect(paths).toHaveLength(3 * (2 + LIST_PAGES.length + 3) + FEEDS.length);
  });

  it("a changed day purges the old day's and month's pages too", () => {
    const paths = purge.articlePaths(ROUTES, live, { ...live, day: "2026-12-01" });
    expect(paths).toEqual(expect.arrayContaining(langs(...dayOf("2026-11-24"), ...dayOf("2026-12-01"))));
    expect(paths).toHaveLength(3 * (1 + LIST_PAGES.length + 6) + FEEDS.length);
  });

  it("draft → live and live → draft both purge; a draft's save purges nothing", () => {
    const draft = { ...live, live: false };
    expect(purge.articlePaths(ROUTES, draft, live)).toContain("/currentaffairs/budget-2026");
    expect(purge.articlePaths(ROUTES, live, draft)).toContain("/currentaffairs/budget-2026?lang=pa");
    expect(purge.articlePaths(ROUTES, draft, { ...draft, seoURL: "x" })).toEqual([]);
    expect(purge.articlePaths(ROUTES, null, draft)).toEqual([]);
  });

  it("deleting a live article purges its page and lists; deleting a draft nothing", () => {
    expect(sorted(purge.articlePaths(ROUTES, live, null))).toEqual(
      sorted(purge.articlePaths(ROUTES, null, live)),
    );
    expect(purge.articlePaths(ROUTES, { ...live, live: false }, null)).toEqual([]);
  });

  it("an article without a day still purges its page and the lists", () => {
    const paths = purge.articlePaths(ROUTES, null, { ...live, day: "" });
    expect(paths.some((p) => p.includes("/date/") || p.includes("/month/"))).toBe(false);
    expect(paths).toContain("/currentaffairs/budget-2026");
  });
});

describe("quizPaths", () => {
  const quiz = { id: "q1234567890abcd", day: "2026-11-24", live: true };
  it("a quiz: the list, its page and leaderboard, home, its day pages, in both languages", () => {
    expect(sorted(purge.quizPaths(ROUTES, null, quiz))).toEqual(
      sorted(
        langs(
          "/quizzes",
          "/quizzes/q1234567890abcd",
          "/quizzes/q1234567890abcd/leaderboard",
          "/",
          "/currentaffairs/date/2026-11-24",
          "/currentaffairs/today",
        ),
      ),
    );
  });
  it("a moved day purges both days; a draft's save nothing", () => {
    expect(purge.quizPaths(ROUTES, quiz, { ...quiz, day: "2026-11-25" })).toEqual(
      expect.arrayContaining(["/currentaffairs/date/2026-11-24", "/currentaffairs/date/2026-11-25"]),
    );
    expect(purge.quizPaths(ROUTES, { ...quiz, live: false }, { ...quiz, live: false })).toEqual([]);
    expect(purge.quizPaths(ROUTES, quiz, null)).toContain("/quizzes/q1234567890abcd/leaderboard");
  });
});

describe("allPaths (settings, courses, tags: purge all)", () => {
  it("the fixed pages and feeds first, then the sitemap's articles, capped", () => {
    const all = purge.allPaths(ROUTES, STATIC_PAGES, ["a", "b"]);
    expect(all.slice(0, 3)).toEqual(["/", "/?lang=pa", "/?lang=en"]);
    expect(all).toEqual(
      expect.arrayContaining([...langs(...STATIC_PAGES, "/currentaffairs/today"), ...FEEDS]),
    );
    expect(all.slice(-6)).toEqual(langs("/currentaffairs/a", "/currentaffairs/b"));
    const many = Array.from({ length: 1000 }, (_, i) => `article-${i}`);
    const capped = purge.allPaths(ROUTES, STATIC_PAGES, many);
    expect(capped).toHaveLength(purge.MAX_ALL);
    expect(capped).toContain("/currentaffairs/article-0");
    expect(capped).not.toContain("/currentaffairs/article-999");
  });
});

describe("requestsFor", () => {
  const paths = purge.articlePaths(ROUTES, null, { seoURL: "x", day: "2026-11-24", live: true });

  it("nginx: one PURGE per address at CACHE_PURGE_URL, no token", () => {
    const reqs = purge.requestsFor(
      { mode: "nginx", url: "http://127.0.0.1:8080/", token: "secret", site: "https://coaching.example" },
      paths,
    );
    expect(reqs).toHaveLength(paths.length);
    expect(reqs[0]).toEqual({
      method: "PURGE",
      url: `http://127.0.0.1:8080${paths[0]}`,
      headers: {},
      body: "",
    });
    expect(JSON.stringify(reqs)).not.toContain("secret");
    expect(() => purge.requestsFor({ mode: "nginx", url: "http://x", token: "", site: "" }, "all")).toThrow();
  });

  it("nginx-refresh: one GET per address at the loopback refresh server, no token", () => {
    const reqs = purge.requestsFor(
      {
        mode: "nginx-refresh",
        url: "http://127.0.0.1:8081",
        token: "secret",
        site: "https://coaching.example",
      },
      paths,
    );
    expect(reqs.map((r) => r.url)).toEqual(paths.map((p) => `http://127.0.0.1:8081${p}`));
    expect(
      reqs.every((r) => r.method === "GET" && r.body === "" && Object.keys(r.headers).length === 0),
    ).toBe(true);
    expect(() =>
      purge.requestsFor({ mode: "nginx-refresh", url: "http://x", token: "", site: "" }, "all"),
    ).toThrow();
  });

  it("cloudflare: batches of 30 absolute URLs with the bearer token, or purge_everything", () => {
    const cfg = {
      mode: "cloudflare",
      url: "https://api.cloudflare.com/client/v4/zones/z/purge_cache",
      token: "tok",
      site: "https://coaching.example/",
    };
    const reqs = purge.requestsFor(cfg, paths);
    expect(reqs).toHaveLength(Math.ceil(paths.length / 30));
    const files = reqs.flatMap((r) => (JSON.parse(r.body) as { files: string[] }).files);
    expect(files).toEqual(paths.map((p) => `https://coaching.example${p}`));
    expect(reqs.every((r) => r.method === "POST" && r.url === cfg.url)).toBe(true);
    expect(reqs[0]?.headers).toEqual({ Authorization: "Bearer tok", "Content-Type": "application/json" });
    expect(purge.requestsFor(cfg, "all")).toEqual([
      { method: "POST", url: cfg.url, headers: reqs[0]?.headers, body: '{"purge_everything":true}' },
    ]);
  });

  it("an unknown mode sends nothing", () => {
    expect(purge.requestsFor({ mode: "varnish", url: "http://x", token: "", site: "" }, paths)).toEqual([]);
  });
});

describe("accepted", () => {
  it("2xx is done; nginx's 404 means it was not cached", () => {
    expect(purge.accepted("nginx", 200)).toBe(true);
    expect(purge.accepted("nginx", 404)).toBe(true);
    expect(purge.accepted("nginx", 403)).toBe(false);
    expect(purge.accepted("cloudflare", 404)).toBe(false);
    // A refresh stores whatever page the site answers (a deleted article's 404 page too).
    expect(purge.accepted("nginx-refresh", 404)).toBe(true);
    expect(purge.accepted("nginx-refresh", 502)).toBe(false);
  });
});
