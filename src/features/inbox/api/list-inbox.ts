import { INBOX_PER_PAGE } from "@shared/lists-core.cjs";
import useSWR from "swr";
import { inboxFilter, type InboxKind, type InboxQuery } from "@shared/inbox-core.cjs";
import { pb } from "@/lib/pocketbase";
import type { Lead, Message, Subscriber } from "@/types/pocketbase";

export interface InboxRecords {
  leads: Lead;
  messages: Message;
  subscribers: Subscriber;
}

export interface InboxListQuery extends InboxQuery {
  page: number;
}

/** The server-side filter of one list: the template and values from inbox-core, bound by pb.filter. */
export function listFilter(kind: InboxKind, query: InboxQuery): string {
  const { filter, params } = inboxFilter(kind, query);
  return filter ? pb.filter(filter, params) : "";
}

/** One page of a list, newest first (the CSV export uses the same filter and order). */
export function listInbox<K extends InboxKind>(kind: K, query: InboxListQuery) {
  return pb.collection(kind).getList<InboxRecords[K]>(query.page, INBOX_PER_PAGE, {
    filter: listFilter(kind, query),
    sort: "-created,-id",
  });
}

/** One page of a list; a write refreshes it with revalidate(kind) (see use-refresh-inbox). */
export function useInboxList<K extends InboxKind>(kind: K, query: InboxListQuery) {
  return useSWR([kind, "inbox", query] as const, ([k, , q]) => listInbox(k, q), {
    // New leads arrive at any time: ask again on every visit and after a few seconds.
    revalidateOnMount: true,
    dedupingInterval: 5_000,
  });
}
