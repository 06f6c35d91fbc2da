/* global toBytes, sleep -- JSVM globals not in the shared ESLint list */
// The search-engine feeds (/sitemap.xml, /sitemap-N.xml, /rss.xml) built once and served from
// memory until an article or the site settings change (seo.pb.js marks them stale), or at the
// latest after MAX_AGE_MS (a change made behind the hooks' back, e.g. straight SQL). An article
// scheduled for later (publishAt in the future) is left out, and the copy expires at the next
// scheduled publishAt, so it appears in the feeds once its time comes with nobody touching it.
//
// Where the copy lives: hook handlers run in a pool of JS VMs, so a module variable here would be
// one copy per VM, each built and invalidated separately. $app.store() is the app's own
// process-wide key/value store (Go, mutex-guarded), shared by every VM. Bodies are kept as Go
// byte slices, so serving one is a header write and a copy, with no JS string work.
//
// Staleness is a generation number: every change bumps it; a build records the number it started
// from, so a change that lands during a build makes that build stale at once. One request at a
// time rebuilds (claimed atomically with store.setFunc); the others keep answering from the
// previous copy meanwhile, and on a cold start they wait for the first build.
const KEY = "seoFeeds.cache";
const GEN = "seoFeeds.gen";
const CLAIM = "seoFeeds.building";
const MAX_AGE_MS = 5 * 60 * 1000;
// A build that has not finished in this long is taken to have failed; another may start.
const CLAIM_MS = 60 * 1000;
const COLD_WAIT_MS = 15 * 1000;
// The sitemap protocol's limit per file; SITEMAP_URLS_PER_FILE may lower it (tests use a few).
const MAX_URLS_PER_FILE = 50000;
const XML = "application/xml; charset=utf-8";
const RSS = "application/rss+xml; charset=utf-8";
const { rowOf, rowsOf } = require(`${__hooks}/lib/db-rows.js`);

/**
 * One feed file as kept in the store: its body as Go bytes and its validators.
 * @typedef {{ type: string, body: number[], etag: string, lastModified: number, httpDate: string }} FeedFile
 */
/**
 * The feeds as kept in $app.store() (what the store holds is typed `any` there).
 * @typedef {{ gen: number, builtAt: number, nextAt: number, files: Record<string, FeedFile> }} FeedCache
 */

/** @returns {FeedCache | null} */
function cached() {
  return $app.store().get(KEY) || null;
}

function urlsPerFile() {
  const n = parseInt($os.getenv("SITEMAP_URLS_PER_FILE"), 10);
  return n >= 1 && n <= MAX_URLS_PER_FILE ? n : MAX_URLS_PER_FILE;
}

function generation() {
  return Number($app.store().get(GEN)) || 0;
}

/** Called by the record hooks: the next request rebuilds. */
function markStale() {
  $app.store().setFunc(GEN, (old) => (Number(old) || 0) + 1);
}

function siteName() {
  try {
    return $app.findFirstRecordByFilter("settings", "id != ''").getString("instituteName");
  } catch {
    return "";
  }
}

