/* global TooManyRequestsError -- a JSVM global not listed in eslint.config.js */
// Per-account sign-in lock-out (sign-in.pb.js). PocketBase already limits password sign-ins to
// 10 a minute per address; this adds a limit per account name, which an attacker spreading
// guesses over many addresses cannot dodge.
//
// After THRESHOLD failures in a row for one name, the name is locked: every attempt is refused
// with 429, the right password too. Each further failure after a lock ends locks it again for
// twice as long, up to a cap (15 minutes by default), so nobody can lock the owner out for longer
// than the cap at a time; a successful sign-in clears the record. Names with no account get the
// same treatment and the same answers, so the answers do not tell which accounts exist.
// The pure functions at the top are also unit-tested from Node (no JSVM globals at load time).

const THRESHOLD = 5;
const DEFAULT_BASE_SECONDS = 30;
const DEFAULT_MAX_SECONDS = 15 * 60;
/** A failure streak older than this starts again from zero. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** The failure log keeps this long and at most this many rows (cron in sign-in.pb.js). */
const LOG_KEEP_DAYS = 30;
const LOG_KEEP_ROWS = 10000;

/** Seconds the `level`-th lock in a row lasts: base, 2×base, 4×base … never more than max. */
function lockSeconds(level, base, max) {
  if (level < 1) return 0;
  // 2^(level-1) overflows to Infinity long after it passes any cap; min() handles both.
  return Math.min(max, base * Math.pow(2, level - 1));
}

