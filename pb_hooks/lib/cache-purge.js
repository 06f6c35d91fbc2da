// Publishing or editing purges what changed from a cache in front of the site (issue 25): nginx's
// proxy_cache with ngx_cache_purge, or Cloudflare. Which addresses a change makes stale is worked
// out here from the record's old and new values and the app's own route table
// (src/config/routes.json); the sending is configured by env (CACHE_PURGE_URL, CACHE_PURGE_MODE,
// CACHE_PURGE_TOKEN; nothing configured = nothing sent). Called from the save pipelines' last step,
// after the record is committed (lib/article-save.js, lib/quiz-save.js, lib/settings-save.js,
// page-cache.pb.js for tags and courses). A purge never fails a save: each request has a 2 s
// timeout, the first failure stops the rest (so a dead or slow receiver costs a save at most one
// timeout), and errors are logged without the token.
//
// The pure part (addresses and request bodies) is unit-tested in cache-purge.test.ts; the sending
// against a fake receiver in tests/integration/cache-purge.test.ts.

/** @typedef {ReadonlyArray<readonly [string, string, string]>} RouteTable [name, pattern, module] rows */
/** What a purge needs of an article: its address, its day ("" for none) and whether visitors see it. */
/** @typedef {{ seoURL: string, day: string, live: boolean }} ArticleState */
/** @typedef {{ id: string, day: string, live: boolean }} QuizState */
/** @typedef {{ method: string, url: string, headers: Record<string, string>, body: string }} PurgeRequest */

/** Seconds each purge request may take. */
const TIMEOUT_S = 2;
/** Cloudflare takes at most 30 URLs per purge call. */
const CLOUDFLARE_BATCH = 30;
/** nginx has no wildcard purge: a "purge all" sends at most this many requests. */
const MAX_ALL = 500;
/** nginx-refresh renders each address it refreshes: a "purge all" refreshes the newest pages only. */
const MAX_REFRESH_ALL = 60;
/** The feeds: no language variants. */
const FEEDS = ["/sitemap.xml", "/rss.xml"];
const LANGS = ["pa", "en"];

/**
 * The address of route `name` of the app's table with its `:params` filled in (percent-encoded
 * as a browser sends them). Throws for a route the table does not have.
 * @param {RouteTable} routes
 * @param {string} name
 * @param {Record<string, string>} [params]
 */
function routePath(routes, name, params = {}) {
  const row = routes.find((r) => r[0] === name);
  if (!row) throw new Error(`cache-purge: no route "${name}" in src/config/routes.json`);
  return row[1].replace(/:([A-Za-z]+)/g, (_, key) => encodeURIComponent(String(params[key] ?? "")));
}

/**
 * Whether visitors see a record: active and its "publish at" passed or empty (as
 * shared/published-core.cjs' LIVE_FILTER).
 * @param {boolean} active
 * @param {string} publishAt stored instant or ""
 * @param {number} now ms
 */
function isLive(active, publishAt, now) {
  if (!active) return false;
  if (!publishAt) return true;
  const ms = Date.parse(publishAt.includes("T") ? publishAt : publishAt.replace(" ", "T"));
  return Number.isNaN(ms) || ms <= now;
}

/**
 * The by-date pages of a day: the day, its month and the month's print page.
 * @param {RouteTable} routes
 * @param {string} day "YYYY-MM-DD"
 */
function dayPages(routes, day) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return [];
  const month = day.slice(0, 7);
  return [
    routePath(routes, "day", { day }),
    routePath(routes, "month", { month }),
    routePath(routes, "monthPrint", { month }),
  ];
}

/** @param {string[]} paths */
function unique(paths) {
  return [...new Set(paths)];
}

/**
 * Each page address as it is asked for: bare, `?lang=pa` and `?lang=en` (the language switch's
 * links); the feeds once.
 * @param {string[]} paths
 */
function withLanguages(paths) {
  /** @type {string[]} */
  const out = [];
  for (const p of unique(paths)) {
    out.push(p);
    if (!FEEDS.includes(p)) for (const l of LANGS) out.push(`${p}?lang=${l}`);
  }
  return out;
}