function build() {
  const site = require(`${__hooks}/lib/site.js`);
  const seo = require(`${__hooks}/lib/seo.js`);
  const gen = generation();
  const base = site.siteUrl();
  // Two columns via SQL: loading thousands of full records (with their HTML) would be wasteful.
  // Same visibility as the access rules: active, and publishAt empty or passed.
  const nowText = require(`${__hooks}/lib/publish-at.js`).pbNow();
  const live = require(`${__hooks}/../shared/published-core.cjs`).liveSql("");
  const urls = rowsOf({ seoURL: "", updated: "" });
  $app
    .db()
    .newQuery(`SELECT seoURL, updated FROM currentAffairs WHERE ${live} ORDER BY created, id`)
    .bind({ now: nowText })
    .all(urls);
  const latest = rowsOf({ name: "", desc: "", seoURL: "", date: "", created: "" });
  $app
    .db()
    .newQuery(
      `SELECT name, desc, seoURL, date, created FROM currentAffairs WHERE ${live} ORDER BY date DESC, created DESC LIMIT 50`,
    )
    .bind({ now: nowText })
    .all(latest);
  const next = rowOf({ at: "" });
  $app
    .db()
    .newQuery(
      "SELECT COALESCE(MIN(publishAt), '') AS at FROM currentAffairs WHERE active = TRUE AND publishAt > {:now}",
    )
    .bind({ now: nowText })
    .one(next);
  const nextAt = next.at ? Date.parse(String(next.at).replace(" ", "T")) : 0;

  const prev = cached();
  const now = Date.now();
  /** @type {Record<string, FeedFile>} */
  const files = {};
  // Last-Modified is when this process first saw the body as it is now; it only moves forward,
  // by at least a second per change, so If-Modified-Since (whole seconds) never misses a change.
  /** @type {(name: string, type: string, body: string) => number} */
  const put = (name, type, body) => {
    const etag = `W/"${$security.sha256(body).slice(0, 32)}"`;
    const old = prev && prev.files ? prev.files[name] : null;
    let lastModified = Math.floor(now / 1000) * 1000;
    if (old && old.etag === etag) lastModified = Number(old.lastModified);
    else if (old) lastModified = Math.max(lastModified, Number(old.lastModified) + 1000);
    const httpDate = new Date(lastModified).toUTCString();
    files[name] = { type, body: toBytes(body), etag, lastModified, httpDate };
    return lastModified;
  };

  const parts = seo.sitemapFiles(base, urls, urlsPerFile());
  const index = parts.map((xml, i) => {
    const path = `/sitemap-${i + 1}.xml`;
    return { path, lastmod: new Date(put(path, XML, xml)) };
  });
  put("/sitemap.xml", XML, seo.sitemapIndexXml(base, index));
  put("/rss.xml", RSS, seo.rssXml(base, siteName() || "Current Affairs", latest));

  /** @type {FeedCache} */
  const cache = { gen, builtAt: now, nextAt: nextAt || 0, files };
  $app.store().set(KEY, cache);
  return cache;
}

/**
 * @param {FeedCache | null} c
 * @returns {c is FeedCache}
 */
function isFresh(c) {
  const now = Date.now();
  return (
    !!c &&
    Number(c.gen) === generation() &&
    now - Number(c.builtAt) < MAX_AGE_MS &&
    !(Number(c.nextAt) > 0 && now >= Number(c.nextAt))
  );
}

/** The feeds, rebuilt first when stale and no other request is already rebuilding them. */
function current() {
  const store = $app.store();
  let c = cached();
  if (isFresh(c)) return c;
  const started = Date.now();
  let claimed = false;
  store.setFunc(CLAIM, (old) => {
    if (old && started - Number(old) < CLAIM_MS) return old;
    claimed = true;
    return started;
  });
  if (!claimed) {
    if (c) return c;
    while (!c && Date.now() - started < COLD_WAIT_MS) {
      sleep(20);
      c = cached();
    }
    if (c) return c;
  }
  try {
    return build();
  } finally {
    if (claimed) store.remove(CLAIM);
  }
}

/**
 * True when the request's validators match (If-None-Match first, as RFC 9110 says).
 * @param {{ header: { get(name: string): string } }} req the request (only its headers are read)
 * @param {{ etag: string, lastModified: number }} f
 */
function notModified(req, f) {
  const inm = req.header.get("If-None-Match");
  if (inm) {
    const mine = f.etag.replace(/^W\//, "");
    return inm
      .split(",")
      .map((t) => t.trim().replace(/^W\//, ""))
      .some((t) => t === "*" || t === mine);
  }
  const ims = Date.parse(req.header.get("If-Modified-Since") || "");
  return !isNaN(ims) && Math.floor(Number(f.lastModified) / 1000) * 1000 <= ims;
}

/**
 * Route handler body: answers `name` ("/rss.xml", …) from the cache, or 304, or 404.
 * @param {HookRequestEvent} e
 * @param {string} name
 */
function serve(e, name) {
  const c = current();
  const f = c.files[name];
  if (!f) throw new NotFoundError("No such sitemap file.");
  const h = e.response.header();
  h.set("ETag", f.etag);
  h.set("Last-Modified", f.httpDate);
  // Crawlers may reuse a copy for 10 minutes, then revalidate (a 304 costs next to nothing); a
  // cache in front keeps it 5 (lib/cache-policy.js).
  require(`${__hooks}/lib/cache-policy.js`).applyPublic(e, "feed");
  if (notModified(e.request, f)) return e.noContent(304);
  return e.blob(200, f.type, f.body);
}

module.exports = { serve, markStale, current, notModified };
