/* global TooManyRequestsError -- a JSVM global not in the shared ESLint list */
// Issue 25, hole 3: search starved the pages. One client at 50 connections on /api/ca/search (63
// req/s, inside the API rate limit) took the home page from p50 21 ms to p50 1.5 s: every search
// ran at once and the two cores had nothing left for pages. The expensive routes now pass two
// gates in the site-wide middleware (security.pb.js), before any of their work:
// - a concurrency cap shared by the whole process: at most EXPENSIVE_CONCURRENCY (default 4) of
//   them run at a time; one more is answered 503 with Retry-After at once (no queue, so a flood
//   holds no JS VM and no connection waiting). Pages never pass this gate.
// - a cost-weighted budget per client address: EXPENSIVE_COST_PER_MINUTE (default 300) units a
//   minute, each route costing its weight below; past it, 429 with Retry-After until the minute
//   ends. Loopback is not charged: the page renderer fetches search results for the pages it
//   renders from 127.0.0.1, so behind a reverse proxy the budget needs TRUSTED_PROXY_HEADERS
//   (docs/operations.md) to see visitors' addresses (the cap applies either way).
// Shared state lives in $app.store() (Go, mutex-guarded, one per process, seen by every JS VM of
// PocketBase's pool; a module variable would be one per VM). store.setFunc runs its function under
// the store's lock, so a claim is atomic.
// The feeds (/sitemap.xml, /rss.xml) are not here: a cold build is already one at a time
// (lib/feed-cache.js claims it; the other requests get the previous copy or wait for the first).

const SLOTS = "expensive.running";
const WINDOW = "expensive.window";
const COST_PREFIX = "expensive.cost:";
const WINDOW_MS = 60 * 1000;

/**
 * What a request costs, or 0 when it is not an expensive route (pages, static files, the rest of
 * the API). Weights are relative: a search is 1; a CSV export reads a whole list; statistics
 * aggregate every attempt of a quiz.
 * @param {string} method
 * @param {string} path
 * @returns {number}
 */
function costOf(method, path) {
  if (method !== "GET") return 0;
  if (path === "/api/ca/search") return 1;
  if (/^\/api\/inbox\/[a-z]+\.csv$/.test(path)) return 10;
  if (path.indexOf("/api/quiz-stats/") === 0) return 5;
  return 0;
}

/**
 * A positive whole number from the environment, else `dflt`.
 * @param {string} raw
 * @param {number} dflt
 */
function positiveInt(raw, dflt) {
  const n = Number(String(raw || "").trim());
  return Number.isInteger(n) && n > 0 ? n : dflt;
}

function limits() {
  return {
    concurrency: positiveInt($os.getenv("EXPENSIVE_CONCURRENCY"), 4),
    perMinute: positiveInt($os.getenv("EXPENSIVE_COST_PER_MINUTE"), 300),
  };
}

/**
 * Whether `cost` more fits an address that has spent `used` of `budget` this window; pure.
 * @param {number} used
 * @param {number} cost
 * @param {number} budget
 */
function fits(used, cost, budget) {
  return used + cost <= budget;
}

/** @param {string} ip */
function isLoopback(ip) {
  return ip === "::1" || ip.indexOf("127.") === 0 || ip === "";
}

/**
 * Charges `cost` to `ip` in this minute's window; false when its budget is spent.
 * @param {string} ip
 * @param {number} cost
 * @param {number} budget
 * @param {number} now
 */
function charge(ip, cost, budget, now) {
  const store = $app.store();
  const win = Math.floor(now / WINDOW_MS);
  // The first request of a new minute drops the old minute's counters.
  let rolled = false;
  store.setFunc(WINDOW, (old) => {
    if (Number(old) === win) return old;
    rolled = true;
    return win;
  });
  if (rolled) {
    const all = store.getAll();
    for (const key in all) {
      if (key.indexOf(COST_PREFIX) === 0 && key.indexOf(`${COST_PREFIX}${win}:`) !== 0) store.remove(key);
    }
  }
  let ok = false;
  store.setFunc(`${COST_PREFIX}${win}:${ip}`, (old) => {
    const used = Number(old) || 0;
    if (!fits(used, cost, budget)) return used;
    ok = true;
    return used + cost;
  });
  return ok;
}

/**
 * The gate around an expensive route: `run` (the rest of the request) when both gates let it
 * through, else a 503 (too many running) or 429 (the address's budget is spent) with Retry-After.
 * @param {HookRequestEvent} e
 * @param {number} cost
 * @param {() => unknown} run
 */
function gate(e, cost, run) {
  const { concurrency, perMinute } = limits();
  const h = e.response.header();
  const ip = String(e.realIP() || "");
  const now = Date.now();
  if (!isLoopback(ip) && !charge(ip, cost, perMinute, now)) {
    h.set("Retry-After", String(Math.max(1, Math.ceil((WINDOW_MS - (now % WINDOW_MS)) / 1000))));
    throw new TooManyRequestsError(
      "Too many searches or downloads from your address in the last minute. Please wait a moment and try again.",
    );
  }
  const store = $app.store();
  let claimed = false;
  store.setFunc(SLOTS, (old) => {
    const running = Number(old) || 0;
    if (running >= concurrency) return running;
    claimed = true;
    return running + 1;
  });
  if (!claimed) {
    h.set("Retry-After", "2");
    throw new ApiError(503, "The server is busy. Please try again in a few seconds.");
  }
  try {
    return run();
  } finally {
    store.setFunc(SLOTS, (old) => Math.max(0, (Number(old) || 0) - 1));
  }
}

module.exports = { costOf, fits, isLoopback, gate, positiveInt };
