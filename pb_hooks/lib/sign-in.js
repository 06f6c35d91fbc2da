/* global TooManyRequestsError -- a JSVM global not listed in eslint.config.js */
// Per-account sign-in lock-out (sign-in.pb.js). PocketBase already limits password sign-ins to
// 10 a minute per address; this adds a limit per account name, which an attacker spreading
// guesses over many addresses cannot dodge, without letting that attacker keep the owner out.
//
// - Failures fade: each one counts for a window (15 minutes by default) and they are forgotten
//   one at a time, one per window/5 of quiet (3 minutes), so only recent failures count.
// - THRESHOLD failures that still count lock the name: attempts are refused with 429, the right
//   password too. The failures that caused a lock are spent; after it ends, one wrong password
//   does not lock again, it takes another THRESHOLD. A lock that starts within the window after
//   the previous one ended lasts twice as long, up to a cap (15 minutes by default).
// - A device that signed in to this account before (a signed, HttpOnly cookie set on success)
//   still gets its password checked during a lock, so a stranger cannot keep the owner out; a
//   device gets at most THRESHOLD wrong passwords through one lock.
// - `npm run unlock -- EMAIL` (the `signin-unlock` command of sign-in.pb.js) clears a lock at once.
// - A successful sign-in from outside a lock clears the record.
// Names with no account get the same treatment and the same answers, so the answers do not tell
// which accounts exist. The pure functions at the top are unit-tested from Node (sign-in.test.ts:
// no JSVM globals at load time).

const THRESHOLD = 5;
const DEFAULT_BASE_SECONDS = 30;
const DEFAULT_MAX_SECONDS = 15 * 60;
/** How long a failure counts: THRESHOLD of them within this many seconds lock the name. */
const DEFAULT_WINDOW_SECONDS = 15 * 60;
/** A record untouched this long (and not locked) is deleted by the hourly prune. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** The failure log keeps this long and at most this many rows (cron in sign-in.pb.js). */
const LOG_KEEP_DAYS = 30;
const LOG_KEEP_ROWS = 10000;
/** A known-device cookie is good for this long after the sign-in that set it. */
const DEVICE_DAYS = 180;

/**
 * @typedef {object} LockConfig How the lock-out counts (lockConfig: the defaults and the env).
 * @property {number} threshold failures that lock a name
 * @property {number} base seconds of the first lock
 * @property {number} max seconds no lock exceeds
 * @property {number} window seconds a failure counts
 */
/**
 * @typedef {object} LockState A name's stored record (signInLocks), times in ms.
 * @property {number} failures failures stored at lastFailure (during a lock: known-device failures)
 * @property {number} level how many locks in a row (each doubles)
 * @property {number} lockedUntil when the current or last lock ends (0: none yet)
 * @property {number} lastFailure when the record was last written (0: never)
 */
/** @typedef {(text: string) => string} Sign HMAC-SHA256 hex of a text with the device key */

/**
 * Seconds the `level`-th lock in a row lasts: base, 2×base, 4×base … never more than max.
 * @param {number} level
 * @param {number} base
 * @param {number} max
 */
function lockSeconds(level, base, max) {
  if (level < 1) return 0;
  // 2^(level-1) overflows to Infinity long after it passes any cap; min() handles both.
  return Math.min(max, base * Math.pow(2, level - 1));
}

/**
 * "45 seconds", "1 minute", "2 minutes": whole units, rounded up so the wait is never short.
 * @param {number} seconds
 */
function waitText(seconds) {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds));
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/** @param {number} seconds */
function lockMessage(seconds) {
  return `Too many failed sign-ins for this account. Try again in ${waitText(seconds)}.`;
}

/**
 * The lock key for what was typed: trimmed, lower-cased (PocketBase matches e-mails without case).
 * @param {unknown} identity
 */
function normaliseIdentity(identity) {
  return String(identity || "")
    .trim()
    .toLowerCase()
    .slice(0, 255);
}

/**
 * The failures that still count at `now` (ms): `failures` as stored at `lastFailure`, less one
 * for every window/THRESHOLD that has passed since (the counter decays).
 * @param {number} failures
 * @param {number} lastFailure
 * @param {number} now
 * @param {LockConfig} cfg
 */
function decayedFailures(failures, lastFailure, now, cfg) {
  if (!failures || !lastFailure) return 0;
  const fadeMs = (cfg.window * 1000) / cfg.threshold;
  const faded = Math.floor(Math.max(0, now - lastFailure) / fadeMs);
  return Math.max(0, failures - faded);
}

