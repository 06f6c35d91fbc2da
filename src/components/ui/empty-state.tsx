import type { ReactNode } from "react";

/** What a list says when it has nothing to show. */
export function EmptyState({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={`rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700 ${className}`.trim()}
    >
      {children}
    </p>
  );
}
