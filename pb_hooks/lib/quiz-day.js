// A quiz created or imported without a day gets today's, in India (as articles do:
// lib/article-date.js), so it is "today's quiz" on the home page and the article pages. Hook
// handlers cannot see top-level variables: each handler require()s this module.

module.exports = {
  /**
   * Request and model hook body (create only): no date → today (IST). The request hook sets it
   * before any other hook of the save runs (hooks in other files run in no fixed order, and e.g. a
   * quiz's "ranked" default reads the date); the model hook covers saves that are not requests
   * (scripts, the seed). A date sent that PocketBase could not read is refused first
   * (article-date.js checkDate), not replaced.
   * @param {HookRecordEvent | HookRecordRequestEvent} e
   */
  defaultDay(e) {
    const r = e.record;
    if (r && r.getDateTime("date").isZero()) {
      r.set("date", require(`${__hooks}/lib/article-date.js`).istDayDate(Date.now()));
    }
    return e.next();
  },
};
