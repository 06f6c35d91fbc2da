// Calendar days and months as the institute counts them: in India (IST, UTC+05:30 all year; no
// daylight saving since 1945). PocketBase stores instants in UTC, so the IST day 2026-11-23 is
// the stored range [2026-11-22 18:30:00.000Z, 2026-11-23 18:30:00.000Z). Staff-picked dates are
// stored as "YYYY-MM-DD 00:00:00.000Z" (05:30 IST that day), which falls inside that range.

import { istDayOf } from "@shared/day-queries-core.cjs";
import { parseCalendarDay, parseCalendarMonth } from "@shared/rules-core.cjs";
import { currentLang, dateFormatter, type Lang } from "@/lib/i18n";

const DAY_MS = 86_400_000;

/**
 * Date URL validation lives in rules-core.cjs (pb_hooks answer the same URLs with a 404 status):
 * "YYYY-MM-DD" / "YYYY-MM" if exactly a real day / month in 2000–2099, else null.
 */
export function parseDay(value: string | undefined | null): string | null {
  return parseCalendarDay(value);
}

export function parseMonth(value: string | undefined | null): string | null {
  return parseCalendarMonth(value);
}

function utcDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The calendar day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return dayKey(utcDay(day) + n * DAY_MS);
}

/** The month `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Every day of the month, first to last. */
export function monthDays(month: string): string[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

// The stored ranges of IST days and months, and a stored date's IST day: one definition, shared
// with the server's first response, in day-queries-core.cjs.
export { istDayStart, istDayRange, istMonthRange, istDayOf } from "@shared/day-queries-core.cjs";

/** Today in India. */
export function istToday(now: Date = new Date()): string {
  return istDayOf(now);
}

// Formatters per language (pa-IN / en-IN), made once each.
const formats = new Map<string, { format: (d: Date | number) => string }>();
function fmt(kind: "longDay" | "shortDay" | "longMonth", lang: Lang) {
  const key = `${kind}:${lang}`;
  let f = formats.get(key);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      kind === "longDay"
        ? { weekday: "long", day: "numeric", month: "long", year: "numeric" }
        : kind === "shortDay"
          ? { day: "numeric", month: "short" }
          : { month: "long", year: "numeric" };
    f = dateFormatter(lang, { timeZone: "UTC", ...opts });
    formats.set(key, f);
  }
  return f;
}

/** "Monday, 23 November 2026" (the day key is a calendar date: formatted in UTC on purpose). */
export function formatDay(day: string, lang: Lang = currentLang()): string {
  return fmt("longDay", lang).format(utcDay(day));
}

/** "23 Nov" */
export function formatShortDay(day: string, lang: Lang = currentLang()): string {
  return fmt("shortDay", lang).format(utcDay(day));
}

/** "November 2026" */
export function formatMonth(month: string, lang: Lang = currentLang()): string {
  return fmt("longMonth", lang).format(utcDay(`${month}-01`));
}
