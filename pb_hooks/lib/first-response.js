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

/**
 * @typedef {unknown[]} Key an SWR key
 * @typedef {{ route?: string, origin?: string, swr?: [Key, unknown][], pages?: [Key, unknown][], missing?: Key[] }} InitialData
 * @typedef {{ html: string, data?: InitialData, status?: number, complete?: boolean }} RenderedPage
 * @typedef {{ status: number, html: string, cacheable: boolean }} Built
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestEntry
 */

/**
 * JSON that cannot end its <script> element or open a comment (and survives U+2028/9 in old parsers).
 * @param {unknown} value
 */
function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The app's modules this page needs: React and the app (src/main.tsx, the tiny entry, imports them
 * after the first paint), the route module and the chunks they import (not the entry), as one
 * `<meta name="app-modules">` list. The entry (src/main.tsx) preloads them all at once
 * (modulepreload) as soon as the server's paint is on screen, so none is discovered after another
 * and none competes with the stylesheet and the page's pictures for a slow link before that.
 * @param {string} dir
 * @param {string} module
 * @param {string} html
 */
function preloads(dir, module, html) {
  /** @type {Record<string, ManifestEntry | undefined>} */
  let manifest;
  try {
    manifest = /** @type {Record<string, ManifestEntry | undefined>} */ (
      require(`${__hooks}/lib/read-once.js`).readJson(`${dir}/.vite/manifest.json`)
    );
  } catch {
    return ""; // a dev build or tests without a manifest: the app finds its chunks itself
  }
  /** @type {string[]} */
  const files = [];
  /** @type {Record<string, boolean>} */
  const seen = {};
  /** @param {string} key */
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

/**
 * The article's title, description, canonical and Open Graph tags in the page's head.
 * @param {string} html
 * @param {{ name: string, desc?: string, seoURL: string, date?: string, created?: string }} rec
 * @param {{ instituteName?: string }} settings
 */
function articleMeta(html, rec, settings) {
  const site = require(`${__hooks}/lib/site.js`);
  const seo = require(`${__hooks}/lib/seo.js`);
  let siteName = settings.instituteName || "";
  if (!siteName) {
    const m = html.match(/<title>([\s\S]*?)<\/title>/);
    siteName = m && m[1] ? m[1].trim() : "";
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

/**
 * The app's route for a path, and its status before any data: 404 for no route or no real date.
 * @param {string} path
 */
function routeOf(path) {
  const rules = require(`${__hooks}/../shared/rules-core.cjs`);
  const ROUTES = /** @type {typeof import("../../src/config/routes").ROUTES} */ (
    require(`${__hooks}/lib/read-once.js`).readJson(`${__hooks}/../src/config/routes.json`)
  );
  const m = require(`${__hooks}/../shared/route-match-core.cjs`).matchRoute(ROUTES, path);
  let status = m ? 200 : 404;
  if (m && m.name === "day" && !rules.parseCalendarDay(m.params["day"] ?? "")) status = 404;
  if (
    m &&
    (m.name === "month" || m.name === "monthPrint") &&
    !rules.parseCalendarMonth(m.params["month"] ?? "")
  )
    status = 404;
  return { m, status };
}

/**
 * The page rendered by the app's own components with the app's own data fetchers
 * (src/app/render-server.tsx, run by the Node process that supervises PocketBase:
 * scripts/lib/render-server.mjs): { html, data, status, complete }, or null when no renderer is
 * configured or it failed (logged): the browser then renders the page itself.
 * @param {{ url: string, lang: string, route: string, origin: string, api: string }} job
 * @returns {RenderedPage | null}
 */
function renderPage(job) {
  const base = $os.getenv("RENDER_URL");
  if (!base) return null;
  try {
    const res = $http.send({
      url: `${base}/render`,
      method: "POST",
      body: JSON.stringify(job),
      headers: { "content-type": "application/json", "x-render-token": $os.getenv("RENDER_TOKEN") },
      timeout: 30,
    });
    if (res.statusCode === 200) return /** @type {RenderedPage} */ (res.json);
    console.error(
      "first response: the renderer failed",
      job.url,
      res.statusCode,
      toString(res.body).slice(0, 2000),
    );
  } catch (err) {
    console.error("first response: the renderer is unreachable", job.url, err);
  }
  return null;
}

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/**
 * React writes a page's <title>, <meta> and preload <link>s (its own, and those it makes for
 * high-priority pictures) first in what it renders, as renderToString cannot reach <head>:
 * { head: those tags, body: the rest }.
 */
/**
 * @param {string} rendered
 */
function splitHoisted(rendered) {
  /** @type {string[]} */
  const head = [];
  let body = rendered;
  for (let m = HOISTED.exec(body); m; m = HOISTED.exec(body)) {
    head.push(m[0]);
    body = body.slice(m[0].length);
  }
  return { head, body };
}

/**
 * The shell with the page's own head tags: its title and description in place of the shell's
 * (React adopts the document's title when it hydrates), the rest (preloads, other meta) before
 * </head>, where crawlers, link previews and the browser's preload scanner look for them.
 */
/**
 * @param {string} html
 * @param {string[]} tags
 */
function withHoisted(html, tags) {
  let out = html;
  /** @type {string[]} */
  const rest = [];
  for (const tag of tags) {
    if (tag.indexOf("<title>") === 0) out = out.replace(/<title>[\s\S]*?<\/title>/, () => tag);
    else if (/^<meta\s+name="description"/.test(tag) && /<meta\s+name="description"[^>]*>/.test(out))
      out = out.replace(/<meta\s+name="description"[^>]*>/, () => tag);
    else rest.push(tag);
  }
  return rest.length ? out.replace("</head>", () => `  ${rest.join("\n    ")}\n  </head>`) : out;
}

/**
 * The cached value of the SWR key `key` in the page's data (undefined when not there).
 * @param {InitialData} data
 * @param {Key} key
 * @returns {unknown}
 */
function dataOf(data, key) {
  const k = JSON.stringify(key);
  for (const [entryKey, value] of (data && data.swr) || []) if (JSON.stringify(entryKey) === k) return value;
  return undefined;
}

/**
 * The texts of the page's records (names, descriptions, bodies): Gurmukhi in them preloads the font.
 * @param {unknown} value
 * @param {string[]} out
 * @returns {string[]}
 */
function recordTexts(value, out) {
  if (Array.isArray(value)) for (const v of value) recordTexts(v, out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === "string" && /^(name|desc|html|docHtml|text)$/.test(k)) out.push(v);
      else if (v && typeof v === "object") recordTexts(v, out);
    }
  return out;
}

/**
 * Builds the response. Pure of the event except for reading it.
 * @param {HookRequestEvent} e
 * @param {string} html the app shell
 * @param {string} dir the built app's folder
 * @param {string} lang
 * @returns {Built}
 */
function build(e, html, dir, lang) {
  const path = e.request.url.path;
  const r = routeOf(path);
  const m = r.m;
  if (m && m.name === "admin") return { status: 200, html, cacheable: true };

  const route = m ? m.module : "not-found";
  const query = e.request.url.rawQuery;
  const url = query ? `${path}?${query}` : path;
  const origin = require(`${__hooks}/lib/site.js`).siteUrl();
  const page = renderPage({ url, lang, route, origin, api: $os.getenv("RENDER_API_URL") });
  // No renderer: the app shell with the route's status; the app renders and fetches itself.
  if (!page) return { status: r.status, html, cacheable: false };

  let status = Math.max(r.status, page.status || 200);
  const data = page.data || { route };
  const parts = splitHoisted(String(page.html || ""));
  html = withHoisted(html, parts.head);
  const slug = m && m.name === "article" ? (m.params["seoURL"] ?? "") : "";
  // The keys the app's fetchers filled (shared/swr-keys-core.cjs).
  const keys = require(`${__hooks}/../shared/swr-keys-core.cjs`);
  const article = /** @type {Parameters<typeof articleMeta>[1] | null | undefined} */ (
    slug ? dataOf(data, [...keys.articleKey(slug, false)]) : undefined
  );
  const settings = /** @type {Parameters<typeof articleMeta>[2] | undefined} */ (
    dataOf(data, [...keys.SETTINGS_KEY])
  );
  if (article) html = articleMeta(html, article, settings || {});
  else if (slug) status = 404;

  const links = preloads(dir, route, html);
  if (links) html = html.replace("</head>", () => `  ${links}\n  </head>`);
  html = html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${parts.body}</div>\n    <script type="application/json" id="initial-data">${scriptJson(data)}</script>`,
  );
  // The page's own records (not the site's settings, which every page carries).
  /** @type {[Key, unknown][]} */
  const entries = [...(data.swr || []), ...(data.pages || [])];
  const records = entries.filter(([key]) => key[0] !== "settings").map(([, value]) => value);
  html = require(`${__hooks}/lib/font-preload.js`).withGurmukhiPreload(e, html, recordTexts(records, []));
  // A rendered page works without JavaScript (a quiz is played with it, and says so).
  if (route !== "quiz") html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, "");
  return { status, html, cacheable: page.complete !== false };
}

/**
 * The built app shell (dist/index.html) and the build's id, read once per build.
 * @param {string} dir
 * @returns {{ build: string, html: string }}
 */
function shell(dir) {
  const file = `${dir}/index.html`;
  const info = $os.stat(file);
  const build = `${info.size()}-${info.modTime().unixMilli()}`;
  const s = $app.store();
  const cached = /** @type {{ build: string, html: string } | null} */ (s.get("pageCache:shell"));
  if (cached && cached.build === build) return cached;
  const fresh = { build, html: toString($os.readFile(file)) };
  s.set("pageCache:shell", fresh);
  return fresh;
}

/**
 * The first response for a page path (static.pb.js's catch-all, seo.pb.js's page routes).
 * @param {HookRequestEvent} e
 */
function serve(e) {
  const cache = require(`${__hooks}/lib/page-cache.js`);
  const lang = require(`${__hooks}/lib/lang.js`);
  const dir = require(`${__hooks}/lib/site.js`).publicDir();
  const app = shell(dir);
  const now = Date.now();
  const requestLang = lang.requestLang(e);
  const path = e.request.url.path;
  const query = e.request.url.rawQuery;
  // An old address (/quizs/…, /admin/cources): a permanent redirect to where it lives now.
  const moved = require(`${__hooks}/../shared/route-match-core.cjs`).movedTo(e.request.url.escapedPath());
  if (moved) return e.redirect(301, query ? `${moved}?${query}` : moved);
  const key = cache.keyOf(app.build, requestLang, query ? `${path}?${query}` : path, now);
  // The same page for every visitor: a cache in front may keep it briefly (lib/cache-policy.js).
  require(`${__hooks}/lib/cache-policy.js`).applyPublic(e, "page");
  lang.langHeaders(e);
  let page = cache.get(key, now);
  if (!page) {
    /** @type {Built} */
    let out;
    try {
      out = build(e, app.html, dir, requestLang);
    } catch (err) {
      // Never a broken page: the plain app shell (it loads its data itself), with the route's status.
      console.error("first response failed", path, err);
      out = { status: routeOf(path).status, html: app.html, cacheable: false };
    }
    // The page's language (lib/lang.js): <html lang> and the hreflang alternates.
    const html = lang.localizeHtml(e, out.html);
    page = { status: out.status, html, etag: `"${$security.md5(html)}"` };
    if (out.cacheable) cache.put(key, page, now);
    // A page rendered without all its data (or without the renderer that is configured) is for
    // this request only. Without a renderer at all, the app shell is every visitor's page.
    else if ($os.getenv("RENDER_URL")) require(`${__hooks}/lib/cache-policy.js`).applyPublic(e, "fresh");
  }
  e.response.header().set("ETag", page.etag);
  if (page.status === 200 && e.request.header.get("If-None-Match") === page.etag) return e.noContent(304);
  return e.html(page.status, page.html);
}

module.exports = { serve, scriptJson, splitHoisted, withHoisted, dataOf, recordTexts };
