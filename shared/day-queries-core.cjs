// India's time (IST) and days as stored, and the article page's queries by date: one definition for
// the app (src/lib/ist-date.ts, src/lib/dates.ts, src/lib/publish-at.ts, the current-affairs
// feature's date-filters.ts, article-neighbours.ts and get-day-quiz.ts), the seed, the inbox CSV
// (inbox-core.cjs) and the hooks (first response, page cache, article dates, study days, the
// newsletter's send time, settings' "saved at"). Every IST conversion in the code base is here.
// Pure: no SDK, no Date.now; every value reaches a filter as a bound parameter.

/** @typedef {{ expr: string, params: Record<string, string | boolean> }} FilterParts */
/** @typedef {{ start: string, end: string }} StoredRange a stored [start, end) range */
/** @typedef {{ id: string, date: string, created: string }} ChainPoint */
/** @typedef {FilterParts & { sort: string, limit: number, fields: string }} ListQuery */

const DAY_MS = 86400000;
/** India's offset from UTC: IST = UTC+05:30 all year (one time zone, no daylight saving). */
const IST_OFFSET_MS = 330 * 60000;

/** @param {string} day */
function utcDay(day) {
  return Date.parse(`${day}T00:00:00Z`);
}
/** @param {number} ms */
function dayKey(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}
/**
 * A UTC instant as PocketBase writes it ("YYYY-MM-DD HH:MM:SS.sssZ").
 * @param {number} ms
 */
function pbInstant(ms) {
  return new Date(ms).toISOString().replace("T", " ");
}

/**
 * The instant `ms` on India's wall clock: read it with getUTC…() or toISOString() (whose "Z" is then IST).
 * @param {number} ms
 */
function istClock(ms) {
  return new Date(ms + IST_OFFSET_MS);
}
/**
 * The IST calendar day ("YYYY-MM-DD") of the instant `ms`.
 * @param {number} ms
 */
function istDayOfMs(ms) {
  return dayKey(ms + IST_OFFSET_MS);
}

/**
 * Start of the IST day `day` as a stored PocketBase instant.
 * @param {string} day
 */
function istDayStart(day) {
  return pbInstant(utcDay(day) - IST_OFFSET_MS);
}
/**
 * The stored range [start, end) of the IST day.
 * @param {string} day
 * @returns {StoredRange}
 */
function istDayRange(day) {
  return { start: istDayStart(day), end: istDayStart(dayKey(utcDay(day) + DAY_MS)) };
}
/**
 * The stored range [start, end) of the IST month "YYYY-MM".
 * @param {string} month
 * @returns {StoredRange}
 */
function istMonthRange(month) {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return { start: istDayStart(`${month}-01`), end: istDayStart(dayKey(Date.UTC(y, m, 1))) };
}
/**
 * The IST day ("YYYY-MM-DD") of a stored PocketBase date or ISO instant; "" if unreadable.
 * @param {string | Date | null | undefined} value
 */
function istDayOf(value) {
  if (!value) return "";
  const ms =
    value instanceof Date
      ? value.getTime()
      : Date.parse(value.includes("T") ? value : value.replace(" ", "T"));
  return Number.isNaN(ms) ? "" : istDayOfMs(ms);
}

/**
 * A calendar date "YYYY-MM-DD" as PocketBase stores a date field.
 * @param {string} day
 */
function toPbDate(day) {
  return `${day} 00:00:00.000Z`;
}
/**
 * The stored range [start, end) of the calendar day "YYYY-MM-DD" as a date field stores it.
 * @param {string} day
 * @returns {StoredRange}
 */
function pbDayRange(day) {
  return { start: toPbDate(day), end: toPbDate(dayKey(utcDay(day) + DAY_MS)) };
}
/**
 * The day ("YYYY-MM-DD") of a record's stored date, or null when it has none.
 * @param {string} date
 */
function dayOfDate(date) {
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
}

// Filters for the by-date pages and the article page. Visibility is `active = true` and nothing
// more: the API rules decide the rest (e.g. scheduled publishing).

/**
 * Articles dated inside the range.
 * @param {StoredRange} range
 * @returns {FilterParts}
 */
