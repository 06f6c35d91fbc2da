/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Record-request hook body for currentAffairs (current-affairs.pb.js). PocketBase turns a date it
// cannot parse ("not-a-date") into an empty date without a word, so the article would silently
// lose its date: compare what was sent with what was parsed and refuse with a field error.

/** "YYYY-MM-DD 00:00:00.000Z" for the IST calendar day of the instant `ms` (India: UTC+05:30, no DST).
 * @param {number} ms
 */
function istDayDate(ms) {
  const days = require(`${__hooks}/../shared/day-queries-core.cjs`);
  return days.toPbDate(days.istDayOfMs(ms));
}

module.exports = {
  istDayDate,

  /**
   * A save-pipeline step (lib/article-save.js): an article without a date gets one (today in
   * India on create, the day it was created on update), so every article sits on a day of the
   * by-date pages.
   * @param {core.Record} r
   */
  giveDefaultDate(r) {
    if (r.getDateTime("date").isZero()) {
      const created = r.getDateTime("created");
      const ms = created.isZero() ? Date.now() : Date.parse(created.string().replace(" ", "T"));
      r.set("date", istDayDate(isNaN(ms) ? Date.now() : ms));
    }
  },

  /**
   * A request check (lib/article-save.js): a date that was sent but could not be parsed is a 400.
   * @param {HookRecordRequestEvent} e
   */
  checkSentDate(e) {
    const raw = require(`${__hooks}/lib/request-body.js`).sentValue(e, "date");
    const sent = raw !== undefined && raw !== null && String(raw).trim() !== "";
    if (sent && e.record.getDateTime("date").isZero()) {
      const message = "Enter a valid date (YYYY-MM-DD).";
      throw new BadRequestError(message, { date: new ValidationError("validation_invalid_date", message) });
    }
  },
};
