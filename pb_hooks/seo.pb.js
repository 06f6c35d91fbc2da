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

// Any change to an article makes the feeds stale (a change to the settings too: its save
// pipeline, lib/settings-save.js).
for (const hook of [onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess]) {
  hook((e) => {
    require(`${__hooks}/lib/feed-cache.js`).markStale();
    return e.next();
  }, "currentAffairs");
}

// /currentaffairs/{seoURL} and the by-date pages are pages of the app like any other: the catch-all
// in static.pb.js serves them through lib/first-response.js (article meta, status, data, first
// paint). They are routed here too because the router would otherwise send a path with a dot
// (/currentaffairs/a.b) to the static files.
for (const path of [
  "/currentaffairs/{seoURL}",
  "/currentaffairs/date/{day}",
  "/currentaffairs/month/{month}",
  "/currentaffairs/month/{month}/print",
]) {
  routerAdd("GET", path, (e) => require(`${__hooks}/lib/first-response.js`).serve(e), $apis.gzip());
}
