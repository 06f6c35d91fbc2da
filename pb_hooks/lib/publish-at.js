/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Scheduled publishing for currentAffairs and quizs (publish-at.pb.js). The access rules hide an
// active record until its publishAt (migration 1764100600); this keeps the stored value honest:
// - a date PocketBase cannot parse, or one before 2000, is refused with a field error;
// - a past date (or none) on a record going live becomes "now", so publishAt is always the moment
//   it became public (the daily digest lists what was published since the last one);
// - a value re-sent unchanged at minute precision by the admin form (datetime-local) keeps the
//   stored one, so editing an old article does not move its publish time.
const MIN_YEAR = 2000;
const SAME_WITHIN_MS = 60 * 1000;

/** PocketBase's "2026-11-24 00:30:00.000Z" as epoch ms (NaN when empty). */
function ms(value) {
  return value ? Date.parse(String(value).replace(" ", "T")) : NaN;
}

function pbNow() {
  return new Date().toISOString().replace("T", " ");
}

module.exports = {
  MIN_YEAR,
  pbNow,

  /** Request hook: refuses an unreadable date or one before 2000. */
  checkRequest(e) {
    const raw = require(`${__hooks}/lib/request-body.js`).sentValue(e, "publishAt");
    const sent = raw !== undefined && raw !== null && String(raw).trim() !== "";
    const at = e.record.getString("publishAt");
    let message = "";
    if (sent && !at) message = "Enter a valid date and time for “Publish at”.";
    else if (at && new Date(ms(at)).getUTCFullYear() < MIN_YEAR) {
      message = `“Publish at” must be in the year ${MIN_YEAR} or later.`;
    }
    if (message) {
      throw new BadRequestError(message, {
        publishAt: new ValidationError("validation_invalid_publish_at", message),
      });
    }
    return e.next();
  },

  /** Model hook (create and update, whoever saves): see the header comment. */
  normalize(e) {
    const rec = e.record;
    const now = Date.now();
    const at = rec.getString("publishAt");
    const active = rec.getBool("active");
    const orig = rec.isNew() ? null : rec.original();
    const origAt = orig ? orig.getString("publishAt") : "";
    if (at && origAt && Math.abs(ms(at) - ms(origAt)) < SAME_WITHIN_MS) {
      if (at !== origAt) rec.set("publishAt", origAt);
    } else if (at && at !== origAt && ms(at) < now) {
      rec.set("publishAt", pbNow());
    } else if (!at && active && (!orig || !orig.getBool("active") || origAt)) {
      rec.set("publishAt", pbNow());
    }
    return e.next();
  },
};
