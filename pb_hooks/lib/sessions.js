/* global UnauthorizedError, $dbx -- JSVM globals not in the shared ESLint list */
// Issue 25, hole 6: sessions that should have ended went on.
// - "Log out" ended the session only in the browser: the token kept working for its full life
//   (CSV export, refresh). POST /api/auth/logout (sessions.pb.js) now records the request's
//   token (its SHA-256) in _revokedTokens until it would have expired, and any later request with
//   it is answered 401. Only that token ends: the person's other devices stay signed in (rotating
//   the account's tokenKey, PocketBase's only built-in revocation, would end them all; a password
//   change or reset still does that).
// - A token PocketBase no longer accepts (password reset elsewhere, account deleted, revoked) was
//   treated as no token: list requests answered 200 as a guest, so an open admin showed only
//   published records and never went to its login page. An API request that sends an
//   Authorization header the server does not accept is now answered 401, so the app's one 401
//   handler (src/lib/pocketbase.ts) ends the session and the admin goes to /admin/login, keeping
//   the page to come back to. The sign-in endpoints are left alone (a stale header must never
//   stop someone signing in again).
// Runs in the site-wide middleware (security.js), after PocketBase has read the token (e.auth).

const COLLECTION = "_revokedTokens";

/** Endpoints that must work whatever stale token the client still sends. */
const SIGN_IN =
  /^\/api\/collections\/[^/]+\/(?:auth-with-password|auth-with-otp|auth-with-oauth2|auth-methods|request-otp|request-password-reset|confirm-password-reset|request-verification|confirm-verification|confirm-email-change)$/;

/**
 * The token in an Authorization header ("" for none), as PocketBase reads it (a "Bearer " prefix
 * is optional).
 * @param {string} header
 */
function tokenOf(header) {
  return String(header || "")
    .replace(/^Bearer\s+/i, "")
    .trim();
}

/**
 * What to do with an API request: "" lets it through, "unknown" is a token the server does not
 * accept, "check" is an accepted token to look up among the revoked ones. Pure.
 * @param {string} path
 * @param {string} token
 * @param {boolean} authenticated PocketBase accepted the token (e.auth is set)
 * @returns {"" | "unknown" | "check"}
 */
function verdict(path, token, authenticated) {
  if (!token || path.indexOf("/api/") !== 0) return "";
  if (SIGN_IN.test(path)) return "";
  return authenticated ? "check" : "unknown";
}

/** @param {string} token */
function hashOf(token) {
  return $security.sha256(token);
}

/** @param {string} token */
function isRevoked(token) {
  return $app.countRecords(COLLECTION, $dbx.hashExp({ hash: hashOf(token) })) > 0;
}

const ENDED = "Your session has ended. Please sign in again.";

/**
 * The site-wide middleware's check (security.js): throws 401 for a token that is unknown to the
 * server or revoked.
 * @param {HookRequestEvent} e
 * @param {string} path
 */
function check(e, path) {
  const token = tokenOf(e.request.header.get("Authorization"));
  const v = verdict(path, token, !!e.auth);
  if (v === "unknown" || (v === "check" && isRevoked(token))) {
    throw new UnauthorizedError(ENDED);
  }
}

/**
 * POST /api/auth/logout (any signed-in record): this token is refused from now on.
 * @param {HookRequestEvent} e
 */
function logout(e) {
  const token = tokenOf(e.request.header.get("Authorization"));
  if (!token || !e.auth) throw new UnauthorizedError(ENDED);
  const claims = $security.parseUnverifiedJWT(token);
  // Kept until the token would have expired (PocketBase's "exp" is in seconds).
  const exp = Number(claims["exp"]) || Math.floor(Date.now() / 1000) + 14 * 24 * 3600;
  const hash = hashOf(token);
  if (!isRevoked(token)) {
    const rec = new Record($app.findCollectionByNameOrId(COLLECTION));
    rec.set("hash", hash);
    rec.set("expires", new Date(exp * 1000).toISOString().replace("T", " "));
    $app.save(rec);
  }
  return e.noContent(204);
}

/**
 * The claims of a session token that is this sign-in's own: PocketBase's claims (account, type,
 * refreshable) plus a random id, without the expiry (the signing adds it). A token's claims are
 * otherwise the account and the expiry in whole seconds, so two devices signing in within one
 * second got the same string, and "Log out" on one (which revokes that string) ended the other.
 * Null for a token that is not a session's (an impersonation token is not refreshable). Pure.
 * @param {Record<string, unknown>} claims
 * @param {string} id
 * @returns {Record<string, unknown> | null}
 */
function ownClaims(claims, id) {
  if (claims["type"] !== "auth" || claims["refreshable"] !== true) return null;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const k of Object.keys(claims)) if (k !== "exp") out[k] = claims[k];
  out["jti"] = id;
  return out;
}

/**
 * Gives the token a sign-in (or refresh) is about to return an id of its own (onRecordAuthRequest),
 * signed the way PocketBase signs it (the account's token key and the collection's secret), so it
 * stays valid exactly as long and ends the same ways (password change, key rotation, log-out).
 * @param {core.RecordAuthRequestEvent} e
 */
function ownToken(e) {
  const record = e.record;
  if (!record || !e.token) return;
  const claims = ownClaims(
    /** @type {Record<string, unknown>} */ ($security.parseUnverifiedJWT(e.token)),
    $security.randomString(16),
  );
  if (!claims) return;
  const config = record.collection().authToken;
  e.token = $security.createJWT(claims, record.tokenKey() + config.secret, config.duration);
}

/** Drops revoked tokens that have expired anyway (cron). */
function cleanup() {
  const now = new Date().toISOString().replace("T", " ");
  $app.db().newQuery(`DELETE FROM ${COLLECTION} WHERE expires < {:now}`).bind({ now: now }).execute();
}

module.exports = { verdict, tokenOf, check, logout, cleanup, ownClaims, ownToken, ENDED };
