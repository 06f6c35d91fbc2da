// What the service worker (vite-plugin-pwa → Workbox generateSW, configured in pwa-plugin.ts)
// serves and caches. Workbox copies each matcher and plugin below into sw.js as SOURCE TEXT, so
// each one must be self-contained: no imports, no helpers and no constants from outside its own
// body. That is why the cache names and patterns are repeated inside them; sw-routes.test.ts
// checks that the copies agree with the constants here.
//
// Never touched by the service worker: /admin pages and their chunks, /_/ (PocketBase's
// dashboard), /api calls other than the public GETs below, any request carrying a staff token,
// the feeds (/sitemap*.xml, /rss.xml) and every write (POST/PATCH/DELETE, uploads).

/** Cache Storage names (the article page and the offline page read the first one). */
export const CACHE = {
  /** The HTML of the last 30 articles opened: "Saved for offline reading". */
  articles: "offline-articles",
  /** The API responses an article page needs (the record, its neighbours, the day's quiz, settings). */
  data: "offline-article-data",
  /** Images and documents an article page loaded from /api/files. */
  files: "offline-article-files",
  /** Hashed app files not in the precache (the DOCX converter worker, fonts). */
  assets: "offline-assets",
} as const;

/** How many articles stay saved; older ones are dropped first. */
export const SAVED_ARTICLES = 30;

/** An article page: /currentaffairs/{slug}; the by-date pages (today, archive, date, month) are not articles. */
export const ARTICLE_PATH = /^\/currentaffairs\/(?!(?:today|archive|date|month)\/?$)[^/]+\/?$/;

/** The header the article page sends when it saves itself (its first visit was not yet under the worker). */
export const SAVE_HEADER = "X-Offline-Save";

interface MatchArgs {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

/** An article page being opened (or saved by the page itself). NetworkFirst, kept in CACHE.articles. */
export function isArticlePage({ request, url, sameOrigin }: MatchArgs): boolean {
  return (
    sameOrigin &&
    request.method === "GET" &&
    (request.mode === "navigate" || request.headers.get("X-Offline-Save") === "1") &&
    /^\/currentaffairs\/(?!(?:today|archive|date|month)\/?$)[^/]+\/?$/.test(url.pathname)
  );
}

/** Any other public page: straight to the network, the offline page when there is none. */
export function isOtherPublicPage({ request, url, sameOrigin }: MatchArgs): boolean {
  return (
    sameOrigin &&
    request.method === "GET" &&
    request.mode === "navigate" &&
    !/^\/(?:admin|_|api)(?:\/|$)/.test(url.pathname) &&
    !/\.[a-z0-9]+$/i.test(url.pathname)
  );
}

/**
 * A public API read an article page makes (the record with its tags, previous/next and same-day
 * articles, the day's quiz), or the settings (institute name and phone in the header), and only
 * without a staff token: staff see drafts, which must never land in a student's cache.
 */
export function isArticleData({ request, url, sameOrigin }: MatchArgs): boolean {
  if (!sameOrigin || request.method !== "GET" || request.headers.has("Authorization")) return false;
  const m = /^\/api\/collections\/(currentAffairs|CAtags|quizs|settings)\/records$/.exec(url.pathname);
  if (!m) return false;
  if (m[1] === "settings") return true;
  let from = "";
  try {
    from = new URL(request.referrer).pathname;
  } catch {
    return false;
  }
  return /^\/currentaffairs\/(?!(?:today|archive|date|month)\/?$)[^/]+\/?$/.test(from);
}

/** An image or document (a legacy .docx) shown on an article page. File names are unique, so CacheFirst. */
export function isArticleFile({ request, url, sameOrigin }: MatchArgs): boolean {
  if (!sameOrigin || request.method !== "GET" || request.headers.has("Authorization")) return false;
  if (!/^\/api\/files\/[^/]+\/[^/]+\/[^/]+$/.test(url.pathname) || url.searchParams.has("token"))
    return false;
  let from = "";
  try {
    from = new URL(request.referrer).pathname;
  } catch {
    return false;
  }
  return /^\/currentaffairs\/(?!(?:today|archive|date|month)\/?$)[^/]+\/?$/.test(from);
}

/**
 * A hashed app file that is not precached (the DOCX converter worker a legacy article needs,
 * fonts), never an admin chunk or anything an admin page asks for. A missing file (a page left
 * open over a deployment) is not cached, so the app's chunk-error recovery still sees the 404.
 */
export function isAppAsset({ request, url, sameOrigin }: MatchArgs): boolean {
  if (!sameOrigin || request.method !== "GET") return false;
  if (!/^\/assets\/[^/]+\.(?:js|css|woff2?)$/.test(url.pathname)) return false;
  if (/^\/assets\/(?:admin|account)/.test(url.pathname)) return false;
  let from = "";
  try {
    from = new URL(request.referrer).pathname;
  } catch {
    from = "";
  }
  return !/^\/admin(?:\/|$)/.test(from);
}

/**
 * For the article pages' NetworkFirst route. A saved page is used offline only while the scripts
 * it names are still cached: after a deployment the old hashed files are gone, and that page
 * would stay blank. Then (and for an article never saved) handlerDidError answers: for a saved
 * article, the saved page (its embedded data and first paint) with the current build's script and
 * style tags, or the bare current app shell for a page without embedded data (the app then reads
 * the article from the cached API responses); the offline page for anything else.
 */
export const articlePageFallback = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }) => {
    if (!cachedResponse) return null;
    const html = await cachedResponse.clone().text();
    const scripts = /<script\b[^>]*\ssrc="(\/assets\/[^"]+\.js)"/g;
    let m = scripts.exec(html);
    while (m) {
      if (!(await caches.match(m[1]))) return null;
      m = scripts.exec(html);
    }
    return cachedResponse;
  },
  handlerDidError: async ({ request }: { request: Request }) => {
    const saved = await (
      await caches.open("offline-articles")
    ).match(request.url, { ignoreSearch: true, ignoreVary: true });
    const shell = saved
      ? await caches.match("/index.html", { ignoreSearch: true, ignoreVary: true })
      : undefined;
    if (saved && shell) {
      // The saved page carries the article itself (the server's embedded data and first paint):
      // keep it, with the old build's script and style tags swapped for the current shell's.
      const page = await saved.clone().text();
      if (page.includes('id="initial-data"')) {
        const asset =
          /<script\b[^>]*\ssrc="\/assets\/[^"]+"[^>]*><\/script>|<link\b[^>]*\shref="\/assets\/[^"]+\.(?:css|js)"[^>]*>/g;
        const current = ((await shell.clone().text()).match(asset) ?? []).join("\n");
        const merged = page.replace(asset, "").replace("</head>", () => `${current}\n</head>`);
        return new Response(merged, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      }
    }
    return (
      shell ??
      (await caches.match("/offline.html", { ignoreSearch: true, ignoreVary: true })) ??
      Response.error()
    );
  },
};
