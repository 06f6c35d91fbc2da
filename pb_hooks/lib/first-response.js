// The first response for every app page (static.pb.js's catch-all and seo.pb.js's page routes):
// index.html with
//  - the status from the app's own route table (src/config/routes.json): an unknown path, a date
//    that is no calendar day, an article that is not published: 404 (the app shows its 404 page);
//  - <meta name="app-modules">: the app's chunks this page needs (the app, the route chunk and the
//    chunks they import, from Vite's build manifest, dist/.vite/manifest.json), which the entry
//    preloads all at once after the first paint, so none is discovered after another;
//  - the data the app's first requests would fetch (an article with its day's quiz and
//    neighbours, the home page with its courses, …) as one
//    <script type="application/json" id="initial-data"> (every "<" as \u003c), which SWR starts
//    from (src/lib/initial-data.ts) instead of asking again;
//  - inside #root, the page rendered from that data by the app's own components (React's
//    renderToString in the Node process that runs PocketBase: scripts/lib/render-server.mjs),
//    which the browser hydrates (src/main.tsx).
// Only what an anonymous visitor may see is ever embedded: every query is the collection's own
// list rule (as evaluated for a guest) AND the public filter, as the app's requests are.

// src/lib/published.ts's LIVE_FILTER: what the public pages show (the guest rules say the same).
const LIVE_FILTER = require(`${__hooks}/../src/lib/published-core.cjs`).LIVE_FILTER;
const PAGE_SIZE = 24; // src/features/current-affairs/api/list-current-affairs.ts
const QUIZZES_PER_PAGE = 30; // src/features/quizzes/api/list-quizzes.ts
const TAG_ID = /^[a-z0-9]{1,30}$/i; // src/features/current-affairs/url-state.ts
const MAX_FILTER_TAGS = 20; // src/features/current-affairs/api/list-filter.ts

/** JSON that cannot end its <script> element or open a comment (and survives U+2028/9 in old parsers). */
function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Records an anonymous request may list: the collection's list rule for a guest AND `filter`. */
function publicRecords(collection, filter, sort, limit, offset, params) {
  const ptr = $app.findCollectionByNameOrId(collection).listRule; // a Go *string
  if (ptr === null || ptr === undefined) return []; // superusers only
  const rule = String(ptr);
  const mine = filter || "id != ''";
  const expr = rule ? `(${rule}) && (${mine})` : mine;
  return $app.findRecordsByFilter(collection, expr, sort || "", limit || 0, offset || 0, params || {});
}

function plain(rec) {
  // The record as the API exports it (hidden fields left out).
  return JSON.parse(JSON.stringify(rec));
}

function pick(obj, keys) {
  const out = {};
  for (const k of keys) if (obj[k] !== undefined) out[k] = obj[k];
  return out;
}

/** expand.tags as the API gives it with fields=expand.tags.id,expand.tags.name. */
function withTags(records, shaped) {
  const tagsCollection = $app.findCollectionByNameOrId("CAtags");
  // Only expand what any guest may view (the rule is a Go *string: null = superusers only).
  const viewRule = tagsCollection.viewRule;
  if (viewRule === null || viewRule === undefined || String(viewRule) !== "") return shaped;
  const ids = {};
  for (const r of records) for (const id of r.getStringSlice("tags")) ids[id] = true;
  const names = {};
  const list = Object.keys(ids);
  if (list.length) for (const t of $app.findRecordsByIds("CAtags", list)) names[t.id] = t.getString("name");
  records.forEach((r, i) => {
    const tags = r
      .getStringSlice("tags")
      .filter((id) => names[id] !== undefined)
      .map((id) => ({ id, name: names[id] }));
    // The API sends "expand": {} for a record without tags (fields=expand.…).
    shaped[i].expand = tags.length ? { tags } : {};
  });
  return shaped;
}

