// Types of day-queries-core.cjs (a CommonJS file, so TypeScript cannot infer them). The app
// imports these through "@/lib/ist-date", "@/lib/dates" and the current-affairs feature's api/.

export interface FilterParts {
  expr: string;
  params: Record<string, string | boolean>;
}
/** A stored [start, end) range, e.g. from istDayRange / istMonthRange. */
export interface StoredRange {
  start: string;
  end: string;
}
export interface ChainPoint {
  id: string;
  date: string;
  created: string;
}
/** One list query: filter, sort, page size (page 1, no total) and the fields asked for. */
export interface ListQuery extends FilterParts {
  sort: string;
  limit: number;
  fields: string;
}

export function istDayStart(day: string): string;
export function istDayRange(day: string): StoredRange;
export function istMonthRange(month: string): StoredRange;
export function istDayOf(value: string | Date | null | undefined): string;
export function toPbDate(day: string): string;
export function pbDayRange(day: string): StoredRange;
export function dayOfDate(date: string): string | null;

export function rangeFilter(range: StoredRange): FilterParts;
export function beforeFilter(range: StoredRange): FilterParts;
export function afterFilter(range: StoredRange): FilterParts;
export const CHAIN_SORT: string;
export const CHAIN_SORT_DESC: string;
export function neighbourFilter(p: ChainPoint, direction: "older" | "newer"): FilterParts;
export function sameDayFilter(range: StoredRange, excludeId: string): FilterParts;
export const SAME_DAY_LIMIT: number;
export const NEIGHBOUR_FIELDS: string;
export function neighbourQueries(
  p: ChainPoint,
): { previous: ListQuery; next: ListQuery; sameDay: ListQuery } | null;
export function dayQuizQuery(day: string): ListQuery;
