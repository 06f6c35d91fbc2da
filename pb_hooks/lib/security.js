// Security headers for every response and a size limit for JSON API bodies (security.pb.js).
// Kept as plain data and one handler so the policy can be read in one place.

// No inline script is kept: Vite emits only <script type="module" src=…> and the SEO route
// (seo.pb.js) adds meta tags, not scripts. A hash added here must match the script's text.
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

/** Which Content-Security-Policy a path gets; null leaves it to PocketBase. */
function cspFor(path) {
  // The dashboard sets its own policy (it needs inline styles and its map tiles) when none is
  // set; stored files get PocketBase's sandboxing policy the same way.
  if (path === "/_" || path.indexOf("/_/") === 0 || path.indexOf("/api/files/") === 0) return null;
  return SITE_CSP;
}

function isJsonWrite(req, path) {
  const m = req.method;
  if (m !== "POST" && m !== "PUT" && m !== "PATCH") return false;
  if (path.indexOf("/api/") !== 0) return false;
  const type = String(req.header.get("Content-Type") || "").toLowerCase();
  return type.indexOf("multipart/") !== 0;
}

function handle(e) {
  const path = e.request.url.path || "/";
  const h = e.response.header();
  const csp = cspFor(path);
  if (csp) h.set("Content-Security-Policy", csp);
  h.set("X-Content-Type-Options", "nosniff");
  h.set("X-Frame-Options", "DENY");
  h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("Permissions-Policy", PERMISSIONS_POLICY);
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  if (wantsHsts()) h.set("Strict-Transport-Security", "max-age=31536000");

  if (isJsonWrite(e.request, path)) {
    if (e.request.contentLength > JSON_BODY_LIMIT) {
      throw new ApiError(
        413,
        `The request body is too large (${Math.ceil(e.request.contentLength / 1048576)} MB); ` +
          `at most ${JSON_BODY_LIMIT / 1048576} MB of JSON is accepted.`,
      );
    }
    // No Content-Length (chunked): PocketBase's own limit reader, set to our size.
    if (e.request.contentLength < 0) return $apis.bodyLimit(JSON_BODY_LIMIT).func(e);
  }
  return e.next();
}

module.exports = { handle, cspFor, SITE_CSP, PERMISSIONS_POLICY, JSON_BODY_LIMIT };
