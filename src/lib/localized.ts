// Staff's own texts in the visitor's language (issue 24). Each English field `x` may have a
// Punjabi twin `xPa` (a record field or a property of a settings list item). A page shows the
// visitor's language and falls back to the other, so nothing is ever blank because one language
// was left empty. Tiny and dependency-free on purpose: the home page's first chunk loads it.
import type { Lang } from "./i18n";

type Twin<K extends string> = { [P in K]?: string | null } & { [P in `${K}Pa`]?: string | null };

/** `record[field]` in `lang`: Punjabi from `${field}Pa`, English from `field`, else the other one. */
export function localized<K extends string>(record: Twin<K>, field: K, lang: Lang): string {
  const en = record[field] ?? "";
  const pa = (record as Record<string, string | null | undefined>)[`${field}Pa`] ?? "";
  const [first, other] = lang === "pa" ? [pa, en] : [en, pa];
  return first.trim() ? first : other;
}
