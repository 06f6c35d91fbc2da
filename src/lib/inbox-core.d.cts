// Types of inbox-core.cjs (a CommonJS file, so TypeScript cannot infer them).

export type InboxKind = "leads" | "messages" | "subscribers";
export type LeadStatus = "new" | "contacted" | "closed";

export interface InboxQuery {
  /** Leads: "new" also matches leads that have no status yet. */
  status?: string;
  /** Messages: "yes" | "no" | "". */
  handled?: string;
  q?: string;
}

export const INBOX_KINDS: readonly InboxKind[];
export const LEAD_STATUSES: readonly LeadStatus[];
export const SEARCH_MAX: 100;
export const UNREAD_FILTERS: { readonly leads: string; readonly messages: string };
export function searchPattern(q: string | null | undefined): string;
export function phoneDigits(q: string | null | undefined): string;
export function inboxFilter(
  kind: InboxKind,
  query: InboxQuery,
): { filter: string; params: Record<string, string> };
export function istStamp(value: string | Date): string;
export function csvFileName(kind: InboxKind, now?: Date): string;
export function inboxCsvColumns(kind: InboxKind): {
  header: string[];
  row: (get: (field: string) => string | boolean) => string[];
};
