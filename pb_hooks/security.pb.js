/* global routerUse, Middleware -- JSVM globals not in the shared ESLint list */
// The one site-wide middleware (API, static files, the SEO pages, the dashboard): the
// Content-Security-Policy and the other security headers, a refusal of oversized JSON bodies
// (lib/security.js), and a plain message for an upload whose file name Go's multipart parser
// refuses (lib/upload-names.js). One middleware, not several: each JS middleware holds one of
// PocketBase's pooled JS VMs for the whole request, which costs throughput under load.
// Priority -1005 runs it after PocketBase's own security headers (-1010, which it overrides) and
// before the rate limiter (-1000), so 429s and 413s carry the headers too.
routerUse(
  new Middleware(
    (e) => {
      try {
        // PocketBase always sets the request of the event a middleware gets (router.Event);
        // types.d.ts's Middleware types it as the Go pointer's optional one (jsvm-env.d.ts
        // narrows it for routerAdd and routerUse, but cannot add to a declared class).
        return require(`${__hooks}/lib/security.js`).handle(/** @type {HookRequestEvent} */ (e));
      } catch (err) {
        throw require(`${__hooks}/lib/upload-names.js`).explain(err) || err;
      }
    },
    -1005,
    "siteSecurityHeaders",
  ),
);