/**
 * The state after one more attempt counted as a failure at `now` (ms), from `prev` (null: none
 * yet; else { failures, level, lockedUntil, lastFailure }). Only called when the name is not
 * locked; `locked` says whether this attempt locks it. `lockedUntil` stays after a lock ends:
 * the next lock doubles only if it starts within the window after that moment.
 * @param {LockState | null} prev
 * @param {number} now
 * @param {LockConfig} cfg
 * @returns {{ failures: number, level: number, lockedUntil: number, locked: boolean }}
 */
function nextFailureState(prev, now, cfg) {
  const failures = (prev ? decayedFailures(prev.failures, prev.lastFailure, now, cfg) : 0) + 1;
  const lastEnd = prev ? prev.lockedUntil : 0;
  const level = prev ? prev.level : 0;
  if (failures < cfg.threshold) return { failures, level, lockedUntil: lastEnd, locked: false };
  const next = lastEnd && now - lastEnd <= cfg.window * 1000 ? level + 1 : 1;
  // The failures are spent on this lock: after it, one more does not lock again.
  return {
    failures: 0,
    level: next,
    lockedUntil: now + lockSeconds(next, cfg.base, cfg.max) * 1000,
    locked: true,
  };
}

/**
 * The cookie that marks a device that signed in to this account (`sign` = HMAC-SHA256 hex).
 * @param {string} authCollection
 * @param {string} identity
 * @param {Sign} sign
 */
function deviceCookieName(authCollection, identity, sign) {
  return `signin_device_${sign(`name\n${authCollection}\n${identity}`).slice(0, 20)}`;
}

/**
 * The device cookie's value: when it was issued, and its signature.
 * @param {string} authCollection
 * @param {string} identity
 * @param {number} issuedSeconds
 * @param {Sign} sign
 */
function deviceCookieValue(authCollection, identity, issuedSeconds, sign) {
  return `${issuedSeconds}.${sign(`device\n${authCollection}\n${identity}\n${issuedSeconds}`)}`;
}

/**
 * True when the request's Cookie header holds a valid, unexpired device cookie for this name.
 * @param {string} cookieHeader
 * @param {string} authCollection
 * @param {string} identity
 * @param {number} nowMs
 * @param {Sign} sign
 * @param {(a: string, b: string) => boolean} equal compares in constant time
 */
function isKnownDevice(cookieHeader, authCollection, identity, nowMs, sign, equal) {
  const name = deviceCookieName(authCollection, identity, sign);
  const parts = String(cookieHeader || "").split(";");
  for (let i = 0; i < parts.length; i++) {
    const eq = parts[i].indexOf("=");
    if (eq < 0 || parts[i].slice(0, eq).trim() !== name) continue;
    const value = parts[i].slice(eq + 1).trim();
    const m = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(value);
    if (!m) continue;
    const issued = Number(m[1]);
    if (issued * 1000 > nowMs + 60 * 1000 || nowMs - issued * 1000 > DEVICE_DAYS * 86400 * 1000) continue;
    if (equal(value, deviceCookieValue(authCollection, identity, issued, sign))) return true;
  }
  return false;
}

/**
 * The Set-Cookie header for a device that just signed in (`secure` on https).
 * @param {string} authCollection
 * @param {string} identity
 * @param {number} nowMs
 * @param {boolean} secure
 * @param {Sign} sign
 */
function deviceSetCookie(authCollection, identity, nowMs, secure, sign) {
  const issued = Math.floor(nowMs / 1000);
  return (
    `${deviceCookieName(authCollection, identity, sign)}=${deviceCookieValue(authCollection, identity, issued, sign)}` +
    `; Path=/api/collections/${authCollection}/auth-with-password; Max-Age=${DEVICE_DAYS * 86400}` +
    `; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`
  );
}

/**
 * The lock-out's settings: the defaults, each replaced by its environment variable when that is
 * a positive number (SIGNIN_LOCK_BASE_SECONDS, SIGNIN_LOCK_MAX_SECONDS,
 * SIGNIN_FAILURE_WINDOW_SECONDS).
 * @param {(name: string) => string} getenv
 * @returns {LockConfig}
 */
function lockConfig(getenv) {
  /**
   * @param {string} name
   * @param {number} fallback
   */
  const num = (name, fallback) => {
    const v = Number(getenv(name));
    return Number.isFinite(v) && v > 0 ? v : fallback;
  };
  return {
    threshold: THRESHOLD,
    base: num("SIGNIN_LOCK_BASE_SECONDS", DEFAULT_BASE_SECONDS),
    max: num("SIGNIN_LOCK_MAX_SECONDS", DEFAULT_MAX_SECONDS),
    window: num("SIGNIN_FAILURE_WINDOW_SECONDS", DEFAULT_WINDOW_SECONDS),
  };
}

