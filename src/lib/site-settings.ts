// The institute's settings record (name, phone, links, home content). Shared by every page.
// Falls back to built-in defaults when the backend has no settings collection yet (the
// institute's older PocketBase) or the request fails, so public pages never break on it.
import defaults from "@/config/site-defaults.json";
import type { Settings, SettingsFields } from "@/types/pocketbase";
import useSWR from "swr";
import { pb } from "./pocketbase";
import { SETTINGS_KEY } from "@shared/swr-keys-core.cjs";

/** Settings as pages use them: the record's fields, plus its id when it came from the backend. */
export type SiteSettings = SettingsFields & {
  id: string;
  collectionId?: string;
  collectionName?: string;
};

export const defaultSettings: SiteSettings = {
  id: "",
  brochure: "",
  siteUrl: "",
  ...(defaults.settings as Omit<SettingsFields, "brochure" | "siteUrl">),
};

export async function getSettings(): Promise<SiteSettings> {
  try {
    const list = await pb.collection("settings").getList<Settings>(1, 1, { requestKey: "settings" });
    const rec = list.items[0];
    if (!rec) return defaultSettings;
    // Empty JSON fields fall back field by field.
    const merged = { ...defaultSettings } as Record<string, unknown>;
    for (const [k, v] of Object.entries(rec)) {
      if (v !== null && v !== "" && !(Array.isArray(v) && v.length === 0)) merged[k] = v;
    }
    return merged as unknown as SiteSettings;
  } catch {
    return defaultSettings;
  }
}

/** The settings with their loading state, for a page that would rather wait than flash the defaults. */
export function useSettingsQuery() {
  // Settings change a few times a year: pages opened within five minutes reuse what they have.
  return useSWR(SETTINGS_KEY, getSettings, { dedupingInterval: 5 * 60_000 });
}

/** The settings, or the built-in defaults until (or unless) the backend's arrive. */
export function useSettings(): SiteSettings {
  return useSettingsQuery().data ?? defaultSettings;
}
