// Cache-Control for a shared cache in front of the site (nginx proxy_cache, Caddy, Cloudflare:
// docs/deploy.md). What every visitor gets alike may be kept by the cache for `s-maxage` seconds;
// browsers revalidate pages and API reads at once (max-age=0, answered by ETag with a 304). Pages
// and API reads carry no `stale-while-revalidate`: browsers honour it too, and served the page of
// the previous build (or an article before its edit) for 30 s after a deployment or a publish
// (e2e/offline.spec.ts "a new deployment"). A proxy may still answer stale while it refreshes
// (nginx `proxy_cache_use_stale updating`, docs/deploy.md). Anything personal, signed in,
// staff-only or a write is `private, no-store`: never kept by a shared cache.
// Publishing needs no purge: a page is at most `s-maxage` seconds old in a shared cache.

/** The policies, one place to read them. */
const POLICY = {
  /** Server-rendered pages (lib/first-response.js). */
  page: "public, max-age=0, s-maxage=60",
  /** RSS and sitemaps (lib/feed-cache.js): crawlers may reuse a copy for 10 minutes. */
  feed: "public, max-age=600, s-maxage=300, stale-while-revalidate=300",
  /** Public API reads (records of the public collections, search). */
  api: "public, max-age=0, s-maxage=30",
  /** A public answer that is for this request only (a page rendered without all its data). */
  fresh: "no-cache",
  /** Personal, signed in, staff-only, or a write. */
  private: "private, no-store",
};

/** Collections every visitor may read (their rules hide drafts from guests; lib/quiz-keys.js the keys). */
const PUBLIC_COLLECTIONS = [
  "CAtags",
  "currentAffairs",
  "quizs",
  "courses",
  "courseCategories",
  "settings",
  "slideImages",
];

/** Paths whose answers belong to one student or to staff, whoever asks. */
const PERSONAL_PATH =
  /^\/(?:api\/(?:attempts|students|leaderboard\/[^/]+\/takers)|api\/collections\/(?:students|quizAttempts|users|_superusers)\/|admin(?:\/|$)|_\/)/;

/**
 * The Cache-Control a response gets before its handler runs (security.pb.js's middleware): private
 * for anything personal, the API policy for public record reads, "" (none) otherwise.
 * @param {{ method: string, path: string, query: string, authorization: string }} req
 * @returns {string}
 */
function defaultFor(req) {
  if (isPrivate(req)) return POLICY.private;
  const m = req.path.match(/^\/api\/collections\/([^/]+)\/records(?:\/[^/]+)?$/);
  if (m && PUBLIC_COLLECTIONS.includes(m[1] ?? "")) return POLICY.api;
  return "";
}

/**
 * True when the response must never be kept by a shared cache: a write, a signed-in request, a
 * personal path, or a protected file (its token is in the query).
 * @param {{ method: string, path: string, query: string, authorization: string }} req
 */
function isPrivate(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  if (req.authorization) return true;
  if (PERSONAL_PATH.test(req.path)) return true;
  if (req.path.startsWith("/api/files/") && /(?:^|&)token=/.test(req.query)) return true;
  return false;
}

/**
 * @param {HookRequestEvent} e
 * @returns {{ method: string, path: string, query: string, authorization: string }}
 */
function requestOf(e) {
  return {
    method: e.request.method,
    path: e.request.url.path || "/",
    query: e.request.url.rawQuery || "",
    authorization: e.request.header.get("Authorization") || "",
  };
}

module.exports = {
  POLICY,
  defaultFor,
  isPrivate,

  /**
   * For the site-wide middleware: sets the default Cache-Control (handlers may set their own).
   * @param {HookRequestEvent} e
   */
  applyDefault(e) {
    const value = defaultFor(requestOf(e));
    if (value) e.response.header().set("Cache-Control", value);
  },

  /**
   * For a handler that answers the same to every visitor: `kind`'s policy, or private when the
   * request is personal after all.
   * @param {HookRequestEvent} e
   * @param {"page" | "feed" | "api" | "fresh"} kind
   */
  applyPublic(e, kind) {
    e.response.header().set("Cache-Control", isPrivate(requestOf(e)) ? POLICY.private : POLICY[kind]);
  },
};