// ---- JSVM side ----------------------------------------------------------------------------

/**
 * What one sign-in attempt is, as counted and logged.
 * @typedef {object} Attempt
 * @property {string} authCollection
 * @property {string} identity the lock key (normaliseIdentity)
 * @property {string} typed what was typed, for the log
 * @property {string} ip
 * @property {string} userAgent
 * @property {boolean} knownDevice
 */
/**
 * What counting an attempt decided (countAttempt).
 * @typedef {object} Counted
 * @property {number} refusedUntil when the lock that refuses this attempt ends (0: not refused)
 * @property {number} now when the attempt was counted (ms)
 * @property {boolean} throughLock a known device tries during a lock
 * @property {boolean} locks a failure of this attempt locks the name
 */

const SECRET_FILE = "signin-device.key";
const SECRET_STORE_KEY = "signInDeviceSecret";

/**
 * The key that signs known-device cookies: SIGNIN_DEVICE_SECRET (at least 32 characters), else
 * a random key kept in PB_DATA_DIR/signin-device.key (made once, at the first start: see
 * ensureDeviceSecret). Replacing or deleting the file forgets every known device.
 */
function deviceSecret() {
  const env = String($os.getenv("SIGNIN_DEVICE_SECRET") || "");
  if (env.length >= 32) return env;
  const cached = $app.store().get(SECRET_STORE_KEY);
  if (cached) return cached;
  const secret = ensureDeviceSecret();
  $app.store().set(SECRET_STORE_KEY, secret);
  return secret;
}

/** Reads the stored key, making it first when there is none (onBootstrap in sign-in.pb.js). */
function ensureDeviceSecret() {
  const path = `${$app.dataDir()}/${SECRET_FILE}`;
  try {
    const stored = toString($os.readFile(path)).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not made yet
  }
  const env = String($os.getenv("SIGNIN_DEVICE_SECRET") || "");
  if (env && env.length < 32) {
    $app
      .logger()
      .warn("SIGNIN_DEVICE_SECRET is shorter than 32 characters; using a stored random key instead.");
  }
  const secret = $security.randomString(64);
  $os.writeFile(path, secret, 0o600);
  return secret;
}

/** @returns {Sign} */
function signer() {
  const secret = deviceSecret();
  return (text) => $security.hs256(text, secret);
}

/** @param {types.DateTime} dateTime */
function ms(dateTime) {
  return dateTime.isZero() ? 0 : dateTime.time().unixMilli();
}

/**
 * @param {CoreApp} app $app, or a transaction's
 * @param {string} authCollection
 * @param {string} identity
 * @returns {core.Record | null}
 */
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

/**
 * @param {core.Record | null} rec
 * @returns {LockState | null}
 */
function asState(rec) {
  if (!rec) return null;
  return {
    failures: rec.getInt("failures"),
    level: rec.getInt("level"),
    lockedUntil: ms(rec.getDateTime("lockedUntil")),
    lastFailure: ms(rec.getDateTime("updated")),
  };
}

/**
 * @param {CoreApp} app $app, or a transaction's
 * @param {Attempt} attempt
 * @param {boolean} locked
 */
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
 * Returns { refusedUntil } when the name is locked for this attempt (it is logged, not counted),
 * { throughLock: true } when a known device may try during a lock (counted against the device
 * allowance of that lock), or { locks } saying whether a failure of this attempt locks the name.
 * During a lock the record's `failures` counts known-device failures (it is 0 when a lock starts).
 * @param {Attempt} attempt
 * @param {LockConfig} cfg
 * @returns {Counted}
 */
