// CSV export of the staff inbox: GET /api/inbox/{leads,messages,subscribers}.csv?status=&handled=&q=
// The same filter as the list on the page (shared/inbox-core.cjs, values bound, never concatenated),
// newest first, written by shared/csv-core.cjs (UTF-8 with BOM, CRLF, RFC 4180 quoting, formula
// cells prefixed with '). Staff only: requireAuth("users") refuses guests and superusers, and the
// handler checks again. The app downloads it with fetch + the staff token. One route per list,
// spelled out: handlers cannot see top-level (or loop) variables.
routerAdd(
  "GET",
  "/api/inbox/leads.csv",
  (e) => require(`${__hooks}/lib/inbox-export.js`).exportCsv(e, "leads"),
  $apis.requireAuth("users"),
);
routerAdd(
  "GET",
  "/api/inbox/messages.csv",
  (e) => require(`${__hooks}/lib/inbox-export.js`).exportCsv(e, "messages"),
  $apis.requireAuth("users"),
);
routerAdd(
  "GET",
  "/api/inbox/subscribers.csv",
  (e) => require(`${__hooks}/lib/inbox-export.js`).exportCsv(e, "subscribers"),
  $apis.requireAuth("users"),
);
