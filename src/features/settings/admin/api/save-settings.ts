import { ClientResponseError, pb } from "@/lib/pocketbase";
import type { Settings } from "@/types/pocketbase";

/**
 * The header carrying the `updated` value the client loaded. pb_hooks/lib/settings-save.js
 * refuses the save with 409 when the record has changed since (someone else saved first).
 */
export const UPDATED_HEADER = "X-Settings-Updated";

export type SettingsBody = Record<string, unknown>;

/** Saves some of the settings record's fields, only if it is still at version `updated`. */
export function saveSettings(id: string, updated: string, body: SettingsBody): Promise<Settings> {
  return pb
    .collection("settings")
    .update(id, body, { headers: { [UPDATED_HEADER]: updated }, requestKey: null });
}

export function isConflict(err: unknown): boolean {
  return err instanceof ClientResponseError && err.status === 409;
}