function countAttempt(attempt, cfg) {
  /** @type {Counted | undefined} */
  let out;
  $app.runInTransaction((txApp) => {
    let rec = findLock(txApp, attempt.authCollection, attempt.identity);
    const prev = asState(rec);
    const now = Date.now();
    if (rec && prev && prev.lockedUntil > now) {
      if (attempt.knownDevice && prev.failures < cfg.threshold) {
        rec.set("failures", prev.failures + 1);
        txApp.save(rec);
        out = { refusedUntil: 0, now, throughLock: true, locks: true };
        return;
      }
      logFailure(txApp, attempt, true);
      out = { refusedUntil: prev.lockedUntil, now, throughLock: false, locks: false };
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
    out = { refusedUntil: 0, now, throughLock: false, locks: next.locked };
  });
  // runInTransaction has run the function (it throws what the function threw).
  return /** @type {Counted} */ (out);
}

/**
 * A known device signed in during a lock: its attempt is given back; the lock stays for others.
 * @param {Attempt} attempt
 */
function refundThroughLock(attempt) {
  $app.runInTransaction((txApp) => {
    const rec = findLock(txApp, attempt.authCollection, attempt.identity);
    if (!rec) return;
    rec.set("failures", Math.max(0, rec.getInt("failures") - 1));
    txApp.save(rec);
  });
}

/**
 * True for PocketBase's answer to a wrong password or an unknown name (400).
 * @param {unknown} err
 */
function isBadCredentials(err) {
  const apiErr = err ? /** @type {{ value?: { status?: unknown } }} */ (err).value : undefined;
  return Boolean(apiErr && apiErr.status === 400);
}

/** @param {HookRequestEvent} req */
function isHttps(req) {
  try {
    if (req.isTLS()) return true;
  } catch {
    // older event API: fall back to the site's address
  }
  return /^https:\/\//i.test(require(`${__hooks}/lib/site.js`).siteUrl());
}

/**
 * onRecordAuthWithPasswordRequest body for users and _superusers.
 * @param {HookRecordAuthWithPasswordRequestEvent} e
 */
function handleSignIn(e) {
  const cfg = lockConfig((name) => $os.getenv(name));
  // The embedded request event's fields (request, response) are not promoted in the JSVM.
  const req = e.requestEvent;
  const sign = signer();
  const attempt = {
    authCollection: e.collection.name,
    identity: normaliseIdentity(e.identity),
    typed: String(e.identity || "")
      .trim()
      .slice(0, 255),
    ip: String(e.realIP() || "").slice(0, 64),
    userAgent: String(req.request.header.get("User-Agent") || "").slice(0, 500),
    knownDevice: false,
  };
  attempt.knownDevice = isKnownDevice(
    req.request.header.get("Cookie"),
    attempt.authCollection,
    attempt.identity,
    Date.now(),
    sign,
    (a, b) => $security.equal(a, b),
  );

  const counted = countAttempt(attempt, cfg);
  if (counted.refusedUntil) {
    const seconds = (counted.refusedUntil - counted.now) / 1000;
    req.response.header().set("Retry-After", String(Math.ceil(seconds)));
    throw new TooManyRequestsError(lockMessage(seconds));
  }

  // The response is written inside e.next(), so the device cookie goes on before and comes off
  // again if the password was wrong.
  req.response
    .header()
    .add(
      "Set-Cookie",
      deviceSetCookie(attempt.authCollection, attempt.identity, Date.now(), isHttps(req), sign),
    );
  try {
    e.next();
  } catch (err) {
    req.response.header().del("Set-Cookie");
    // Any other error (none expected with MFA off) keeps the attempt counted as a failure.
    if (isBadCredentials(err)) logFailure($app, attempt, counted.locks);
    throw err;
  }
  if (counted.throughLock) {
    refundThroughLock(attempt);
    return;
  }
  // Signed in: the failures (and a lock this very attempt started) are over.
  const lock = findLock($app, attempt.authCollection, attempt.identity);
  if (lock) {
    try {
      $app.delete(lock);
    } catch {
      // already cleared by a parallel sign-in
    }
  }
}

/**
 * `signin-unlock EMAIL` (npm run unlock -- EMAIL): clears the lock and the counted failures of
 * that name, for staff and superusers alike. Prints one line; exits 1 only when it could not.
 * @param {string[]} args
 */
function unlockCommand(args) {
  const identity = normaliseIdentity(args[0]);
  if (!identity) {
    console.log("Usage: npm run unlock -- EMAIL");
    $os.exit(1);
    return;
  }
  try {
    const rows = $app.findRecordsByFilter("signInLocks", "identity = {:i}", "", 0, 0, { i: identity });
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (row) $app.delete(row);
    }
    console.log(
      rows.length
        ? `Unlocked ${identity}: its failed sign-ins are forgotten and it can sign in at once.`
        : `${identity} was not locked and had no failed sign-ins counted; nothing to do.`,
    );
  } catch (err) {
    const value = err ? /** @type {{ value?: unknown }} */ (err).value : undefined;
    console.log(`Could not unlock ${identity}: ${String(value || err)}`);
    $os.exit(1);
  }
}

/** Hourly: forget old records and keep the failure log bounded. */
function prune() {
  /** @param {number} msAgo */
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
  decayedFailures,
  nextFailureState,
  deviceCookieName,
  deviceCookieValue,
  isKnownDevice,
  deviceSetCookie,
  lockConfig,
  ensureDeviceSecret,
  handleSignIn,
  unlockCommand,
  prune,
};
