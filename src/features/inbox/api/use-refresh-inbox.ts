import { useCallback } from "react";
import type { InboxKind } from "@shared/inbox-core.cjs";
import { useRevalidate } from "@/lib/swr";

/** After a write in one list: that list's pages, the unread count and the dashboard load afresh. */
export function useRefreshInbox(kind: InboxKind) {
  const revalidate = useRevalidate();
  return useCallback(
    () => Promise.all([revalidate(kind), revalidate("inbox"), revalidate("dashboard")]),
    [revalidate, kind],
  );
}
