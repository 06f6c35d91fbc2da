import type { ReactNode } from "react";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";

interface Props<T> {
  id: string;
  title: string;
  swr: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown };
  loadingText: string;
  children: (data: T) => ReactNode;
}

const FAILED = "Could not load this part of the dashboard.";

/** One dashboard card: its heading, then loading, a failure with Try again, or its content. */
export function DashboardCard<T>({ id, title, swr, loadingText, children }: Props<T>) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">
        {swr.isLoading ? <Spinner label={loadingText} className="py-4" /> : null}
        {swr.error && !swr.isLoading ? (
          <LoadError error={swr.error} fallback={FAILED} onRetry={() => void swr.mutate()} />
        ) : null}
        {swr.data !== undefined && !swr.isLoading ? children(swr.data) : null}
      </div>
    </section>
  );
}
