import { useState } from "react";
import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";

export function getCurrentAffair(id: string): Promise<CurrentAffair> {
  return pb.collection("currentAffairs").getOne<CurrentAffair>(id, { expand: "tags" });
}

/**
 * The article being edited. The form must start from what is stored now, so it is read afresh on
 * every visit, and a copy cached by an earlier visit is never handed out: `record` stays undefined
 * until this visit's request has answered (later refreshes only update it).
 */
export function useAdminCurrentAffair(id: string) {
  const [freshId, setFreshId] = useState<string | null>(null);
  const { data, error, isValidating, mutate } = useSWR(
    ["currentAffairs", "admin", id] as const,
    ([, , recordId]) => getCurrentAffair(recordId),
    { revalidateOnMount: true, dedupingInterval: 0, onSuccess: (fresh) => setFreshId(fresh.id) },
  );
  const record = freshId === id && data?.id === id ? data : undefined;
  // A failure from an earlier visit or attempt is not shown while the page asks again.
  const failed: unknown = record || isValidating ? undefined : error;
  return { record, error: failed, loading: !record && !failed, retry: () => void mutate() };
}
