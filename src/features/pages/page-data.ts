import type { ResultEntry } from "@/types/pocketbase";

/** Newest year first, then by name, so the list reads the same on every visit. */
export function sortResults(results: ResultEntry[]): ResultEntry[] {
  return [...results].sort((a, b) => b.year - a.year || a.name.localeCompare(b.name));
}

/** "+91 98765 43210" → "tel:+919876543210" (phones dial the digits only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
