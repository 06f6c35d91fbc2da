// Applied when the server starts (trusted-proxy.pb.js): which request headers carry the visitor's
// real IP behind a reverse proxy, from TRUSTED_PROXY_HEADERS (comma-separated, e.g.
// "X-Forwarded-For" or "CF-Connecting-IP") and TRUSTED_PROXY_USE_LEFTMOST (true/false, default
// false). Without it PocketBase sees the proxy's address on every request, so the rate limiter
// puts every visitor in one bucket. Unset leaves the saved setting (dashboard) alone.
// Only set it when the site is reachable through the proxy alone: the header is taken on trust.

/**
 * The proxy settings TRUSTED_PROXY_HEADERS and TRUSTED_PROXY_USE_LEFTMOST ask for, or null when
 * the first is unset. Throws an Error naming the variable when either is not understood.
 * @param {string} headersRaw
 * @param {string} leftmostRaw
 * @returns {{ headers: string[], leftmost: boolean } | null}
 */
function proxyFromEnv(headersRaw, leftmostRaw) {
  const raw = String(headersRaw || "").trim();
  if (!raw) return null;
  const headers = raw
    .split(",")
    .map((h) => h.trim())
    .filter((h) => h !== "");
  for (const h of headers) {
    if (!/^[A-Za-z0-9-]+$/.test(h)) {
      throw new Error(`TRUSTED_PROXY_HEADERS: "${h}" is not a header name (e.g. X-Forwarded-For).`);
    }
  }
  const leftRaw = String(leftmostRaw || "")
    .trim()
    .toLowerCase();
  if (leftRaw !== "" && !/^(true|false|1|0|yes|no)$/.test(leftRaw)) {
    throw new Error(`TRUSTED_PROXY_USE_LEFTMOST must be true or false, not "${leftRaw}".`);
  }
  // Rightmost by default: a proxy appends the address it saw, while the left end of
  // X-Forwarded-For is whatever the client chose to send.
  const leftmost = /^(true|1|yes)$/.test(leftRaw);
  return { headers, leftmost };
}

module.exports = {
  proxyFromEnv,

  /** @param {core.App} app */
  apply(app) {
    const want = proxyFromEnv($os.getenv("TRUSTED_PROXY_HEADERS"), $os.getenv("TRUSTED_PROXY_USE_LEFTMOST"));
    if (!want) return;
    const { headers, leftmost } = want;
    const settings = app.settings();
    const saved = [];
    for (let i = 0; i < settings.trustedProxy.headers.length; i++)
      saved.push(settings.trustedProxy.headers[i]);
    if (saved.join(",") === headers.join(",") && settings.trustedProxy.useLeftmostIP === leftmost) return;
    settings.trustedProxy.headers = headers;
    settings.trustedProxy.useLeftmostIP = leftmost;
    app.save(settings);
  },
};
