import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import useSWR from "swr";
import { UNREAD_FILTERS } from "@shared/inbox-core.cjs";
import { pb } from "@/lib/pocketbase";

export interface UnreadCounts {
  leads: number;
  messages: number;
  total: number;
}

/** New leads and unhandled messages: two one-row pages whose totals the server counts (indexed). */
export async function getUnreadCounts(): Promise<UnreadCounts> {
  const count = async (kind: "leads" | "messages") =>
    (await pb.collection(kind).getList(1, 1, { filter: UNREAD_FILTERS[kind], fields: "id" })).totalItems;
  const [leads, messages] = await Promise.all([count("leads"), count("messages")]);
  return { leads, messages, total: leads + messages };
}

export const unreadKey = ["inbox", "unread"] as const;

/** The unread counts as last fetched (the inbox tabs); useInboxUnread keeps them fresh. */
export function useUnreadCounts() {
  return useSWR(unreadKey, getUnreadCounts, { dedupingInterval: 2_000 });
}

/**
 * The sidebar's unread count (use once, in the admin frame). Refreshed when staff act in the inbox (revalidate("inbox")) and
 * on every admin navigation, so a lead that came in meanwhile shows up on the next click.
 */
export function useInboxUnread() {
  const { pathname } = useLocation();
  const swr = useUnreadCounts();
  const { mutate } = swr;
  // The first render has just asked; only a later page change asks again.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    void mutate();
  }, [pathname, mutate]);
  return swr;
}
