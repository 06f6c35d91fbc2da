// "Publish at" in the admin: a datetime-local input read as India time (Asia/Kolkata, UTC+5:30,
// no daylight saving), stored by PocketBase in UTC. The server (pb_hooks/lib/publish-at.js)
// refuses dates before 2000 and turns a past time into "now" when the record goes live.
import * as v from "valibot";
import { IST_OFFSET_MS, istClock } from "@shared/day-queries-core.cjs";
import { parsePbDate } from "./dates";

export const PUBLISH_AT_MIN_YEAR = 2000;
export const PUBLISH_AT_INVALID = "Enter a date and a time, or leave “Publish at” empty.";
export const PUBLISH_AT_TOO_OLD = `“Publish at” must be in the year ${PUBLISH_AT_MIN_YEAR} or later.`;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** "2026-11-24T06:00" (IST, as the input gives it) → the instant, or null when not a real time. */
export function istLocalToDate(local: string): Date | null {
  const m = LOCAL_RE.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  // Date.UTC rolls 30 Feb over into March: refuse instead.
  if (
    back.getUTCFullYear() !== y ||
    back.getUTCMonth() !== mo - 1 ||
    back.getUTCDate() !== d ||
    h > 23 ||
    mi > 59
  )
    return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** The value PocketBase stores for an IST datetime-local value ("" stays ""). */
export function istLocalToPb(local: string): string {
  if (!local) return "";
  const d = istLocalToDate(local);
  return d ? d.toISOString().replace("T", " ") : "";
}

/** A stored date (UTC) as the datetime-local value in IST ("" when empty). */
export function pbToIstLocal(value: string): string {
  const d = parsePbDate(value);
  if (!d) return "";
  return istClock(d.getTime()).toISOString().slice(0, 16);
}

/** "24 Nov, 06:00" in IST (the year is added when it is not the current one). */
export function istShortLabel(value: string, now: Date = new Date()): string {
  const d = parsePbDate(value);
  if (!d) return "";
  const ist = istClock(d.getTime());
  const year = ist.getUTCFullYear();
  const sameYear = year === istClock(now.getTime()).getUTCFullYear();
  const time = ist.toISOString().slice(11, 16);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]}${sameYear ? "" : ` ${year}`}, ${time}`;
}

/** A message for a bad "publish at" input value, or "" when it is fine (empty = publish now). */
export function publishAtProblem(local: string): string {
  if (!local) return "";
  const d = istLocalToDate(local);
  if (!d) return PUBLISH_AT_INVALID;
  if (Number(local.slice(0, 4)) < PUBLISH_AT_MIN_YEAR) return PUBLISH_AT_TOO_OLD;
  return "";
}

/** Whether an active record is still waiting for its publish time. */
export function isScheduled(rec: { active: boolean; publishAt?: string }, now: Date = new Date()): boolean {
  const d = rec.publishAt ? parsePbDate(rec.publishAt) : null;
  return rec.active && !!d && d.getTime() > now.getTime();
}

/** The form field's schema: a datetime-local value in IST, or "" (publish as soon as active). */
export const publishAtSchema = v.pipe(
  v.string(),
  v.check((s) => publishAtProblem(s) !== PUBLISH_AT_INVALID, PUBLISH_AT_INVALID),
  v.check((s) => publishAtProblem(s) !== PUBLISH_AT_TOO_OLD, PUBLISH_AT_TOO_OLD),
);
