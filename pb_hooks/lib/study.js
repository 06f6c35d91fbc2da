// The pure rules of a student's study state (issue 23), in India's time (IST = UTC+05:30 all year):
// the IST day of an instant, the streak (days in a row with a quiz attempt or an article read to
// the end) and the revision schedule (a question comes back after 1, 3 and 7 days, then every 7,
// until answered right twice in a row). No $app, no clock: every function takes `now` or a day,
// so the unit tests (study.test.ts) move the clock by passing another one. lib/revision.js applies
// them to records.

const DAY_MS = 86400000;
/** Days to wait after the 1st, 2nd, 3rd (and every later) review. */
const INTERVALS = [1, 3, 7];
/** Right answers in a row that take a question out of the queue. */
const RIGHT_TO_FINISH = 2;

/**
 * The IST calendar day ("YYYY-MM-DD") of the instant `ms`.
 * @param {number} ms
 */
function istDay(ms) {
  return require(`${__hooks}/../shared/day-queries-core.cjs`).istDayOfMs(ms);
}

/**
 * The calendar day `n` days after `day` (negative: before).
 * @param {string} day
 * @param {number} n
 */
function addDays(day, n) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The start of the IST day `day` as PocketBase stores an instant ("YYYY-MM-DD HH:MM:SS.sssZ").
 * @param {string} day
 */
function istDayStart(day) {
  return require(`${__hooks}/../shared/day-queries-core.cjs`).istDayStart(day);
}

/**
 * The streak on the IST day `today`: how many days in a row, ending today or (when today has
 * nothing yet) yesterday, have a study day. `open` is true when the streak is still alive but
 * today has nothing yet ("one quiz keeps your 5-day streak").
 * @param {Iterable<string>} days the student's study days ("YYYY-MM-DD"), any order
 * @param {string} today
 * @returns {{ streak: number, today: boolean, open: boolean }}
 */
function streakOf(days, today) {
  const set = new Set(days);
  const doneToday = set.has(today);
  let day = doneToday ? today : addDays(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return { streak, today: doneToday, open: !doneToday && streak > 0 };
}

/**
 * A question entering (or re-entering) the queue on the IST day `today`: first back tomorrow.
 * @param {string} today
 * @returns {{ step: number, rightCount: number, done: boolean, dueDay: string }}
 */
function firstReview(today) {
  return { step: 0, rightCount: 0, done: false, dueDay: addDays(today, INTERVALS[0]) };
}

/**
 * The state after a revision answer on `today`. Each review moves the wait on (1 → 3 → 7 days,
 * then 7 again); a right answer counts towards RIGHT_TO_FINISH, a wrong one starts the count again.
 * `dueDay` is "" once done.
 * @param {{ step: number, rightCount: number }} item
 * @param {boolean} right
 * @param {string} today
 * @returns {{ step: number, rightCount: number, done: boolean, dueDay: string }}
 */
function nextReview(item, right, today) {
  const rightCount = right ? Math.min(item.rightCount + 1, RIGHT_TO_FINISH) : 0;
  const step = Math.min(item.step + 1, INTERVALS.length - 1);
  const done = rightCount >= RIGHT_TO_FINISH;
  return { step, rightCount, done, dueDay: done ? "" : addDays(today, INTERVALS[step]) };
}

module.exports = {
  INTERVALS,
  RIGHT_TO_FINISH,
  istDay,
  addDays,
  istDayStart,
  streakOf,
  firstReview,
  nextReview,
};