/** src/lib/site-settings.ts's getSettings(): the record over the built-in defaults, field by field. */
function loadSettings() {
  const defaults = JSON.parse(toString($os.readFile(`${__hooks}/../src/config/site-defaults.json`))).settings;
  const merged = Object.assign({ id: "", brochure: "", siteUrl: "" }, defaults);
  const recs = publicRecords("settings", "", "", 1, 0);
  if (!recs.length) return merged;
  const rec = plain(recs[0]);
  for (const k of Object.keys(rec)) {
    const v = rec[k];
    if (v !== null && v !== "" && !(Array.isArray(v) && v.length === 0)) merged[k] = v;
  }
  return merged;
}

function loadArticle(slug) {
  const recs = publicRecords("currentAffairs", `seoURL = {:slug} && ${LIVE_FILTER}`, "", 1, 0, { slug });
  if (!recs.length) return null;
  const keys = [
    "id",
    "collectionId",
    "collectionName",
    "name",
    "date",
    "desc",
    "seoURL",
    "doc",
    "html",
    "docHtml",
    "docHtmlOf",
    "created",
    "active",
    "publishAt",
  ];
  const rec = pick(plain(recs[0]), keys);
  // An old-site article's stored converted copy only while it is of the present .docx (the app
  // ignores a stale one and converts the file itself): nothing stale is sent.
  const docHtml = require(`${__hooks}/lib/doc-html.js`).currentDocHtml((k) => recs[0].getString(k));
  if (rec.docHtml !== undefined && !docHtml) rec.docHtml = "";
  return withTags(recs, [rec])[0];
}

/** A published quiz as the API gives it to a visitor (get-quiz.ts's getActiveQuiz), or null. */
function loadQuiz(id) {
  if (!/^[a-z0-9]{15}$/.test(id)) return null;
  const recs = publicRecords("quizs", `id = {:id} && ${LIVE_FILTER}`, "", 1, 0, { id });
  return recs.length ? plain(recs[0]) : null;
}

/** A list query from a core (src/lib/*-core.cjs: expr, params, sort, limit, fields) as a visitor's API answer. */
function queryList(collection, q) {
  const fields = q.fields.split(",");
  return publicRecords(collection, q.expr, q.sort, q.limit || 0, 0, q.params).map((r) =>
    pick(plain(r), fields),
  );
}

/**
 * The article page's other first requests, as a visitor gets them ([SWR key, value]): the day's
 * quiz (get-day-quiz.ts) and the neighbours (article-neighbours.ts), through the queries they
 * share in src/lib/day-queries-core.cjs. `false`: not a staff preview (staff ask for their own).
 * A query that fails is left out: the app asks for it itself, and gets the same failure.
 */
function articleExtras(rec) {
  const out = [];
  try {
    extrasOf(rec, out);
  } catch (err) {
    console.error("first response: the article's quiz or neighbours failed", rec.seoURL, err);
  }
  return out;
}

function extrasOf(rec, out) {
  const q = require(`${__hooks}/../src/lib/day-queries-core.cjs`);
  // The app's filters say `active = true` and leave scheduled publishing to the guest rule; the
  // server says LIVE_FILTER as well (the same records while the rules are as they are).
  const live = (query) => Object.assign({}, query, { expr: `${LIVE_FILTER} && (${query.expr})` });
  const list = (collection, query) => queryList(collection, live(query));
  const day = q.dayOfDate(rec.date);
  if (day) out.push([["quizs", "day", day, false], list("quizs", q.dayQuizQuery(day))[0] || null]);
  if (rec.date) {
    const n = q.neighbourQueries({ id: rec.id, date: rec.date, created: rec.created });
    const first = (query) => list("currentAffairs", query)[0] || null;
    out.push([
      ["currentAffairs", "neighbours", rec.id, rec.date, rec.created, false],
      n
        ? {
            previous: first(n.previous),
            next: first(n.next),
            sameDay: list("currentAffairs", n.sameDay),
          }
        : { previous: null, next: null, sameDay: [] },
    ]);
  }
}

