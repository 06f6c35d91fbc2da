import type { ReactNode } from "react";
import { ListStates } from "./list-states";
import { Pagination } from "./pagination";

/** One page as PocketBase answers it. */
interface Page<T> {
  page: number;
  totalPages: number;
  totalItems: number;
  items: T[];
}

/** What the list needs of its SWR state. */
export interface PagedListState<T> {
  data?: Page<T>;
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

interface Props<T> {
  list: PagedListState<T>;
  /** Accessible name of the <ul>, e.g. "Leads". */
  label: string;
  /** "lead" / "leads" for the count line. */
  noun: readonly [one: string, many: string];
  loading: string;
  failed: string;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}

/** A server-paged admin list: its loading, error and empty states, the count, the items, the pages. */
export function PagedList<T>({ list, label, noun, loading, failed, empty, onPage, children }: Props<T>) {
  const data = list.data;
  return (
    <ListStates result={list} loading={loading} failed={failed} empty={empty}>
      {(items) =>
        data && (
          <>
            <p className="mb-2 text-sm text-slate-600" role="status">
              {data.totalItems} {data.totalItems === 1 ? noun[0] : noun[1]}
              {list.isValidating ? " · updating…" : ""}
            </p>
            <ul
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
              aria-label={label}
            >
              {items.map((item) => children(item))}
            </ul>
            <Pagination page={data.page} totalPages={data.totalPages} onPage={onPage} />
          </>
        )
      }
    </ListStates>
  );
}
