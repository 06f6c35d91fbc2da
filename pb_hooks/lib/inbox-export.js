/* global toBytes -- a JSVM global not listed in eslint.config.js */
// Body of the inbox CSV routes (inbox.pb.js). Hook handlers cannot see top-level variables, so
// the route require()s this module inside its handler.
const { inboxFilter, inboxCsvColumns, csvFileName } = require(`${__hooks}/../shared/inbox-core.cjs`);
const { csvDocument } = require(`${__hooks}/../shared/csv-core.cjs`);

// Read in pages so a large inbox never holds more than one page of records at a time.
const PAGE = 2000;
// An export beyond this is cut short rather than tie up the server (the inbox has tens of thousands).
const MAX_ROWS = 200000;

/**
 * Every row `readPage(offset, limit)` gives, read `pageSize` at a time until a page comes back
 * short or `max` rows have been asked for.
 * @template T
 * @param {(offset: number, limit: number) => { count: number, rows: T[] }} readPage `count`: how
 *   many records the page held (its rows may be fewer)
 * @param {number} pageSize
 * @param {number} max
 * @returns {T[]}
 */
function readPages(readPage, pageSize, max) {
  /** @type {T[]} */
  const rows = [];
  for (let offset = 0; offset < max; offset += pageSize) {
    const page = readPage(offset, pageSize);
    for (const r of page.rows) rows.push(r);
    if (page.count < pageSize) break;
  }
  return rows;
}

/**
 * GET /api/inbox/{kind}.csv: the list's rows as the page filters them, newest first.
 * @param {HookRequestEvent} e
 * @param {import("../../shared/inbox-core.cjs").InboxKind} kind
 */
function exportCsv(e, kind) {
  // requireAuth("users") already refused everyone else; the check stays next to the data.
  if (!e.auth || e.auth.collection().name !== "users") {
    throw new ForbiddenError("Only staff can export the inbox.");
  }
  const url = e.request.url.query();
  const { filter, params } = inboxFilter(kind, {
    status: url.get("status"),
    handled: url.get("handled"),
    q: url.get("q"),
  });
  const columns = inboxCsvColumns(kind);
  const rows = readPages(
    (offset, limit) => {
      const records = $app.findRecordsByFilter(
        kind,
        filter || "id != ''",
        "-created,-id",
        limit,
        offset,
        params,
      );
      /** @type {string[][]} */
      const page = [];
      for (const rec of records) if (rec) page.push(columns.row((field) => rec.getString(field)));
      return { count: records.length, rows: page };
    },
    PAGE,
    MAX_ROWS,
  );
  const h = e.response.header();
  h.set("Content-Disposition", `attachment; filename="${csvFileName(kind, new Date())}"`);
  // Names, phone numbers and e-mails: no shared cache may keep a copy.
  h.set("Cache-Control", "no-store");
  return e.blob(200, "text/csv; charset=utf-8", toBytes(csvDocument(columns.header, rows)));
}

module.exports = { exportCsv, readPages };
