// Link builders for the by-date current-affairs pages.
/**
 * The by-date current-affairs pages (India's calendar; days "YYYY-MM-DD", months "YYYY-MM",
 * validated by their route). A module of their own, beside paths.ts, so the home page's entry
 * chunk (which holds paths.ts) does not carry them: only lazily loaded chunks use these.
 */
export const datePaths = {
  today: "/currentaffairs/today",
  day: (day: string) => `/currentaffairs/date/${encodeURIComponent(day)}`,
  month: (month: string) => `/currentaffairs/month/${encodeURIComponent(month)}`,
  monthPrint: (month: string) => `/currentaffairs/month/${encodeURIComponent(month)}/print`,
  archive: "/currentaffairs/archive",
} as const;