/**
 * The course list's API answer as a visitor gets it (get-courses.ts's request), or null where the
 * API answers with an error (no such collection, superusers only, a field missing): the app then
 * shows its built-in courses. The app makes the list from it (coursesFrom, through seedFrom).
 */
function coursesAnswer() {
  const q = require(`${__hooks}/../src/lib/courses-core.cjs`).COURSES_QUERY;
  try {
    const rule = $app.findCollectionByNameOrId("courses").listRule;
    if (rule === null || rule === undefined) return null;
    return queryList("courses", q);
  } catch {
    return null;
  }
}

/**
 * src/features/current-affairs/api/list-filter.ts's buildListFilter for a list without words (a
 * list with words is the full-text search's first page: searchPage).
 */
function listFilter(query) {
  const parts = [`(${LIVE_FILTER})`];
  const params = {};
  if (query.tags.length) {
    parts.push(`(${query.tags.map((_, i) => `tags.id ?= {:t${i}}`).join(" || ")})`);
    query.tags.forEach((id, i) => (params[`t${i}`] = id));
  }
  return { expr: parts.join(" && "), params };
}

/** The first page of the public list for `query` (normalised, as the app's cache key has it). */
function loadArticlePage(query) {
  const f = listFilter(query);
  const recs = publicRecords("currentAffairs", f.expr, "-date,-created", PAGE_SIZE, 0, f.params);
  const items = withTags(
    recs,
    recs.map((r) => pick(plain(r), ["id", "name", "date", "desc", "seoURL", "created"])),
  );
  return { items, hasMore: items.length === PAGE_SIZE };
}

/** The first page of the full-text search (GET /api/ca/search) for a list query with words. */
function searchPage(key) {
  const result = require(`${__hooks}/lib/search.js`).search($app, { q: key.q, page: 1, tags: key.tags });
  return { items: result.items, hasMore: result.hasMore };
}

function loadTags() {
  return publicRecords("CAtags", "", "name", 0, 0).map((r) => ({ id: r.id, name: r.getString("name") }));
}

function loadQuizPage() {
  const keys = ["id", "collectionId", "collectionName", "name", "desc", "created", "date", "timeLimit"];
  const items = publicRecords("quizs", LIVE_FILTER, "-date,-created", QUIZZES_PER_PAGE, 0).map((r) =>
    pick(plain(r), keys),
  );
  let total = items.length;
  if (total === QUIZZES_PER_PAGE) {
    // Only ids: the count the API's list would report.
    total = publicRecords("quizs", LIVE_FILTER, "", 0, 0).length;
  }
  return { items, page: 1, totalPages: Math.ceil(total / QUIZZES_PER_PAGE) };
}

/**
 * The list query as the page reads it from its URL (url-state.ts: readListQuery, at most
 * MAX_FILTER_TAGS ids, then normaliseListQuery): { tags, q } (for the links) and its cache-key form.
 */
function listQuery(e) {
  const u = e.request.url.query();
  const tags = [];
  for (const t of String(u.get("tags") || "").split(",")) {
    const id = t.trim();
    if (TAG_ID.test(id) && tags.indexOf(id) === -1) tags.push(id);
  }
  const shown = { tags: tags.slice(0, MAX_FILTER_TAGS), q: String(u.get("q") || "").slice(0, 100) };
  const key = { tags: shown.tags.slice().sort(), q: shown.q.trim().toLowerCase() };
  return { shown, key };
}

/**
 * The app's modules this page needs: React and the app (src/main.tsx, the tiny entry, imports them
 * after the first paint), the route module and the chunks they import (not the entry), as one
 * `<meta name="app-modules">` list. The entry (src/main.tsx) preloads them all at once
 * (modulepreload) as soon as the server's paint is on screen, so none is discovered after another
 * and none competes with the stylesheet and the page's pictures for a slow link before that.
 */
