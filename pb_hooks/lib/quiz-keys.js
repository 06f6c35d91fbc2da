// Answer keys stay on the server (issue 25, hole 7): a `quizs` record read by anyone but staff
// comes without each question's `answer`, `explanation` and `flag` (the import's doubt about the
// key). Applied in onRecordEnrich (quizzes-keys.pb.js), which PocketBase runs for every record it
// sends: list, view, expand and realtime. Staff (users) and superusers keep them; the student gets
// the keys and explanations with their scored attempt (lib/attempts.js: `review`).

/** Fields of a stored question that only staff read. */
const KEY_FIELDS = ["answer", "explanation", "flag"];

/**
 * Whether `auth` (the request's signed-in record, if any) is staff: a `users` record or a
 * superuser. Students (`students`) and guests are not.
 * @param {core.Record | undefined | null} auth
 */
function isStaff(auth) {
  if (!auth) return false;
  return auth.isSuperuser() || auth.collection().name === "users";
}

/**
 * The questions without their keys: every other field kept as stored, in stored order. Anything
 * that is not a list of objects is returned unchanged (the save hooks refuse such questions).
 * @param {unknown} questions
 * @returns {unknown}
 */
function stripKeys(questions) {
  if (!Array.isArray(questions)) return questions;
  return questions.map((q) => {
    if (q === null || typeof q !== "object" || Array.isArray(q)) return q;
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const k of Object.keys(q)) if (KEY_FIELDS.indexOf(k) < 0) out[k] = q[k];
    return out;
  });
}

/**
 * The review a student gets with a scored attempt: per question in stored order, the index of
 * the right option (null when the key is not one of the options, e.g. "N/A") and the explanation
 * ("" when there is none).
 * @param {unknown} questions
 * @returns {{ keys: (number | null)[], explanations: string[] }}
 */
function reviewOf(questions) {
  const keys = /** @type {(number | null)[]} */ ([]);
  const explanations = /** @type {string[]} */ ([]);
  const list = /** @type {({ options?: unknown, answer?: unknown, explanation?: unknown } | null)[]} */ (
    Array.isArray(questions) ? questions : []
  );
  for (const q of list) {
    const options = q && Array.isArray(q.options) ? q.options : [];
    const at = q && typeof q.answer === "string" ? options.indexOf(q.answer) : -1;
    keys.push(at >= 0 ? at : null);
    explanations.push(q && typeof q.explanation === "string" ? q.explanation : "");
  }
  return { keys, explanations };
}

/**
 * Whether a response with this `fields` query parameter can carry the questions (and so must have
 * its keys stripped): no `fields`, or one naming `questions` anywhere (also inside an expand, e.g.
 * `expand.quiz.questions`, or with a modifier) or `*`. A list that leaves questions out (the
 * public quiz list) skips the JSON parsing of every quiz's questions.
 * @param {unknown} fields
 */
function mayCarryQuestions(fields) {
  if (typeof fields !== "string" || fields.trim() === "") return true;
  return /\*|questions/i.test(fields);
}

module.exports = {
  KEY_FIELDS,
  mayCarryQuestions,
  isStaff,
  stripKeys,
  reviewOf,

  /**
   * onRecordEnrich body for quizs: strips the keys unless the reader is staff.
   * @param {core.RecordEnrichEvent} e
   */
  enrich(e) {
    const rec = e.record;
    const info = e.requestInfo;
    if (rec && !isStaff(info ? info.auth : null) && mayCarryQuestions(info ? info.query["fields"] : "")) {
      const raw = rec.getString("questions");
      if (raw !== "" && raw !== "null") {
        let parsed;
        try {
          parsed = JSON.parse(raw);
        } catch {
          parsed = null;
        }
        // Unreadable JSON is sent as nothing rather than as it is (it could hold keys).
        rec.set("questions", parsed === null ? null : stripKeys(parsed));
      }
    }
    return e.next();
  },

  /**
   * onRecordCreateRequest body for quizs: a quiz is ranked by default when it has a day, unless
   * the body says otherwise (staff may switch it either way).
   * @param {HookRecordRequestEvent} e
   */
  defaultRanked(e) {
    const body = e.requestInfo().body;
    if (body["ranked"] === undefined) e.record.set("ranked", e.record.getString("date") !== "");
    return e.next();
  },
};
