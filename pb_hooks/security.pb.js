/* global routerUse, Middleware -- JSVM globals not in the shared ESLint list */
// One middleware for every route (API, static files, the SEO pages, the dashboard): the
// Content-Security-Policy and the other security headers, and a refusal of oversized JSON bodies
// (see lib/security.js). Priority -1005 runs it after PocketBase's own security headers (-1010,
// which it overrides) and before the rate limiter (-1000), so 429s and 413s carry the headers too.
routerUse(
  new Middleware((e) => require(`${__hooks}/lib/security.js`).handle(e), -1005, "siteSecurityHeaders"),
);
