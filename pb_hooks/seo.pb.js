/* global onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess -- JSVM globals not in the shared ESLint list */
// Search engines and link previews: /sitemap.xml, /rss.xml, and /currentaffairs/{seoURL} served
// as index.html with the article's title, description, canonical and Open Graph/Twitter tags
// filled in. Only active articles whose publishAt has passed ever appear (as in the access rules). These routes are more specific than the static
// catch-all in static.pb.js, so they win. Handlers require() their helpers (no top-level scope).

// The feeds come from a cache (lib/feed-cache.js) with ETag/Last-Modified and 304s: building the
// sitemap reads every published article, which must not happen per request. /sitemap.xml is a
// sitemap index pointing at /sitemap-1.xml, /sitemap-2.xml, … (at most 50,000 URLs each).
routerAdd(
  "GET",
  "/sitemap.xml",
  (e) => require(`${__hooks}/lib/feed-cache.js`).serve(e, "/sitemap.xml"),
  $apis.gzip(),
);
routerAdd(
  "GET",
  "/rss.xml",
  (e) => require(`${__hooks}/lib/feed-cache.js`).serve(e, "/rss.xml"),
  $apis.gzip(),
);
// The router takes whole path segments as parameters, so each file gets its own route (100 files
// hold 5 million URLs); a number past the last file is a 404. Handlers run in other VMs and cannot
// see `n`: they read their path instead.
for (let n = 1; n <= 100; n++) {
  routerAdd(
    "GET",
    `/sitemap-${n}.xml`,
    (e) => require(`${__hooks}/lib/feed-cache.js`).serve(e, e.request.url.path),
    $apis.gzip(),
  );
}

// Any change to an article or to the settings (site URL, institute name) makes the feeds stale.
for (const hook of [onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess]) {
  hook(
    (e) => {
      require(`${__hooks}/lib/feed-cache.js`).markStale();
      return e.next();
    },
    "currentAffairs",
    "settings",
  );
}

routerAdd(
  "GET",
  "/currentaffairs/{seoURL}",
  (e) => {
    const site = require(`${__hooks}/lib/site.js`);
    const seo = require(`${__hooks}/lib/seo.js`);
    const slug = e.request.pathValue("seoURL") || "";
    let html = require(`${__hooks}/lib/lang.js`).localizeHtml(
      e,
      toString($os.readFile(`${site.publicDir()}/index.html`)),
    );
    // /currentaffairs/today and /archive are site pages, not articles (such slugs are refused on
    // save): the app shell as it is, never an article's meta. /date and /month alone are no page.
    const { isReservedArticleSlug } = require(`${__hooks}/../src/lib/rules-core.cjs`);
    if (isReservedArticleSlug(slug)) {
      e.response.header().set("Cache-Control", "no-cache");
      return e.html(slug === "today" || slug === "archive" ? 200 : 404, html);
    }
    let rec = null;
    try {
      // Bound parameter: quotes or filter syntax in the slug simply match nothing.
      rec = $app.findFirstRecordByFilter(
        "currentAffairs",
        "seoURL = {:slug} && active = true && (publishAt = '' || publishAt <= @now)",
        { slug: slug },
      );
    } catch {
      rec = null;
    }
    e.response.header().set("Cache-Control", "no-cache");
    if (!rec) return e.html(404, html);

    let siteName = "";
    try {
      siteName = $app.findFirstRecordByFilter("settings", "id != ''").getString("instituteName");
    } catch {
      siteName = "";
    }
    if (!siteName) {
      const m = html.match(/<title>([\s\S]*?)<\/title>/);
      siteName = m ? m[1].trim() : "";
    }
    const date = rec.getString("date") || rec.getString("created");
    html = seo.injectArticleMeta(
      html,
      {
        name: rec.getString("name"),
        desc: rec.getString("desc"),
        url: seo.articleUrl(site.siteUrl(), rec.getString("seoURL")),
        siteName: siteName,
        published: date ? date.replace(" ", "T") : "",
      },
      site.escapeHtml,
    );
    return e.html(200, html);
  },
  $apis.gzip(),
);

// The by-date pages: the app shell, with status 404 for a date that is not a real day or month
// (2026-02-30, 9999-99-99, ..%2F..%2Fetc), as the app then shows its 404 page. Same rule as the
// app (parseCalendarDay/Month in src/lib/rules-core.cjs).
for (const path of [
  "/currentaffairs/date/{day}",
  "/currentaffairs/month/{month}",
  "/currentaffairs/month/{month}/print",
]) {
  routerAdd(
    "GET",
    path,
    (e) => {
      const rules = require(`${__hooks}/../src/lib/rules-core.cjs`);
      const site = require(`${__hooks}/lib/site.js`);
      // Handlers cannot see the loop's variables: read the route from the path itself.
      const segments = e.request.url.path.split("/");
      const isDay = segments[2] === "date";
      const value = e.request.pathValue(isDay ? "day" : "month") || "";
      const ok = isDay ? rules.parseCalendarDay(value) : rules.parseCalendarMonth(value);
      e.response.header().set("Cache-Control", "no-cache");
      return e.html(
        ok ? 200 : 404,
        require(`${__hooks}/lib/lang.js`).localizeHtml(
          e,
          toString($os.readFile(`${site.publicDir()}/index.html`)),
        ),
      );
    },
    $apis.gzip(),
  );
}