/** "45 seconds", "1 minute", "2 minutes": whole units, rounded up so the wait is never short. */
function waitText(seconds) {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

function lockMessage(seconds) {
  return `Too many failed sign-ins for this account. Try again in ${waitText(seconds)}.`;
}

/** The lock key for what was typed: trimmed, lower-cased (PocketBase matches e-mails without case). */
function normaliseIdentity(identity) {
  return String(identity || "")
    .trim()
    .toLowerCase()
    .slice(0, 255);
}

/**
 * The state after one more attempt counted as a failure at `now` (ms), from `prev` (null: none
 * yet). Only called when the name is not locked; `locked` says whether this attempt locks it.
 */
function nextFailureState(prev, now, cfg) {
  let failures = prev ? prev.failures : 0;
  let level = prev ? prev.level : 0;
  if (prev && now - prev.lastFailure > FORGET_AFTER_MS) {
    failures = 0;
    level = 0;
  }
  failures += 1;
  if (failures < cfg.threshold) return { failures, level, lockedUntil: 0, locked: false };
  level += 1;
  return { failures, level, lockedUntil: now + lockSeconds(level, cfg.base, cfg.max) * 1000, locked: true };
}

// ---- JSVM side ----------------------------------------------------------------------------

function config() {
  const num = (name, fallback) => {
    const v = Number($os.getenv(name));
    return Number.isFinite(v) && v > 0 ? v : fallback;
  };
  return {
    threshold: THRESHOLD,
    base: num("SIGNIN_LOCK_BASE_SECONDS", DEFAULT_BASE_SECONDS),
    max: num("SIGNIN_LOCK_MAX_SECONDS", DEFAULT_MAX_SECONDS),
  };
}

function ms(dateTime) {
  return dateTime.isZero() ? 0 : dateTime.time().unixMilli();
}

function findLock(app, authCollection, identity) {
  try {
    return app.findFirstRecordByFilter("signInLocks", "authCollection = {:c} && identity = {:i}", {
      c: authCollection,
      i: identity,
    });
  } catch {
    return null; // no failures recorded for this name
  }
}

function asState(rec) {
  if (!rec) return null;
  return {
    failures: rec.getInt("failures"),
    level: rec.getInt("level"),
    lockedUntil: ms(rec.getDateTime("lockedUntil")),
    lastFailure: ms(rec.getDateTime("updated")),
  };
}

function logFailure(app, attempt, locked) {
  const rec = new Record(app.findCollectionByNameOrId("signInFailures"));
  rec.set("authCollection", attempt.authCollection);
  rec.set("email", attempt.typed);
  rec.set("ip", attempt.ip);
  rec.set("userAgent", attempt.userAgent);
  rec.set("locked", locked);
  app.save(rec);
}

/**
 * Counts the attempt as a failure before the password is checked, in one transaction (PocketBase
 * runs transactions one at a time), so requests sent together cannot all pass the check before
 * the first failure is stored: at most THRESHOLD guesses per lock, however many arrive at once.
 * Returns { refusedUntil } when the name is locked (the attempt is logged and not counted), or
 * { locks } saying whether a failure of this attempt leaves the name locked.
 */
function countAttempt(attempt, cfg) {
  let out = null;
  $app.runInTransaction((txApp) => {
    let rec = findLock(txApp, attempt.authCollection, attempt.identity);
    const prev = asState(rec);
    const now = Date.now();
    if (prev && prev.lockedUntil > now) {
      logFailure(txApp, attempt, true);
      out = { refusedUntil: prev.lockedUntil, now };
      return;
    }
    const next = nextFailureState(prev, now, cfg);
    if (!rec) {
      rec = new Record(txApp.findCollectionByNameOrId("signInLocks"));
      rec.set("authCollection", attempt.authCollection);
      rec.set("identity", attempt.identity);
    }
    rec.set("failures", next.failures);
    rec.set("level", next.level);
    rec.set("lockedUntil", next.lockedUntil ? new Date(next.lockedUntil).toISOString() : "");
    rec.set("lastIP", attempt.ip);
    rec.set("lastUserAgent", attempt.userAgent);
    txApp.save(rec);
    out = { refusedUntil: 0, locks: next.locked };
  });
  return out;
}

/** True for PocketBase's answer to a wrong password or an unknown name (400). */
function isBadCredentials(err) {
  const apiErr = err && err.value;
  return Boolean(apiErr && apiErr.status === 400);
}

/** onRecordAuthWithPasswordRequest body for users and _superusers. */
function handleSignIn(e) {
  const cfg = config();
  // The embedded request event's fields (request, response) are not promoted in the JSVM.
  const req = e.requestEvent;
  const attempt = {
    authCollection: e.collection.name,
    identity: normaliseIdentity(e.identity),
    typed: String(e.identity || "")
      .trim()
      .slice(0, 255),
    ip: String(e.realIP() || "").slice(0, 64),
    userAgent: String(req.request.header.get("User-Agent") || "").slice(0, 500),
  };

  const counted = countAttempt(attempt, cfg);
  if (counted.refusedUntil) {
    const seconds = (counted.refusedUntil - counted.now) / 1000;
    req.response.header().set("Retry-After", String(Math.ceil(seconds)));
    throw new TooManyRequestsError(lockMessage(seconds));
  }

  try {
    e.next();
  } catch (err) {
    // Any other error (none expected with MFA off) keeps the attempt counted as a failure.
    if (isBadCredentials(err)) logFailure($app, attempt, counted.locks);
    throw err;
  }
  // Signed in: the streak (and a lock this very attempt started) is over.
  const lock = findLock($app, attempt.authCollection, attempt.identity);
  if (lock) {
    try {
      $app.delete(lock);
    } catch {
      // already cleared by a parallel sign-in
    }
  }
}

/** Hourly: forget old streaks and keep the failure log bounded. */
function prune() {
  const iso = (msAgo) => new Date(Date.now() - msAgo).toISOString().replace("T", " ");
  $app
    .db()
    .newQuery("DELETE FROM signInLocks WHERE updated < {:old} AND (lockedUntil = '' OR lockedUntil < {:now})")
    .bind({ old: iso(FORGET_AFTER_MS), now: iso(0) })
    .execute();
  $app
    .db()
    .newQuery("DELETE FROM signInFailures WHERE created < {:old}")
    .bind({ old: iso(LOG_KEEP_DAYS * 24 * 60 * 60 * 1000) })
    .execute();
  $app
    .db()
    .newQuery(
      "DELETE FROM signInFailures WHERE id NOT IN (SELECT id FROM signInFailures ORDER BY created DESC LIMIT {:n})",
    )
    .bind({ n: LOG_KEEP_ROWS })
    .execute();
}

module.exports = {
  THRESHOLD,
  lockSeconds,
  waitText,
  lockMessage,
  normaliseIdentity,
  nextFailureState,
  handleSignIn,
  prune,
};
