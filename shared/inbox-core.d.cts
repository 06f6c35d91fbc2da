// Generated from inbox-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export type InboxKind = "leads" | "messages" | "subscribers";
export type LeadStatus = "new" | "contacted" | "closed";
/**
 * A list's filter as the page's URL holds it.
 */
export type InboxQuery = {
    /**
     * Leads: "new" also matches leads that have no status yet.
     */
    status?: string | undefined;
    /**
     * Messages: "yes" | "no" | "".
     */
    handled?: string | undefined;
    q?: string | undefined;
};
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
export var INBOX_KINDS: readonly InboxKind[];
/** @type {readonly LeadStatus[]} */
export var LEAD_STATUSES: readonly LeadStatus[];
/** @type {100} */
export var SEARCH_MAX: 100;
export namespace UNREAD_FILTERS {
    let leads: string;
    let messages: string;
}
/**
 * The "contains" pattern for `~`. PocketBase refuses (403) an API filter whose text contains
 * "@request." or "@collection.", even inside a bound string, so such an "@" becomes the LIKE
 * wildcard "%". We wrap in % ourselves because a % in the value stops PocketBase's own wrapping.
 * @param {string | null | undefined} q
 */
export function searchPattern(q: string | null | undefined): string;
/**
 * The digits of a phone number as stored (10 digits): "+91 98765-43210" → "9876543210".
 * @param {string | null | undefined} q
 */
export function phoneDigits(q: string | null | undefined): string;
/**
 * The filter for one inbox list. `query`: { status?: "new"|"contacted"|"closed"|"" (leads),
 * handled?: "yes"|"no"|"" (messages), q?: text }. Unknown values are ignored.
 * Returns { filter, params } ("" when nothing is filtered).
 * @param {InboxKind} kind
 * @param {InboxQuery | null | undefined} query
 * @returns {{ filter: string, params: Record<string, string> }}
 */
export function inboxFilter(kind: InboxKind, query: InboxQuery | null | undefined): {
    filter: string;
    params: Record<string, string>;
};
/**
 * A stored "2026-11-23 05:12:00.000Z" (or Date) as India time "2026-11-23 10:42", for the CSV.
 * @param {string | boolean | Date | null | undefined} value
 */
export function istStamp(value: string | boolean | Date | null | undefined): string;
/**
 * "leads-2026-11-23.csv": the list and today's date in India.
 * @param {InboxKind} kind
 * @param {Date} [now]
 */
export function csvFileName(kind: InboxKind, now?: Date): string;
/**
 * The CSV columns of one list: { header, row(get) }, where get(field) returns a stored value as
 * text ("" when absent), so the hook (record.getString) and tests (plain objects) share it.
 * @param {InboxKind} kind
 * @returns {{ header: string[], row: <V extends string | boolean>(get: (field: string) => V) => Array<V | string> }}
 */
export function inboxCsvColumns(kind: InboxKind): {
    header: string[];
    row: <V extends string | boolean>(get: (field: string) => V) => Array<V | string>;
};
