import { env } from "@/config/env";
import { parsePbDate } from "@/lib/dates";

const fmt = new Intl.DateTimeFormat("en-GB", {
  timeZone: env.timeZone,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** When a lead or message came in, in India: "23 Nov 2026, 10:42" (assembled from parts, so every browser writes it alike). */
export function receivedAt(value: string): string {
  const d = parsePbDate(value);
  if (!d) return "";
  const p = Object.fromEntries(fmt.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

/** The same instant as a machine-readable value for <time dateTime>. */
export function isoOf(value: string): string {
  return parsePbDate(value)?.toISOString() ?? "";
}
