/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Scheduled publishing for currentAffairs and quizs (steps of their save pipelines:
// lib/article-save.js, lib/quiz-save.js). The access rules hide an
// active record until its publishAt (migration 1764100600); this keeps the stored value honest:
// - a date PocketBase cannot parse, or one before 2000, is refused with a field error;
// - a past date (or none) on a record going live becomes "now", so publishAt is always the moment
//   it became public (the daily digest lists what was published since the last one);
// - a value re-sent unchanged at minute precision by the admin form (datetime-local) keeps the
//   stored one, so editing an old article does not move its publish time.
const MIN_YEAR = 2000;
const SAME_WITHIN_MS = 60 * 1000;

/**
 * PocketBase's "2026-11-24 00:30:00.000Z" as epoch ms (NaN when empty).
 * @param {string} value
 */
function ms(value) {
  return value ? Date.parse(String(value).replace(" ", "T")) : NaN;
}

/**
 * Epoch ms in PocketBase's datetime format.
 * @param {number} value
 */
function pbTime(value) {
  return new Date(value).toISOString().replace("T", " ");
}

/** Now in PocketBase's datetime format. */
function pbNow() {
  return pbTime(Date.now());
}

/**
 * Why a publishAt cannot be stored, or "" when it can.
 * @param {boolean} sent whether the request had a value for it
 * @param {string} at what PocketBase parsed ("" when it could not)
 */
function publishAtProblem(sent, at) {
  if (sent && !at) return "Enter a valid date and time for “Publish at”.";
  if (at && new Date(ms(at)).getUTCFullYear() < MIN_YEAR) {
    return `“Publish at” must be in the year ${MIN_YEAR} or later.`;
  }
  return "";
}

/**
 * The publishAt to store instead of `at` (see the header comment), or null to keep `at`.
 * @param {{ at: string, active: boolean, orig: { at: string, active: boolean } | null, now: number }} s
 *   the value being saved, whether the record is active, the stored record (null when new) and now (ms)
 * @returns {string | null}
 */
function normalizedPublishAt({ at, active, orig, now }) {
  const origAt = orig ? orig.at : "";
  if (at && origAt && Math.abs(ms(at) - ms(origAt)) < SAME_WITHIN_MS) {
    return at !== origAt ? origAt : null;
  }
  if (at && at !== origAt && ms(at) < now) return pbTime(now);
  if (!at && active && (!orig || !orig.active || origAt)) return pbTime(now);
  return null;
}

module.exports = {
  MIN_YEAR,
  pbNow,
  publishAtProblem,
  normalizedPublishAt,

  /**
   * Request check (a step of the save pipelines): refuses an unreadable date or one before 2000.
   * @param {HookRecordRequestEvent} e
   */
  checkSentPublishAt(e) {
    const raw = require(`${__hooks}/lib/request-body.js`).sentValue(e, "publishAt");
    const sent = raw !== undefined && raw !== null && String(raw).trim() !== "";
    const message = publishAtProblem(sent, e.record.getString("publishAt"));
    if (message) {
      throw new BadRequestError(message, {
        publishAt: new ValidationError("validation_invalid_publish_at", message),
      });
    }
  },

  /**
   * Save step (create and update, whoever saves): see the header comment.
   * @param {core.Record} rec
   */
  normalizeRecord(rec) {
    const orig = rec.isNew() ? null : rec.original();
    const next = normalizedPublishAt({
      at: rec.getString("publishAt"),
      active: rec.getBool("active"),
      orig: orig && { at: orig.getString("publishAt"), active: orig.getBool("active") },
      now: Date.now(),
    });
    if (next !== null) rec.set("publishAt", next);
  },
};
