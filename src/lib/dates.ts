// Dates are judged in the institute's timezone (Asia/Kolkata), whatever the visitor's clock says.
import { env } from "@/config/env";
import { istDayOf } from "@shared/day-queries-core.cjs";
import { currentLang, dateFormatter, t, type Lang } from "@/lib/i18n";

const DAY_MS = 86_400_000;

/** Parses PocketBase's "YYYY-MM-DD HH:MM:SS.sssZ" (or any ISO string / Date). */
export function parsePbDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (!value) return null;
  const d = new Date(value.includes("T") ? value : value.replace(" ", "T"));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "YYYY-MM-DD" of the instant in India (the one day arithmetic of lib/day-queries-core.cjs). */
export function istDayKey(d: Date): string {
  return istDayOf(d);
}

/** Today's date in India as "YYYY-MM-DD". */
export function todayIst(now: Date = new Date()): string {
  return istDayOf(now);
}

/** Whole days between two "YYYY-MM-DD" keys (b - a). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

const formats = new Map<string, { format: (d: Date | number) => string }>();
/** The label's formatter: English keeps the spec's 'Nov 3, 2026'; Punjabi uses pa-IN. */
function labelFormat(style: "short" | "india", lang: Lang) {
  const key = `${style}:${lang}`;
  let f = formats.get(key);
  if (!f) {
    f =
      style === "short"
        ? dateFormatter(
            lang,
            { timeZone: env.timeZone, month: "short", day: "numeric", year: "numeric" },
            "en-US",
          )
        : dateFormatter(lang, { timeZone: env.timeZone, day: "numeric", month: "numeric", year: "numeric" });
    formats.set(key, f);
  }
  return f;
}

/**
 * The spec's date label: 'Today', 'Yesterday', otherwise 'Nov 3, 2026' (style "short", public
 * pages) or the India-locale day-month-year (style "india", admin list).
 */
export function dateLabel(
  value: string | Date,
  now: Date = new Date(),
  style: "short" | "india" = "short",
  lang: Lang = currentLang(),
): string {
  const d = parsePbDate(value);
  if (!d) return "";
  const diff = daysBetween(istDayKey(d), istDayKey(now));
  if (diff === 0) return t("Today");
  if (diff === 1) return t("Yesterday");
  return labelFormat(style, lang).format(d);
}

// A calendar date as a date field stores it ("YYYY-MM-DD 00:00:00.000Z") and the stored range
// [start, end) of that day: shared with the server's first response, in day-queries-core.cjs.
export { toPbDate, pbDayRange } from "@shared/day-queries-core.cjs";
