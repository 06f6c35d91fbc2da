import type { InboxKind, InboxQuery } from "@shared/inbox-core.cjs";
import { useInboxList } from "../api/list-inbox";
import { useRefreshInbox } from "../api/use-refresh-inbox";
import { useExport } from "./use-export";
import { useListParams } from "./use-list-params";

const NO_FILTER: readonly string[] = [];

/**
 * What one inbox list page works with: its search, filter and page from the URL, the page of
 * records they select, a refresh after a write, and Export CSV of the same selection. `filterBy`
 * names the query field the URL's ?filter= sets (leads: status; messages: handled), and `allowed`
 * its values; a list without a filter passes neither.
 */
export function useInboxPage<K extends InboxKind>(
  kind: K,
  filterBy?: "status" | "handled",
  allowed: readonly string[] = NO_FILTER,
) {
  const [params, setParams] = useListParams(allowed);
  const query: InboxQuery = filterBy ? { [filterBy]: params.filter, q: params.q } : { q: params.q };
  const list = useInboxList(kind, { ...query, page: params.page });
  const refresh = useRefreshInbox(kind);
  const exporter = useExport(kind, query);
  return { params, setParams, list, refresh, exporter };
}
