/* global arrayOf, DynamicModel -- JSVM globals not in the shared ESLint list */
// Search engines and link previews: /sitemap.xml, /rss.xml, and /currentaffairs/{seoURL} served
// as index.html with the article's title, description, canonical and Open Graph/Twitter tags
// filled in. Only active articles ever appear. These routes are more specific than the static
// catch-all in static.pb.js, so they win. Handlers require() their helpers (no top-level scope).

routerAdd(
  "GET",
  "/sitemap.xml",
  (e) => {
    const site = require(`${__hooks}/lib/site.js`);
    const seo = require(`${__hooks}/lib/seo.js`);
    // Two columns via SQL: loading 10,000 full records (with their HTML) would be wasteful.
    const rows = arrayOf(new DynamicModel({ seoURL: "", updated: "" }));
    $app
      .db()
      .newQuery(
        "SELECT seoURL, updated FROM currentAffairs WHERE active = TRUE ORDER BY date DESC, created DESC LIMIT 50000",
      )
      .all(rows);
    e.response.header().set("Content-Type", "application/xml; charset=utf-8");
    e.response.header().set("Cache-Control", "public, max-age=600");
    return e.string(200, seo.sitemapXml(site.siteUrl(), rows));
  },
  $apis.gzip(),
);

routerAdd(
  "GET",
  "/rss.xml",
  (e) => {
    const site = require(`${__hooks}/lib/site.js`);
    const seo = require(`${__hooks}/lib/seo.js`);
    const rows = arrayOf(new DynamicModel({ name: "", desc: "", seoURL: "", date: "", created: "" }));
    $app
      .db()
      .newQuery(
        "SELECT name, desc, seoURL, date, created FROM currentAffairs WHERE active = TRUE ORDER BY date DESC, created DESC LIMIT 50",
      )
      .all(rows);
    let siteName = "";
    try {
      siteName = $app.findFirstRecordByFilter("settings", "id != ''").getString("instituteName");
    } catch {
      siteName = "";
    }
    e.response.header().set("Content-Type", "application/rss+xml; charset=utf-8");
    e.response.header().set("Cache-Control", "public, max-age=600");
    return e.string(200, seo.rssXml(site.siteUrl(), siteName || "Current Affairs", rows));
  },
  $apis.gzip(),
);

routerAdd(
  "GET",
  "/currentaffairs/{seoURL}",
  (e) => {
    const site = require(`${__hooks}/lib/site.js`);
    const seo = require(`${__hooks}/lib/seo.js`);
    const slug = e.request.pathValue("seoURL") || "";
    let html = toString($os.readFile(`${site.publicDir()}/index.html`));
    let rec = null;
    try {
      // Bound parameter: quotes or filter syntax in the slug simply match nothing.
      rec = $app.findFirstRecordByFilter("currentAffairs", "seoURL = {:slug} && active = true", {
        slug: slug,
      });
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
