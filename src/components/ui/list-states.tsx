import type { ReactNode } from "react";
import { Spinner } from "@/components/spinner";
import { LoadError } from "./alert";
import { EmptyState } from "./empty-state";

interface Props<T> {
  /**
   * The SWR result the list comes from: its data (the items, or one page of them), its loading and
   * error state, and mutate for Try again.
   */
  result: {
    data?: readonly T[] | { items: readonly T[] };
    error?: unknown;
    isLoading: boolean;
    mutate: () => unknown;
  };
  /** The spinner's words ("Loading courses…"). */
  loading: string;
  /** What a failed load says when the error explains nothing better. */
  failed: string;
  /** What an empty list says. */
  empty: ReactNode;
  /** The list itself, only when there is something in it. */
  children: (items: readonly T[]) => ReactNode;
}

/** A loaded list's four states: loading, failed (with Try again), empty, and the list. */
export function ListStates<T>({ result, loading, failed, empty, children }: Props<T>) {
  const { data } = result;
  const items = data && ("items" in data ? data.items : data);
  return (
    <>
      {result.isLoading ? <Spinner label={loading} /> : null}
      {result.error && !result.isLoading ? (
        <LoadError error={result.error} fallback={failed} onRetry={() => void result.mutate()} />
      ) : null}
      {items && items.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {items && items.length > 0 ? children(items) : null}
    </>
  );
}