function preloads(dir, module, html) {
  let manifest;
  try {
    manifest = JSON.parse(toString($os.readFile(`${dir}/.vite/manifest.json`)));
  } catch {
    return ""; // a dev build or tests without a manifest: the app finds its chunks itself
  }
  const files = [];
  const seen = {};
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || seen[key]) return;
    seen[key] = true;
    if (entry.isEntry) return; // already in the page
    if (html.indexOf(`/${entry.file}"`) === -1) files.push(entry.file);
    for (const k of entry.imports || []) visit(k);
  };
  // The app: what the entry imports once the paint is on screen (React and src/app/start.ts; their
  // manifest keys are chunk names).
  for (const k of (manifest["index.html"] || {}).dynamicImports || []) visit(k);
  if (module) visit(`src/app/routes/${module}.tsx`);
  return files.length ? `<meta name="app-modules" content="${files.map((f) => `/${f}`).join(" ")}">` : "";
}

function articleMeta(html, rec, settings) {
  const site = require(`${__hooks}/lib/site.js`);
  const seo = require(`${__hooks}/lib/seo.js`);
  let siteName = settings.instituteName || "";
  if (!siteName) {
    const m = html.match(/<title>([\s\S]*?)<\/title>/);
    siteName = m ? m[1].trim() : "";
  }
  const date = rec.date || rec.created;
  return seo.injectArticleMeta(
    html,
    {
      name: rec.name,
      desc: rec.desc,
      url: seo.articleUrl(site.siteUrl(), rec.seoURL),
      siteName: siteName,
      published: date ? date.replace(" ", "T") : "",
    },
    site.escapeHtml,
  );
}

/** The app's route for a path, and its status before any data: 404 for no route or no real date. */
function routeOf(path) {
  const rules = require(`${__hooks}/../src/lib/rules-core.cjs`);
  const ROUTES = JSON.parse(toString($os.readFile(`${__hooks}/../src/config/routes.json`)));
  const m = require(`${__hooks}/../src/lib/route-match-core.cjs`).matchRoute(ROUTES, path);
  let status = m ? 200 : 404;
  if (m && m.name === "day" && !rules.parseCalendarDay(m.params.day)) status = 404;
  if (m && (m.name === "month" || m.name === "monthPrint") && !rules.parseCalendarMonth(m.params.month))
    status = 404;
  return { m, status };
}

/**
 * The page's HTML inside #root, rendered by the app's own components (src/app/render-server.tsx,
 * run by the Node process that supervises PocketBase: scripts/lib/render-server.mjs) from the data
 * the page embeds; "" when no renderer is configured or it fails (logged): the browser then
 * renders the page itself from the same data.
 */
function renderRoot(url, lang, data) {
  const base = $os.getenv("RENDER_URL");
  if (!base) return "";
  try {
    const res = $http.send({
      url: `${base}/render`,
      method: "POST",
      body: JSON.stringify({ url, lang, data }),
      headers: { "content-type": "application/json", "x-render-token": $os.getenv("RENDER_TOKEN") },
      timeout: 10,
    });
    if (res.statusCode === 200) return toString(res.body);
    console.error(
      "first response: the renderer failed",
      url,
      res.statusCode,
      toString(res.body).slice(0, 2000),
    );
  } catch (err) {
    console.error("first response: the renderer is unreachable", url, err);
  }
  return "";
}

