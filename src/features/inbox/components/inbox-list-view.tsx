import type { ReactNode } from "react";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";

/** One page as PocketBase answers it. */
interface Page<T> {
  page: number;
  totalPages: number;
  totalItems: number;
  items: T[];
}

/** What the view needs of a list's SWR state. */
export interface InboxListState<T> {
  data?: Page<T>;
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

interface Props<T> {
  list: InboxListState<T>;
  /** Accessible name of the <ul>, e.g. "Leads". */
  label: string;
  /** "lead" / "leads" for the count line. */
  noun: [one: string, many: string];
  loadingText: string;
  errorText: string;
  emptyText: string;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}

/** A server-paged inbox list with its loading, error and empty states. */
export function InboxListView<T>({
  list,
  label,
  noun,
  loadingText,
  errorText,
  emptyText,
  onPage,
  children,
}: Props<T>) {
  const data = list.data;
  return (
    <>
      {list.isLoading ? <Spinner label={loadingText} /> : null}
      {list.error && !list.isLoading ? (
        <LoadError error={list.error} fallback={errorText} onRetry={() => void list.mutate()} />
      ) : null}
      {data && data.items.length === 0 ? <EmptyState>{emptyText}</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-slate-600" role="status">
            {data.totalItems} {data.totalItems === 1 ? noun[0] : noun[1]}
            {list.isValidating ? " · updating…" : ""}
          </p>
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            aria-label={label}
          >
            {data.items.map((item) => children(item))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onPage={onPage} />
        </>
      ) : null}
    </>
  );
}
