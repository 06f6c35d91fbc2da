// quizs' one save pipeline: every check and every derived field of a quiz, in one fixed order,
// registered once (quizzes.pb.js). PocketBase loads pb_hooks/*.pb.js in no fixed order, so steps
// spread over several files (questions, date, publish-at, day, ranked) ran in a different order on
// different starts: e.g. "ranked" reads the date that the day default fills in.

/**
 * Request checks and request-only defaults (create and update through the API).
 * @param {HookRecordRequestEvent} e
 */
function checkRequest(e) {
  // A date that was sent but could not be read ("not-a-date", "2026-02-30"): 400 on the field.
  require(`${__hooks}/lib/article-date.js`).checkSentDate(e);
  // A "publish at" that is not a time.
  require(`${__hooks}/lib/publish-at.js`).checkSentPublishAt(e);
  // The questions' shape; an active quiz needs keys and two options for every question.
  require(`${__hooks}/lib/quiz-questions.js`).checkQuestions(e);
  if (e.record.isNew()) {
    // No date: today (IST), before "ranked" reads it (the model step repeats it for scripts).
    require(`${__hooks}/lib/quiz-day.js`).giveToday(e.record);
    // Ranked unless the body says otherwise.
    require(`${__hooks}/lib/quiz-keys.js`).defaultRanked(e);
  }
  return e.next();
}

/**
 * Every save, whoever saves (staff, API, import, seed, scripts), before validation.
 * @param {HookRecordEvent} e
 */
function onSave(e) {
  const r = e.record;
  // 1. The name as every name is stored: NFC, no control characters, spaces collapsed.
  require(`${__hooks}/lib/admin-names.js`).cleanRecordFields(r, ["name"]);
  // 2. A new quiz without a day gets today's (IST).
  if (r.isNew()) require(`${__hooks}/lib/quiz-day.js`).giveToday(r);
  // 3. "Publish at": now for a past or missing time on a quiz that goes live.
  require(`${__hooks}/lib/publish-at.js`).normalizeRecord(r);
  return e.next();
}

/**
 * Last step, after a create, update or delete was committed (onRecordAfter…Success): the cache in
 * front of the site forgets the quiz's pages (lib/cache-purge.js; nothing when no CACHE_PURGE_URL
 * is set, nothing for a draft's save). The rest of the chain runs first, so PocketBase's own page
 * cache (page-cache.pb.js) is already stale when the front cache asks again. Never fails the save.
 * @param {HookRecordEvent} e
 * @param {"create" | "update" | "delete"} kind
 */
function afterCommit(e, kind) {
  e.next();
  require(`${__hooks}/lib/cache-purge.js`).afterQuiz(e.record, kind);
}

module.exports = { checkRequest, onSave, afterCommit };
