// Matches a path against the app's URL table (src/config/routes.json) the way React Router does for
// these patterns: whole segments, ":param" takes one segment, a trailing "/*" takes the rest,
// case-insensitive, trailing slashes ignored, first match in table order. Server-side (the
// first response's status and data, pb_hooks/lib/first-response.js); the app's router matches
// with React Router itself.
// (No require() here: the app's build wraps *-core.cjs files without one.)

/**
 * The route of `routes` (src/config/routes.json) a path (already percent-decoded, as React
 * Router sees it) belongs to: { name, module, params } or null.
 * @template {string} N
 * @param {ReadonlyArray<readonly [N, string, string]>} routes [name, pattern, module] rows
 * @param {string} pathname
 * @returns {{ name: N, module: string, params: Record<string, string> } | null}
 */
function matchRoute(routes, pathname) {
  const segs = String(pathname).split("/").filter(Boolean);
  for (const [name, pattern, module] of routes) {
    const pat = pattern.split("/").filter(Boolean);
    const splat = pat[pat.length - 1] === "*";
    if (splat) pat.pop();
    if (splat ? segs.length < pat.length : segs.length !== pat.length) continue;
    /** @type {Record<string, string>} */
    const params = {};
    let ok = true;
    for (let i = 0; i < pat.length && ok; i++) {
      if (pat[i][0] === ":") params[pat[i].slice(1)] = segs[i];
      else ok = pat[i].toLowerCase() === segs[i].toLowerCase();
    }
    if (ok) return { name, module, params };
  }
  return null;
}

// Old addresses that moved (issue 24: the spellings "quizs" and "cources"): [old, new, whether the
// rest of the path carries over]. The server answers them with a permanent redirect
// (pb_hooks/lib/first-response.js); the app's not-found page and admin router send a link
// followed inside the app to the same place.
/** @type {ReadonlyArray<readonly [string, string, boolean]>} */
const MOVED = [
  ["/quizs/quiz", "/quizzes", false],
  ["/quizs", "/quizzes", true],
  ["/admin/quizs", "/admin/quizzes", true],
  ["/admin/cources", "/admin/courses", true],
];

/**
 * Where an old address now lives ("/quizs/abc/leaderboard" → "/quizzes/abc/leaderboard"), or
 * null. Case-insensitive like the routes; the rest of the path is kept as given (still escaped).
 * @param {string} pathname
 * @returns {string | null}
 */
function movedTo(pathname) {
  const path = String(pathname);
  const lower = path.toLowerCase();
  for (const [from, to, keepRest] of MOVED) {
    if (lower === from || lower === `${from}/`) return to;
    if (keepRest && lower.startsWith(`${from}/`)) return to + path.slice(from.length);
  }
  return null;
}

module.exports = { matchRoute, movedTo };
