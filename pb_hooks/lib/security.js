// Security headers for every response and a size limit for JSON API bodies (security.pb.js).
// Kept as plain data and one handler so the policy can be read in one place.

// No inline script is kept: Vite emits only <script type="module" src=…> and the SEO route
// (seo.pb.js) adds meta tags, not scripts. A hash added here must match the script's text.
/** @type {string[]} */
const SCRIPT_HASHES = [];

// Styles: 'unsafe-inline' is needed by two libraries that insert <style> elements at run time:
// sonner (toasts; fixed CSS) and Radix Dialog's scroll lock (react-remove-scroll-bar, whose CSS
// holds the measured scrollbar width, so no fixed hash can match it). A nonce would need every
// HTML response rewritten per request. Stored article HTML carries no style (the sanitize policy
// allows no style tag or attribute), and CSS cannot run script.
const SITE_CSP = [
  "default-src 'self'",
  ["script-src 'self'"].concat(SCRIPT_HASHES.map((h) => `'sha256-${h}'`)).join(" "),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // The DOCX converter is a module worker loaded from /assets (same origin, no blob: URL); the
  // service worker is /sw.js (offline reading) and the web app manifest /manifest.json.
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

// Features the site never uses are denied; the article page's share and copy-link buttons use
// navigator.share and navigator.clipboard.writeText, so those stay allowed for the site itself.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "bluetooth=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "clipboard-write=(self)",
  "web-share=(self)",
].join(", ");

// The largest JSON a client of this site sends is a record with a 2 MB field (article HTML, quiz
// questions) plus a few small ones. Files go as multipart and keep PocketBase's own limits.
const JSON_BODY_LIMIT = 4 * 1024 * 1024;

const HSTS_TTL_MS = 60 * 1000;
let hstsCache = { at: 0, on: false };

/** HSTS only when the site's public URL is https (read at most once a minute per VM). */
function wantsHsts() {
  const now = Date.now();
  if (now - hstsCache.at > HSTS_TTL_MS) {
    const url = require(`${__hooks}/lib/site.js`).siteUrl();
    hstsCache = { at: now, on: /^https:\/\//i.test(url) };
  }
  return hstsCache.on;
}

/**
 * Which Content-Security-Policy a path gets; null leaves it to PocketBase.
 * @param {string} path
 * @returns {string | null}
 */
function cspFor(path) {
  // The dashboard sets its own policy (it needs inline styles and its map tiles) when none is
  // set; stored files get PocketBase's sandboxing policy the same way.
  if (path === "/_" || path.indexOf("/_/") === 0 || path.indexOf("/api/files/") === 0) return null;
  return SITE_CSP;
}

/**
 * The security headers of a response to `path`, in the order they are set (each replaces
 * PocketBase's own of that name); HSTS only when `hsts` (the site is https).
 * @param {string} path
 * @param {boolean} hsts
 * @returns {Array<[string, string]>}
 */
function securityHeaders(path, hsts) {
  /** @type {Array<[string, string]>} */
  const out = [];
  const csp = cspFor(path);
  if (csp) out.push(["Content-Security-Policy", csp]);
  out.push(
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  );
  if (hsts) out.push(["Strict-Transport-Security", "max-age=31536000"]);
  return out;
}

/**
 * What the JSON body limit does with a request: "" lets it through (not a JSON write to the API,
 * or a Content-Length within the limit), "refuse" answers 413 at once (its Content-Length is over
 * the limit), "read" reads it through a reader that stops at the limit (no Content-Length: chunked).
 * @param {string} method
 * @param {string} path
 * @param {string} contentType
 * @param {number} contentLength -1 when unknown
 * @returns {"" | "refuse" | "read"}
 */
function jsonBodyVerdict(method, path, contentType, contentLength) {
  if (method !== "POST" && method !== "PUT" && method !== "PATCH") return "";
  if (path.indexOf("/api/") !== 0) return "";
  const type = String(contentType || "").toLowerCase();
  if (type.indexOf("multipart/") === 0) return "";
  if (contentLength > JSON_BODY_LIMIT) return "refuse";
  return contentLength < 0 ? "read" : "";
}

/**
 * The 413's message for a JSON body of `contentLength` bytes.
 * @param {number} contentLength
 */
function tooLargeMessage(contentLength) {
  return (
    `The request body is too large (${Math.ceil(contentLength / 1048576)} MB); ` +
    `at most ${JSON_BODY_LIMIT / 1048576} MB of JSON is accepted.`
  );
}

/**
 * The site-wide middleware's body (security.pb.js): the headers, then the JSON body limit.
 * @param {HookRequestEvent} e
 */
function handle(e) {
  const path = e.request.url.path || "/";
  const h = e.response.header();
  for (const [name, value] of securityHeaders(path, wantsHsts())) h.set(name, value);
  // Cache-Control for a cache in front: private for anything personal (lib/cache-policy.js).
  require(`${__hooks}/lib/cache-policy.js`).applyDefault(e);

  const req = e.request;
  const verdict = jsonBodyVerdict(req.method, path, req.header.get("Content-Type"), req.contentLength);
  if (verdict === "refuse") throw new ApiError(413, tooLargeMessage(req.contentLength));
  // No Content-Length (chunked): PocketBase's own limit reader, set to our size.
  if (verdict === "read") return $apis.bodyLimit(JSON_BODY_LIMIT).func(e);
  return e.next();
}

module.exports = {
  handle,
  cspFor,
  securityHeaders,
  jsonBodyVerdict,
  tooLargeMessage,
  SITE_CSP,
  PERMISSIONS_POLICY,
  JSON_BODY_LIMIT,
};
