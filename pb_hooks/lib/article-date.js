/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Record-request hook body for currentAffairs (current-affairs.pb.js). PocketBase turns a date it
// cannot parse ("not-a-date") into an empty date without a word, so the article would silently
// lose its date: compare what was sent with what was parsed and refuse with a field error.

module.exports = {
  checkDate(e) {
    const raw = require(`${__hooks}/lib/request-body.js`).sentValue(e, "date");
    const sent = raw !== undefined && raw !== null && String(raw).trim() !== "";
    if (sent && e.record.getDateTime("date").isZero()) {
      const message = "Enter a valid date (YYYY-MM-DD).";
      throw new BadRequestError(message, { date: new ValidationError("validation_invalid_date", message) });
    }
    return e.next();
  },
};
