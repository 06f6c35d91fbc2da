// Replaces PocketBase's default static route (see shared PocketBase notes, section 5):
// hashed assets get long-lived immutable caching and gzip, index.html gets no-cache, and a
// missing asset or an unknown /api path is a real 404 instead of index.html with 200
// (which would break the SPA's chunk-error recovery), and so is a path that is no page of the app.
// PB_PUBLIC_DIR is set by scripts/start.mjs; the fallback is the repo's dist/.

routerAdd(
  "GET",
  "/assets/{path...}",
  (e) => {
    const dir = require(`${__hooks}/lib/site.js`).publicDir();
    e.response.header().set("Cache-Control", "public, max-age=31536000, immutable");
    try {
      return $apis.static(`${dir}/assets`, false)(e);
    } catch (err) {
      e.response.header().del("Cache-Control");
      throw err;
    }
  },
  $apis.gzip(),
);

routerAdd("GET", "/api/{path...}", () => {
  throw new NotFoundError("Unknown API route.");
});

routerAdd(
  "GET",
  "/{path...}",
  (e) => {
    const dir = require(`${__hooks}/lib/site.js`).publicDir();
    const path = e.request.pathValue("path") || "";
    // Files with an extension that do not exist are 404s, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(path) && !path.endsWith(".html")) {
      e.response.header().set("Cache-Control", "public, max-age=3600");
      try {
        return $apis.static(dir, false)(e);
      } catch (err) {
        e.response.header().del("Cache-Control");
        throw err;
      }
    }
    // The bare app shell (no page data, no paint): what the service worker precaches and serves
    // for a saved article after a deployment (src/lib/offline/sw-routes.ts). Other .html files of
    // the build (offline.html) are files like any other.
    if (path === "index.html" || path === "offline.html") {
      e.response.header().set("Cache-Control", "no-cache");
      const html = toString($os.readFile(`${dir}/${path}`));
      return e.html(200, html);
    }
    // Every other path is a page of the app: its status from the app's route table, its data and
    // rendered page in the HTML (lib/first-response.js).
    return require(`${__hooks}/lib/first-response.js`).serve(e);
  },
  $apis.gzip(),
);
