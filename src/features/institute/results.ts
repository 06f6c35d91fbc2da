import type { ResultEntry } from "@/types/pocketbase";

/** Newest year first, then by name, so the list reads the same on every visit. */
export function sortResults(results: ResultEntry[]): ResultEntry[] {
  return [...results].sort((a, b) => b.year - a.year || a.name.localeCompare(b.name));
}
