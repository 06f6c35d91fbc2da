// Security headers for every response, a size limit for JSON API bodies, and the gates in front
// of the expensive routes (lib/expensive.js) (security.pb.js).
// Kept as plain data and one handler so the policy can be read in one place.

// No inline script is kept: Vite emits only <script type="module" src=…> and the SEO route
// (seo.pb.js) adds meta tags, not scripts. A hash added here must match the script's text.
/** @type {string[]} */
const SCRIPT_HASHES = [];

// Scripts come only from /assets/ (Vite's output: the app's chunks and its workers). Not 'self':
// that would also trust /api/files/, where staff uploads are served (issue 25, hole 5: a GIF/JS
// polyglot stored as p.js ran under script-src 'self'). CSP paths need a host, so the policy names
// the site's host (its public URL) and the host the request was made to (a reverse proxy or a test
// server on another address); a host-source without a scheme keeps the page's own scheme.
// The service worker (/sw.js) is the one script that loads another from the site's root (Workbox's
// runtime, /workbox-….js): its own response keeps script-src 'self' (a worker's policy is its
// script's response's, and nothing the service worker loads comes from the files route).
const SCRIPT_PATH = "/assets/";

// Styles: 'unsafe-inline' is needed by two libraries that insert <style> elements at run time:
// sonner (toasts; fixed CSS) and Radix Dialog's scroll lock (react-remove-scroll-bar, whose CSS
// holds the measured scrollbar width, so no fixed hash can match it). A nonce would need every
// HTML response rewritten per request. Stored article HTML carries no style (the sanitize policy
// allows no style tag or attribute), and CSS cannot run script.
/** The directives after script-src (the same for every page). */
const OTHER_DIRECTIVES = [
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
];

/** A Host header or URL authority usable in a CSP source (nothing that could end a directive). */
const HOST_RE = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/**
 * The site's Content-Security-Policy with scripts allowed from `hosts`' /assets/ only.
 * @param {string[]} hosts host[:port] of the site (invalid or repeated ones are left out)
 * @returns {string}
 */
function siteCsp(hosts) {
  /** @type {string[]} */
  const sources = [];
  for (const h of hosts) {
    const host = String(h || "").toLowerCase();
    if (HOST_RE.test(host) && sources.indexOf(host + SCRIPT_PATH) < 0) sources.push(host + SCRIPT_PATH);
  }
  const script = ["script-src"]
    .concat(sources.length ? sources : ["'none'"])
    .concat(SCRIPT_HASHES.map((h) => `'sha256-${h}'`))
    .join(" ");
  return ["default-src 'self'", script].concat(OTHER_DIRECTIVES).join("; ");
}

/** The service worker's own policy: its Workbox runtime is at the site's root. */
const SW_CSP = ["default-src 'self'", "script-src 'self'"].concat(OTHER_DIRECTIVES).join("; ");

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

const SITE_TTL_MS = 60 * 1000;
let siteCache = { at: 0, https: false, host: "" };

/** The site's public URL's scheme and host (read at most once a minute per VM). */
function site() {
  const now = Date.now();
  if (now - siteCache.at > SITE_TTL_MS) {
    const url = require(`${__hooks}/lib/site.js`).siteUrl();
    siteCache = {
      at: now,
      https: /^https:\/\//i.test(url),
      host: (url.match(/^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i) || [])[1] || "",
    };
  }
  return siteCache;
}

/**
 * Which Content-Security-Policy a path gets; null leaves it to PocketBase.
 * @param {string} path
 * @param {string[]} hosts the site's hosts (siteCsp)
 * @returns {string | null}
 */
function cspFor(path, hosts) {
  // The dashboard sets its own policy (it needs inline styles and its map tiles) when none is
  // set; stored files get PocketBase's sandboxing policy the same way.
  if (path === "/_" || path.indexOf("/_/") === 0 || path.indexOf("/api/files/") === 0) return null;
  if (path === "/sw.js") return SW_CSP;
  return siteCsp(hosts);
}

/**
 * The security headers of a response to `path`, in the order they are set (each replaces
 * PocketBase's own of that name); HSTS only when `hsts` (the site is https).
 * @param {string} path
 * @param {boolean} hsts
 * @param {string[]} hosts the site's hosts (siteCsp)
 * @returns {Array<[string, string]>}
 */
function securityHeaders(path, hsts, hosts) {
  /** @type {Array<[string, string]>} */
  const out = [];
  const csp = cspFor(path, hosts);
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
  const st = site();
  const hosts = [st.host, String(e.request.host || "")];
  for (const [name, value] of securityHeaders(path, st.https, hosts)) h.set(name, value);
  // The build's hashed files: nothing more to decide (no session, body, cost or cache policy: their
  // route sets its own immutable Cache-Control). Most requests of a page view are these.
  if (path.indexOf(SCRIPT_PATH) === 0 && (e.request.method === "GET" || e.request.method === "HEAD")) {
    return e.next();
  }
  // Cache-Control for a cache in front: private for anything personal (lib/cache-policy.js).
  require(`${__hooks}/lib/cache-policy.js`).applyDefault(e);

  const req = e.request;
  // A token the server does not accept, or one signed out, is a 401 (sessions.js).
  if (path.indexOf("/api/") === 0) require(`${__hooks}/lib/sessions.js`).check(e, path);
  const verdict = jsonBodyVerdict(req.method, path, req.header.get("Content-Type"), req.contentLength);
  if (verdict === "refuse") throw new ApiError(413, tooLargeMessage(req.contentLength));
  // No Content-Length (chunked): PocketBase's own limit reader, set to our size.
  if (verdict === "read") return $apis.bodyLimit(JSON_BODY_LIMIT).func(e);
  // Search, CSV exports and statistics: a concurrency cap and a per-address budget (expensive.js).
  const expensive = require(`${__hooks}/lib/expensive.js`);
  const cost = expensive.costOf(req.method, path);
  if (cost > 0) return expensive.gate(e, cost, () => e.next());
  return e.next();
}

module.exports = {
  handle,
  cspFor,
  securityHeaders,
  jsonBodyVerdict,
  tooLargeMessage,
  siteCsp,
  SW_CSP,
  PERMISSIONS_POLICY,
  JSON_BODY_LIMIT,
};