/**
 * The addresses a saved or deleted article makes stale: none when visitors saw it neither before
 * nor after (a draft's save); `before` is null for a create, `after` null for a delete.
 * @param {RouteTable} routes
 * @param {ArticleState | null} before
 * @param {ArticleState | null} after
 */
function articlePaths(routes, before, after) {
  const states = /** @type {ArticleState[]} */ ([before, after].filter(Boolean));
  if (!states.some((s) => s.live)) return [];
  /** @type {string[]} */
  const pages = [];
  for (const s of states) if (s.seoURL) pages.push(routePath(routes, "article", { seoURL: s.seoURL }));
  pages.push(
    routePath(routes, "home"),
    routePath(routes, "currentAffairs"),
    routePath(routes, "today"),
    routePath(routes, "archive"),
  );
  for (const s of states) pages.push(...dayPages(routes, s.day));
  return withLanguages([...unique(pages), ...FEEDS]);
}

/**
 * The addresses a saved or deleted quiz makes stale: its page and leaderboard, the quiz list, the
 * home page and the day pages of its day (old and new); none for a draft's save.
 * @param {RouteTable} routes
 * @param {QuizState | null} before
 * @param {QuizState | null} after
 */
function quizPaths(routes, before, after) {
  const states = /** @type {QuizState[]} */ ([before, after].filter(Boolean));
  if (!states.some((s) => s.live)) return [];
  const id = states[states.length - 1]?.id ?? "";
  const pages = [
    routePath(routes, "quizzes"),
    routePath(routes, "quiz", { id }),
    routePath(routes, "leaderboard", { id }),
    routePath(routes, "home"),
  ];
  for (const s of states) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(s.day)) pages.push(routePath(routes, "day", { day: s.day }));
  }
  pages.push(routePath(routes, "today"));
  return withLanguages(pages);
}

/**
 * Every address for a "purge all" where the cache has no wildcard (nginx): the fixed pages, the
 * feeds, then the published articles as the sitemap lists them (newest first), at most `max`.
 * @param {RouteTable} routes
 * @param {readonly string[]} staticPages seo.js' STATIC_PAGES
 * @param {readonly string[]} seoURLs the live articles' addresses, newest first
 * @param {number} [max]
 */
function allPaths(routes, staticPages, seoURLs, max = MAX_ALL) {
  const fixed = [...staticPages, routePath(routes, "today"), routePath(routes, "archive")];
  const pages = withLanguages([...fixed, ...FEEDS]);
  for (const seoURL of seoURLs) {
    if (pages.length >= max) break;
    pages.push(...withLanguages([routePath(routes, "article", { seoURL })]));
  }
  return unique(pages).slice(0, max);
}

/**
 * The requests that purge `paths` (or everything: "all") from the configured cache.
 * nginx: one PURGE per address at CACHE_PURGE_URL + path (nginx's cache key is the address alone,
 * docs/deploy.md). cloudflare: POSTs of at most 30 absolute URLs, or one purge_everything.
 * @param {{ mode: string, url: string, token: string, site: string }} cfg
 * @param {string[] | "all"} paths for nginx, "all" must already be expanded (allPaths)
 */
