// Generated from day-queries-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export type FilterParts = {
    expr: string;
    params: Record<string, string | boolean>;
};
/**
 * a stored [start, end) range
 */
export type StoredRange = {
    start: string;
    end: string;
};
export type ChainPoint = {
    id: string;
    date: string;
    created: string;
};
export type ListQuery = FilterParts & {
    sort: string;
    limit: number;
    fields: string;
};
/** India's offset from UTC: IST = UTC+05:30 all year (one time zone, no daylight saving). */
export const IST_OFFSET_MS: number;
/**
 * The instant `ms` on India's wall clock: read it with getUTC…() or toISOString() (whose "Z" is then IST).
 * @param {number} ms
 */
export function istClock(ms: number): Date;
/**
 * The IST calendar day ("YYYY-MM-DD") of the instant `ms`.
 * @param {number} ms
 */
export function istDayOfMs(ms: number): string;
/**
 * Start of the IST day `day` as a stored PocketBase instant.
 * @param {string} day
 */
export function istDayStart(day: string): string;
/**
 * The stored range [start, end) of the IST day.
 * @param {string} day
 * @returns {StoredRange}
 */
export function istDayRange(day: string): StoredRange;
/**
 * The stored range [start, end) of the IST month "YYYY-MM".
 * @param {string} month
 * @returns {StoredRange}
 */
export function istMonthRange(month: string): StoredRange;
/**
 * The IST day ("YYYY-MM-DD") of a stored PocketBase date or ISO instant; "" if unreadable.
 * @param {string | Date | null | undefined} value
 */
export function istDayOf(value: string | Date | null | undefined): string;
/**
 * A calendar date "YYYY-MM-DD" as PocketBase stores a date field.
 * @param {string} day
 */
export function toPbDate(day: string): string;
/**
 * The stored range [start, end) of the calendar day "YYYY-MM-DD" as a date field stores it.
 * @param {string} day
 * @returns {StoredRange}
 */
export function pbDayRange(day: string): StoredRange;
/**
 * The day ("YYYY-MM-DD") of a record's stored date, or null when it has none.
 * @param {string} date
 */
export function dayOfDate(date: string): string | null;
/**
 * Articles dated inside the range.
 * @param {StoredRange} range
 * @returns {FilterParts}
 */
export function rangeFilter(range: StoredRange): FilterParts;
/**
 * The latest article before the range (sort -date) and the first one after it (sort date).
 * @param {StoredRange} range
 * @returns {FilterParts}
 */
export function beforeFilter(range: StoredRange): FilterParts;
/**
 * @param {StoredRange} range
 * @returns {FilterParts}
 */
export function afterFilter(range: StoredRange): FilterParts;
/** Reading order of the by-date pages (oldest first) and the order the neighbour chain follows. */
/** @type {string} */
export const CHAIN_SORT: string;
/** @type {string} */
export const CHAIN_SORT_DESC: string;
/**
 * Articles strictly before (`older`) or after (`newer`) this one in (date, created, id) order:
 * ties on date fall back to created, then id, so every article has one previous and one next.
 * @param {ChainPoint} p
 * @param {"older" | "newer"} direction
 * @returns {FilterParts}
 */
export function neighbourFilter(p: ChainPoint, direction: "older" | "newer"): FilterParts;
/**
 * Other articles of the same stored day range, for "More from this day".
 * @param {StoredRange} range
 * @param {string} excludeId
 * @returns {FilterParts}
 */
export function sameDayFilter(range: StoredRange, excludeId: string): FilterParts;
export const SAME_DAY_LIMIT: 5;
export const NEIGHBOUR_FIELDS: "id,name,seoURL,date";
/**
 * The article page's neighbour queries (currentAffairs, page 1, no total): the previous and the next
 * article by date (one each) and up to SAME_DAY_LIMIT others of the same IST day; null when the
 * article's date is unreadable (no neighbours).
 * @param {ChainPoint} p
 * @returns {{ previous: ListQuery, next: ListQuery, sameDay: ListQuery } | null}
 */
export function neighbourQueries(p: ChainPoint): {
    previous: ListQuery;
    next: ListQuery;
    sameDay: ListQuery;
} | null;
/**
 * The newest published quiz of a calendar day (quizs, page 1, no total): id and name.
 * @param {string} day
 * @returns {ListQuery}
 */
export function dayQuizQuery(day: string): ListQuery;
