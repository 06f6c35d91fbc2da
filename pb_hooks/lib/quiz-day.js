// A quiz created or imported without a day gets today's, in India (as articles do:
// lib/article-date.js), so it is "today's quiz" on the home page and the article pages. Hook
// handlers cannot see top-level variables: each handler require()s this module.

module.exports = {
  /**
   * A step of quizs' save pipeline (lib/quiz-save.js), on create only: no date → today (IST). A
   * date sent that PocketBase could not read is refused before (article-date.js checkSentDate),
   * not replaced.
   * @param {core.Record} r
   */
  giveToday(r) {
    if (r.getDateTime("date").isZero()) {
      r.set("date", require(`${__hooks}/lib/article-date.js`).istDayDate(Date.now()));
    }
  },
};
