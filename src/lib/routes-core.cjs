// The public site's URL table: ONE list read by the app's router (src/app/router.tsx builds its
// <Route>s from it) and by the server (pb_hooks/lib/first-response.js answers 404 for a path no
// route matches, and knows which page's data and chunk to put in the first response).
// [name, pattern, route module in src/app/routes/]. Patterns use React Router's syntax (":param",
// a trailing "/*"); static segments come before a parameter in the same place, as React Router
// ranks them. Matching ignores case, as the app's routes do.
const ROUTES = [
  ["admin", "/admin/*", "admin"],
  ["home", "/", "home"],
  ["courses", "/courses", "courses"],
  ["about", "/about", "about"],
  ["results", "/results", "results"],
  ["contact", "/contact", "contact"],
  ["quizzes", "/quizs", "quizzes"],
  // The old site linked every quiz to /quizs/quiz (no id): the app sends those to the list.
  ["quizLegacy", "/quizs/quiz", ""],
  ["quiz", "/quizs/:id", "quiz"],
  ["currentAffairs", "/currentaffairs", "current-affairs"],
  ["today", "/currentaffairs/today", "current-affairs-by-date"],
  ["archive", "/currentaffairs/archive", "current-affairs-by-date"],
  ["day", "/currentaffairs/date/:day", "current-affairs-by-date"],
  ["month", "/currentaffairs/month/:month", "current-affairs-by-date"],
  ["monthPrint", "/currentaffairs/month/:month/print", "current-affairs-by-date"],
  ["article", "/currentaffairs/:seoURL", "current-affair"],
  ["newsletterConfirm", "/newsletter/confirm", "newsletter"],
  ["newsletterUnsubscribe", "/newsletter/unsubscribe", "newsletter"],
];

/**
 * The route a path (already percent-decoded per segment, as React Router sees it) belongs to:
 * { name, module, params } or null. Trailing slashes are ignored, as in React Router.
 */
function matchRoute(pathname) {
  const segs = String(pathname).split("/").filter(Boolean);
  for (const [name, pattern, module] of ROUTES) {
    const pat = pattern.split("/").filter(Boolean);
    const splat = pat[pat.length - 1] === "*";
    if (splat) pat.pop();
    if (splat ? segs.length < pat.length : segs.length !== pat.length) continue;
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

module.exports = { ROUTES, matchRoute };
