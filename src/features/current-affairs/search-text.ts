import { t } from "@/lib/i18n";

// Interface text of the current-affairs search, in the page's language (read when shown). The
// list's own texts ('No current affairs found.' …) stay where the spec fixes them.
export const SEARCH_TEXT = {
  get label() {
    return t("Search current affairs");
  },
  get placeholder() {
    return t("Search current affairs…");
  },
  get searching() {
    return t("Searching current affairs…");
  },
  resultsFor: (q: string) => t("Results for “{q}”", { q }),
  get resultsLabel() {
    return t("Search results");
  },
  get error() {
    return t("Could not search current affairs. Check your connection and try again.");
  },
  get emptyHint() {
    return t("Try other words, or fewer of them.");
  },
};
