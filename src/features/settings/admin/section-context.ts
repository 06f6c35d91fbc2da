import { createContext, useContext } from "react";
import type { Settings } from "@/types/pocketbase";
import type { SettingsBody } from "./api/save-settings";

/** What the Settings page hands each section. */
export interface SettingsSectionContext {
  /** The record as last loaded (or as this page last saved it). */
  record: Settings;
  /** Saves fields with the concurrency check; resolves to the saved record. */
  save: (body: SettingsBody) => Promise<Settings>;
  /** A section reports whether it has unsaved changes (for the leave warning). */
  setDirty: (section: string, dirty: boolean) => void;
  /** Loads the record again and starts every section afresh (after a conflict). */
  reload: () => void;
}

export const SectionContext = createContext<SettingsSectionContext | null>(null);

export function useSectionContext(): SettingsSectionContext {
  const ctx = useContext(SectionContext);
  if (!ctx) throw new Error("A settings section must sit inside the Settings page.");
  return ctx;
}