function requestsFor(cfg, paths) {
  const base = cfg.url.replace(/\/+$/, "");
  /** @type {PurgeRequest[]} */
  const out = [];
  if (cfg.mode === "nginx") {
    if (paths === "all") throw new Error("cache-purge: nginx needs the addresses (allPaths)");
    // No Host header: PocketBase's $http.send (Go's client) ignores one, so nginx sees
    // CACHE_PURGE_URL's host, and the cache key must not contain the host (docs/deploy.md).
    for (const p of paths) out.push({ method: "PURGE", url: base + p, headers: {}, body: "" });
    return out;
  }
  if (cfg.mode === "nginx-refresh") {
    if (paths === "all") throw new Error("cache-purge: nginx-refresh needs the addresses (allPaths)");
    // Stock nginx, no module: CACHE_PURGE_URL is a loopback-only server whose location always
    // bypasses the cache and stores what it fetches (docs/deploy.md), so a GET there replaces the
    // cached copy with the page as it is now.
    for (const p of paths) out.push({ method: "GET", url: base + p, headers: {}, body: "" });
    return out;
  }
  if (cfg.mode === "cloudflare") {
    const headers = { Authorization: `Bearer ${cfg.token}`, "Content-Type": "application/json" };
    if (paths === "all")
      return [{ method: "POST", url: cfg.url, headers, body: JSON.stringify({ purge_everything: true }) }];
    const origin = cfg.site.replace(/\/+$/, "");
    for (let i = 0; i < paths.length; i += CLOUDFLARE_BATCH) {
      const files = paths.slice(i, i + CLOUDFLARE_BATCH).map((p) => origin + p);
      out.push({ method: "POST", url: cfg.url, headers, body: JSON.stringify({ files }) });
    }
    return out;
  }
  return out;
}

/**
 * Whether a receiver's answer means done: 2xx; for nginx also 404 (ngx_cache_purge: "not in the
 * cache", nothing to do).
 * @param {string} mode
 * @param {number} status
 */
function accepted(mode, status) {
  // nginx-refresh: any page the site answers (a 404 page replaces a deleted article's copy).
  if (mode === "nginx-refresh") return status >= 200 && status < 500;
  return (status >= 200 && status < 300) || (mode === "nginx" && status === 404);
}

// ---- Hook side ($app, $os, $http): not unit-tested, see tests/integration/cache-purge.test.ts.

/** The configured sender, or null when nothing is configured (or the mode is unknown). */
function config() {
  const url = $os.getenv("CACHE_PURGE_URL");
  const mode = $os.getenv("CACHE_PURGE_MODE") || "nginx";
  if (!url) return null;
  if (mode !== "nginx" && mode !== "nginx-refresh" && mode !== "cloudflare") {
    $app.logger().warn("cache purge: unknown CACHE_PURGE_MODE, nothing sent", "mode", mode);
    return null;
  }
  const token = $os.getenv("CACHE_PURGE_TOKEN");
  if (mode === "cloudflare" && !token) {
    $app.logger().warn("cache purge: CACHE_PURGE_MODE=cloudflare needs CACHE_PURGE_TOKEN, nothing sent");
    return null;
  }
  return { mode, url, token, site: require(`${__hooks}/lib/site.js`).siteUrl() };
}

function routes() {
  return /** @type {RouteTable} */ (
    require(`${__hooks}/lib/read-once.js`).readJson(`${__hooks}/../src/config/routes.json`)
  );
}

/**
 * Sends the requests in order; stops at the first failure or refusal (logged; the save is not
 * affected). The token is never logged.
 * @param {string} mode
 * @param {PurgeRequest[]} reqs
 */
function sendAll(mode, reqs) {
  for (let i = 0; i < reqs.length; i++) {
    const r = /** @type {PurgeRequest} */ (reqs[i]);
    let status = 0;
    let error = "";
    try {
      status = $http.send({
        url: r.url,
        method: r.method,
        headers: r.headers,
        body: r.body,
        timeout: TIMEOUT_S,
      }).statusCode;
    } catch (err) {
      error = String(err);
    }
    if (!error && accepted(mode, status)) continue;
    $app
      .logger()
      .error(
        "cache purge failed; the rest of this purge was not sent",
        "mode",
        mode,
        "target",
        mode === "cloudflare" ? "cloudflare" : r.url,
        "status",
        status,
        "error",
        error,
        "notSent",
        reqs.length - i - 1,
      );
    return false;
  }
  return true;
}

/**
 * Purges `paths` (page paths with their query) now. Never throws.
 * @param {string[]} paths
 */
function purgePaths(paths) {
  try {
    const cfg = config();
    if (!cfg || paths.length === 0) return;
    sendAll(cfg.mode, requestsFor(cfg, paths));
  } catch (err) {
    $app.logger().error("cache purge failed", "error", String(err));
  }
}

