// The staff inbox's list filters, CSV columns and export file names, shared by the app's lists
// (src/features/inbox) and the CSV export route (pb_hooks/inbox.pb.js), so an export holds exactly
// the rows the page shows. CommonJS for PocketBase's hook runtime; plain ES2019 (see rules-core.cjs).
// Filters are templates with {:name} placeholders plus their values: the app passes them to
// pb.filter(), the hook to findRecordsByFilter's params. What staff type is never concatenated.
"use strict";

/** @typedef {"leads" | "messages" | "subscribers"} InboxKind */
/** @typedef {"new" | "contacted" | "closed"} LeadStatus */
/**
 * A list's filter as the page's URL holds it.
 * @typedef {object} InboxQuery
 * @property {string} [status] Leads: "new" also matches leads that have no status yet.
 * @property {string} [handled] Messages: "yes" | "no" | "".
 * @property {string} [q]
 */

/** @type {readonly InboxKind[]} */
var INBOX_KINDS = ["leads", "messages", "subscribers"];
/** @type {readonly LeadStatus[]} */
var LEAD_STATUSES = ["new", "contacted", "closed"];
/** @type {100} */
var SEARCH_MAX = 100;

/**
 * The "contains" pattern for `~`. PocketBase refuses (403) an API filter whose text contains
 * "@request." or "@collection.", even inside a bound string, so such an "@" becomes the LIKE
 * wildcard "%". We wrap in % ourselves because a % in the value stops PocketBase's own wrapping.
 * @param {string | null | undefined} q
 */
function searchPattern(q) {
  var text = String(q == null ? "" : q)
    .trim()
    .slice(0, SEARCH_MAX);
  return text ? "%" + text.replace(/@(?=(request|collection)\.)/gi, "%") + "%" : "";
}

/**
 * The digits of a phone number as stored (10 digits): "+91 98765-43210" → "9876543210".
 * @param {string | null | undefined} q
 */
function phoneDigits(q) {
  var digits = String(q == null ? "" : q).replace(/\D/g, "");
  if (digits.length === 12 && digits.slice(0, 2) === "91") digits = digits.slice(2);
  return digits;
}

/**
 * The filter for one inbox list. `query`: { status?: "new"|"contacted"|"closed"|"" (leads),
 * handled?: "yes"|"no"|"" (messages), q?: text }. Unknown values are ignored.
 * Returns { filter, params } ("" when nothing is filtered).
 * @param {InboxKind} kind
 * @param {InboxQuery | null | undefined} query
 * @returns {{ filter: string, params: Record<string, string> }}
 */
function inboxFilter(kind, query) {
  query = query || {};
  var parts = [];
  /** @type {{ status?: string, q?: string, digits?: string }} */
  var params = {};
  var q = searchPattern(query.q);
  var digits = phoneDigits(query.q);
  if (kind === "leads") {
    if (query.status && /** @type {readonly string[]} */ (LEAD_STATUSES).indexOf(query.status) >= 0) {
      params.status = query.status;
      // A lead from the public form has no status until staff set one: it is new.
      parts.push(query.status === "new" ? "(status = '' || status = {:status})" : "status = {:status}");
    }
    if (q) {
      params.q = q;
      if (digits.length >= 3) {
        params.digits = "%" + digits + "%";
        parts.push("(name ~ {:q} || mobile ~ {:digits})");
      } else parts.push("name ~ {:q}");
    }
  } else if (kind === "messages") {
    if (query.handled === "yes") parts.push("handled = true");
    else if (query.handled === "no") parts.push("handled = false");
    if (q) {
      params.q = q;
      if (digits.length >= 3) {
        params.digits = "%" + digits + "%";
        parts.push("(name ~ {:q} || email ~ {:q} || phone ~ {:digits})");
      } else parts.push("(name ~ {:q} || email ~ {:q})");
    }
  } else if (kind === "subscribers") {
    if (q) {
      params.q = q;
      parts.push("email ~ {:q}");
    }
  } else {
    throw new Error("Unknown inbox list: " + kind);
  }
  return { filter: parts.join(" && "), params: params };
}

/** The unread filters the sidebar and dashboard count: new leads, unhandled messages. */
var UNREAD_FILTERS = {
  leads: "status = '' || status = 'new'",
  messages: "handled = false",
};

/** @param {number} n */
function pad2(n) {
  return (n < 10 ? "0" : "") + n;
}

/**
 * A stored "2026-11-23 05:12:00.000Z" (or Date) as India time "2026-11-23 10:42", for the CSV.
 * @param {string | boolean | Date | null | undefined} value
 */
function istStamp(value) {
  var d = value instanceof Date ? value : new Date(String(value || "").replace(" ", "T"));
  if (isNaN(d.getTime())) return "";
  var i = require("./day-queries-core.cjs").istClock(d.getTime());
  return (
    i.getUTCFullYear() +
    "-" +
    pad2(i.getUTCMonth() + 1) +
    "-" +
    pad2(i.getUTCDate()) +
    " " +
    pad2(i.getUTCHours()) +
    ":" +
    pad2(i.getUTCMinutes())
  );
}

/**
 * "leads-2026-11-23.csv": the list and today's date in India.
 * @param {InboxKind} kind
 * @param {Date} [now]
 */
function csvFileName(kind, now) {
  return kind + "-" + istStamp(now || new Date()).slice(0, 10) + ".csv";
}

/**
 * The CSV columns of one list: { header, row(get) }, where get(field) returns a stored value as
 * text ("" when absent), so the hook (record.getString) and tests (plain objects) share it.
 * @param {InboxKind} kind
 * @returns {{ header: string[], row: <V extends string | boolean>(get: (field: string) => V) => Array<V | string> }}
 */
function inboxCsvColumns(kind) {
  if (kind === "leads")
    return {
      header: ["Received (IST)", "Name", "Mobile", "Course", "Status"],
      row: function (get) {
        return [istStamp(get("created")), get("name"), get("mobile"), get("course"), get("status") || "new"];
      },
    };
  if (kind === "messages")
    return {
      header: ["Received (IST)", "Name", "E-mail", "Phone", "Message", "Handled"],
      row: function (get) {
        var handled = get("handled");
        return [
          istStamp(get("created")),
          get("name"),
          get("email"),
          get("phone"),
          get("message"),
          handled === "true" || handled === true ? "yes" : "no",
        ];
      },
    };
  if (kind === "subscribers")
    return {
      header: ["E-mail", "Status", "Since (IST)"],
      row: function (get) {
        return [get("email"), get("status") || "pending", istStamp(get("created"))];
      },
    };
  throw new Error("Unknown inbox list: " + kind);
}

module.exports = {
  INBOX_KINDS,
  LEAD_STATUSES,
  SEARCH_MAX,
  UNREAD_FILTERS,
  searchPattern,
  phoneDigits,
  inboxFilter,
  istStamp,
  csvFileName,
  inboxCsvColumns,
};
