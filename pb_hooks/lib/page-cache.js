// The rendered pages' cache: one per server, shared by every JS VM ($app.store()), so a page is
// rendered once after each change and then served from memory (a viral share costs nothing).
// An entry's key says everything that makes it stale:
//  - the build (dist/index.html's size and modification time: a deploy changes it),
//  - the content version (bumped by every saved or deleted record a public page shows:
//    page-cache.pb.js) and every scheduled article or quiz whose publishAt has come,
//  - India's day (the "today" pages and Today/Yesterday labels),
//  - the language and the path with its query.
// At most MAX_ENTRIES entries are kept; past that the least recently used are dropped.

const PREFIX = "pageCache:";
const VERSION = `${PREFIX}version`;
const NEXT = `${PREFIX}nextPublishAt`;
const ENTRY = `${PREFIX}e:`;
const USED = `${PREFIX}u:`;
const MAX_ENTRIES = 400;
/** Dropped at once when the cache is full (so eviction scans the store rarely). */
const EVICT = 50;
const SCHEDULED = ["currentAffairs", "quizs", "mockTests"];

function store() {
  return $app.store();
}

/** A record or a scheduled publish changed what public pages show. */
function bump() {
  const s = store();
  s.set(VERSION, Number(s.get(VERSION) || 0) + 1);
  s.remove(NEXT);
}

/**
 * The next moment a scheduled record goes live (ms), or 0 when none is waiting.
 * @param {number} now
 * @returns {number}
 */
function nextPublishAt(now) {
  let next = 0;
  const at = new Date(now).toISOString().replace("T", " ");
  for (const name of SCHEDULED) {
    try {
      const recs = $app.findRecordsByFilter(name, "active = true && publishAt > {:at}", "publishAt", 1, 0, {
        at,
      });
      const first = recs[0];
      if (first) {
        const ms = Date.parse(first.getString("publishAt").replace(" ", "T"));
        if (ms && (!next || ms < next)) next = ms;
      }
    } catch {
      // a collection without publishAt (older data dir): nothing scheduled there
    }
  }
  return next;
}

/**
 * The content version, moved on when a scheduled record's time has come.
 * @param {number} now
 * @returns {number}
 */
function version(now) {
  const s = store();
  const stored = s.get(NEXT);
  let next = Number(stored);
  if (stored === null || stored === undefined) {
    next = nextPublishAt(now);
    s.set(NEXT, next);
  }
  if (next && now >= next) {
    bump();
    return version(now);
  }
  return Number(s.get(VERSION) || 0);
}

/**
 * India's day for `now` (ms): "YYYY-MM-DD".
 * @param {number} now
 */
function istDay(now) {
  return require(`${__hooks}/../shared/day-queries-core.cjs`).istDayOfMs(now);
}

/**
 * The cache key of a page request.
 * @param {string} build
 * @param {string} lang
 * @param {string} pathAndQuery
 * @param {number} now
 */
function keyOf(build, lang, pathAndQuery, now) {
  return `${build}|${version(now)}|${istDay(now)}|${lang}|${pathAndQuery}`;
}

/** @typedef {{ status: number, html: string, etag: string }} CachedPage */

/**
 * The cached page for `key`, or null.
 * @param {string} key
 * @param {number} now
 * @returns {CachedPage | null}
 */
function get(key, now) {
  const s = store();
  const entry = s.get(ENTRY + key);
  if (!entry) return null;
  s.set(USED + key, now);
  return /** @type {CachedPage} */ (entry);
}

function evict() {
  const all = store().getAll();
  /** @type {[string, number][]} */
  const used = [];
  for (const k in all) if (k.indexOf(USED) === 0) used.push([k.slice(USED.length), Number(all[k])]);
  if (used.length <= MAX_ENTRIES) return;
  used.sort((a, b) => a[1] - b[1]);
  for (const [key] of used.slice(0, used.length - MAX_ENTRIES + EVICT)) {
    store().remove(ENTRY + key);
    store().remove(USED + key);
  }
}

/**
 * Caches a page.
 * @param {string} key
 * @param {CachedPage} entry
 * @param {number} now
 */
function put(key, entry, now) {
  const s = store();
  s.set(ENTRY + key, entry);
  s.set(USED + key, now);
  if (s.length() > 2 * MAX_ENTRIES + 20) evict();
}

/** How many pages are cached (for tests and the load script). */
function size() {
  const all = store().getAll();
  let n = 0;
  for (const k in all) if (k.indexOf(ENTRY) === 0) n++;
  return n;
}

module.exports = { bump, keyOf, get, put, size, istDay, MAX_ENTRIES };