/** Purges everything: Cloudflare's purge_everything; nginx every address the sitemap knows (capped). Never throws. */
function purgeAll() {
  if (!$os.getenv("CACHE_PURGE_URL")) return;
  try {
    const cfg = config();
    if (!cfg) return;
    if (cfg.mode === "cloudflare") {
      sendAll(cfg.mode, requestsFor(cfg, "all"));
      return;
    }
    const live = require(`${__hooks}/../shared/published-core.cjs`).liveSql("");
    const rows = require(`${__hooks}/lib/db-rows.js`).rowsOf({ seoURL: "" });
    $app
      .db()
      .newQuery(
        `SELECT seoURL FROM currentAffairs WHERE ${live} ORDER BY date DESC, created DESC LIMIT ${MAX_ALL}`,
      )
      .bind({ now: require(`${__hooks}/lib/publish-at.js`).pbNow() })
      .all(rows);
    const seoURLs = rows.map((r) => String(r.seoURL)).filter(Boolean);
    const seo = require(`${__hooks}/lib/seo.js`);
    const max = cfg.mode === "nginx-refresh" ? MAX_REFRESH_ALL : MAX_ALL;
    sendAll(cfg.mode, requestsFor(cfg, allPaths(routes(), seo.STATIC_PAGES, seoURLs, max)));
  } catch (err) {
    $app.logger().error("cache purge (all) failed", "error", String(err));
  }
}

/**
 * The record before this save: null for a create. (In an after-success hook, original() still
 * holds the values the record was loaded with.)
 * @param {core.Record} r
 * @param {boolean} created
 */
function previous(r, created) {
  return created ? null : r.original();
}

/** @param {core.Record} r @param {number} now @returns {ArticleState} */
function articleState(r, now) {
  const { dayOfDate } = require(`${__hooks}/../shared/day-queries-core.cjs`);
  return {
    seoURL: r.getString("seoURL"),
    day: dayOfDate(r.getString("date")) ?? "",
    live: isLive(r.getBool("active"), r.getString("publishAt"), now),
  };
}

/** @param {core.Record} r @param {number} now @returns {QuizState} */
function quizState(r, now) {
  const { dayOfDate } = require(`${__hooks}/../shared/day-queries-core.cjs`);
  return {
    id: r.id,
    day: dayOfDate(r.getString("date")) ?? "",
    live: isLive(r.getBool("active"), r.getString("publishAt"), now),
  };
}

/**
 * An article was created, updated or deleted (committed): purge its addresses.
 * @param {core.Record} r
 * @param {"create" | "update" | "delete"} kind
 */
function afterArticle(r, kind) {
  if (!$os.getenv("CACHE_PURGE_URL")) return;
  try {
    const now = Date.now();
    const old = kind === "delete" ? r : previous(r, kind === "create");
    const before = old ? articleState(old, now) : null;
    const after = kind === "delete" ? null : articleState(r, now);
    purgePaths(articlePaths(routes(), before, after));
  } catch (err) {
    $app.logger().error("cache purge failed", "error", String(err));
  }
}

/**
 * A quiz was created, updated or deleted (committed): purge its addresses.
 * @param {core.Record} r
 * @param {"create" | "update" | "delete"} kind
 */
function afterQuiz(r, kind) {
  if (!$os.getenv("CACHE_PURGE_URL")) return;
  try {
    const now = Date.now();
    const old = kind === "delete" ? r : previous(r, kind === "create");
    const before = old ? quizState(old, now) : null;
    const after = kind === "delete" ? null : quizState(r, now);
    purgePaths(quizPaths(routes(), before, after));
  } catch (err) {
    $app.logger().error("cache purge failed", "error", String(err));
  }
}

module.exports = {
  TIMEOUT_S,
  MAX_ALL,
  CLOUDFLARE_BATCH,
  routePath,
  isLive,
  withLanguages,
  articlePaths,
  quizPaths,
  allPaths,
  requestsFor,
  accepted,
  purgePaths,
  purgeAll,
  afterArticle,
  afterQuiz,
};