function rangeFilter(range) {
  return {
    expr: "active = {:active} && date >= {:start} && date < {:end}",
    params: { active: true, start: range.start, end: range.end },
  };
}
/**
 * The latest article before the range (sort -date) and the first one after it (sort date).
 * @param {StoredRange} range
 * @returns {FilterParts}
 */
function beforeFilter(range) {
  return { expr: "active = {:active} && date < {:start}", params: { active: true, start: range.start } };
}
/**
 * @param {StoredRange} range
 * @returns {FilterParts}
 */
function afterFilter(range) {
  return {
    expr: "active = {:active} && date >= {:end} && date != ''",
    params: { active: true, end: range.end },
  };
}

/** Reading order of the by-date pages (oldest first) and the order the neighbour chain follows. */
/** @type {string} */
const CHAIN_SORT = "date,created,id";
/** @type {string} */
const CHAIN_SORT_DESC = "-date,-created,-id";

/**
 * Articles strictly before (`older`) or after (`newer`) this one in (date, created, id) order:
 * ties on date fall back to created, then id, so every article has one previous and one next.
 * @param {ChainPoint} p
 * @param {"older" | "newer"} direction
 * @returns {FilterParts}
 */
function neighbourFilter(p, direction) {
  const op = direction === "older" ? "<" : ">";
  return {
    expr:
      `active = {:active} && id != {:id} && date != '' && (date ${op} {:date} || ` +
      `(date = {:date} && (created ${op} {:created} || (created = {:created} && id ${op} {:id}))))`,
    params: { active: true, id: p.id, date: p.date, created: p.created },
  };
}
/**
 * Other articles of the same stored day range, for "More from this day".
 * @param {StoredRange} range
 * @param {string} excludeId
 * @returns {FilterParts}
 */
function sameDayFilter(range, excludeId) {
  const base = rangeFilter(range);
  return {
    expr: `${base.expr} && id != {:exclude}`,
    params: Object.assign({}, base.params, { exclude: excludeId }),
  };
}

const SAME_DAY_LIMIT = 5;
const NEIGHBOUR_FIELDS = "id,name,seoURL,date";

/**
 * The article page's neighbour queries (currentAffairs, page 1, no total): the previous and the next
 * article by date (one each) and up to SAME_DAY_LIMIT others of the same IST day; null when the
 * article's date is unreadable (no neighbours).
 * @param {ChainPoint} p
 * @returns {{ previous: ListQuery, next: ListQuery, sameDay: ListQuery } | null}
 */
function neighbourQueries(p) {
  const day = istDayOf(p.date);
  if (!day) return null;
  /** @type {(f: FilterParts, sort: string, limit: number) => ListQuery} */
  const q = (f, sort, limit) => ({ expr: f.expr, params: f.params, sort, limit, fields: NEIGHBOUR_FIELDS });
  return {
    previous: q(neighbourFilter(p, "older"), CHAIN_SORT_DESC, 1),
    next: q(neighbourFilter(p, "newer"), CHAIN_SORT, 1),
    sameDay: q(sameDayFilter(istDayRange(day), p.id), CHAIN_SORT, SAME_DAY_LIMIT),
  };
}

/**
 * The newest published quiz of a calendar day (quizs, page 1, no total): id and name.
 * @param {string} day
 * @returns {ListQuery}
 */
function dayQuizQuery(day) {
  const r = pbDayRange(day);
  return {
    expr: "active = {:a} && date >= {:start} && date < {:end}",
    params: { a: true, start: r.start, end: r.end },
    sort: "-created",
    limit: 1,
    fields: "id,name",
  };
}

module.exports = {
  IST_OFFSET_MS,
  istClock,
  istDayOfMs,
  istDayStart,
  istDayRange,
  istMonthRange,
  istDayOf,
  toPbDate,
  pbDayRange,
  dayOfDate,
  rangeFilter,
  beforeFilter,
  afterFilter,
  CHAIN_SORT,
  CHAIN_SORT_DESC,
  neighbourFilter,
  sameDayFilter,
  SAME_DAY_LIMIT,
  NEIGHBOUR_FIELDS,
  neighbourQueries,
  dayQuizQuery,
};
