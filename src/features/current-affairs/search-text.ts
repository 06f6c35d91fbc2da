// Interface text of the current-affairs search (plain English; translated when the site gains
// Punjabi). The list's own texts ('No current affairs found.' …) stay where the spec fixes them.
export const SEARCH_TEXT = {
  label: "Search current affairs",
  placeholder: "Search current affairs…",
  searching: "Searching current affairs…",
  resultsFor: (q: string) => `Results for “${q}”`,
  resultsLabel: "Search results",
  error: "Could not search current affairs. Check your connection and try again.",
  emptyHint: "Try other words, or fewer of them.",
} as const;