/** Builds the response: { status, html }. Pure of the event except for reading its URL. */
function build(e, html, dir) {
  const rules = require(`${__hooks}/../src/lib/rules-core.cjs`);
  const path = e.request.url.path;
  const r = routeOf(path);
  const m = r.m;
  let status = r.status;
  if (m && m.name === "admin") return { status: 200, html };

  const lang = require(`${__hooks}/lib/lang.js`).requestLang(e);
  const settings = loadSettings();
  const data = {
    route: m ? m.module : "not-found",
    origin: require(`${__hooks}/lib/site.js`).siteUrl(),
    swr: [[["settings"], settings]],
    pages: [],
    api: [],
    missing: [],
  };
  // Texts shown on the page: Gurmukhi in them preloads the Gurmukhi font (lib/font-preload.js).
  const texts = [];
  // Whether the page does its job without JavaScript (a quiz does not: it is played).
  let playsWithoutJs = true;

  if (m && m.name === "article") {
    const slug = m.params.seoURL;
    // /currentaffairs/date and /month alone (reserved words) are no article and no page.
    const rec = rules.isReservedArticleSlug(slug) ? null : loadArticle(slug);
    if (!rec) {
      status = 404;
      data.missing.push(["currentAffairs", "article", slug, false]);
    } else {
      data.swr.push([["currentAffairs", "article", slug, false], rec]);
      data.swr.push(...articleExtras(rec));
      texts.push(rec.name, rec.desc, rec.html || rec.docHtml || "");
      html = articleMeta(html, rec, settings);
    }
  } else if (m && m.name === "currentAffairs") {
    data.swr.push([["CAtags", "chips"], loadTags()]);
    const query = listQuery(e);
    // A search is the full-text route's first page (lib/search.js), as the app asks for it.
    const page = query.key.q ? searchPage(query.key) : loadArticlePage(query.key);
    for (const item of page.items) texts.push(item.name, item.desc);
    data.pages.push([["currentAffairs", "list", query.key, 1], page]);
  } else if (m && m.name === "quizzes") {
    const page = loadQuizPage();
    for (const item of page.items) texts.push(item.name, item.desc);
    data.pages.push([["quizs", "list", 1], page]);
  } else if (m && m.name === "quiz") {
    const quiz = loadQuiz(m.params.id);
    // No such published quiz: the app says "Quiz not found" (a draft is previewed by signed-in
    // staff, whose token the server does not see: their app asks again).
    if (quiz) {
      data.swr.push([["quizs", "active", m.params.id, false], quiz]);
      texts.push(quiz.name, quiz.desc);
    } else {
      data.missing.push(["quizs", "active", m.params.id, false]);
    }
    playsWithoutJs = false;
  }
  // The course browser's list (home and /courses).
  if (m && (m.name === "home" || m.name === "courses")) data.api.push([["courses", "list"], coursesAnswer()]);

  const links = preloads(dir, data.route, html);
  if (links) html = html.replace("</head>", () => `  ${links}\n  </head>`);
  const query = e.request.url.rawQuery;
  const root = renderRoot(query ? `${path}?${query}` : path, lang, data);
  html = html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${root}</div>\n    <script type="application/json" id="initial-data">${scriptJson(data)}</script>`,
  );
  html = require(`${__hooks}/lib/font-preload.js`).withGurmukhiPreload(e, html, texts);
  // A rendered page works without JavaScript: no "turn on JavaScript" line under it.
  if (root && playsWithoutJs) html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, "");
  return { status, html };
}

function serve(e) {
  const dir = require(`${__hooks}/lib/site.js`).publicDir();
  const html = toString($os.readFile(`${dir}/index.html`));
  e.response.header().set("Cache-Control", "no-cache");
  let out;
  try {
    out = build(e, html, dir);
  } catch (err) {
    // Never a broken page: the plain app shell (it loads its data itself), with the route's status.
    console.error("first response failed", e.request.url.path, err);
    out = { status: routeOf(e.request.url.path).status, html };
  }
  // The page's language (pb_hooks/lib/lang.js): <html lang>, hreflang alternates, Vary. Also for
  // /admin (English interface, but the same shell and lang rule as the public pages).
  return e.html(out.status, require(`${__hooks}/lib/lang.js`).localizeHtml(e, out.html));
}

module.exports = { serve, scriptJson };
