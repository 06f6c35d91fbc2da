import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { Settings } from "@/types/pocketbase";

// Under the "settings" scope, so revalidate("settings") after a save refreshes this and the
// public pages' copy (lib/site-settings.ts) together.
export const adminSettingsKey = ["settings", "admin"] as const;

/** The settings record as stored (no built-in defaults), or null when there is none yet. */
export async function getAdminSettings(): Promise<Settings | null> {
  const list = await pb.collection("settings").getList(1, 1, { requestKey: null });
  return list.items[0] ?? null;
}

export function useAdminSettings() {
  return useSWR(adminSettingsKey, getAdminSettings, { dedupingInterval: 0 });
}
