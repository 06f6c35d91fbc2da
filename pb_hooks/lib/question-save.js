/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// questions' one save pipeline (issue 24), registered once (questions.pb.js), in the order it runs:
// - an API update that says which version it changes (X-Question-Updated, the `updated` the edit
//   form loaded) is checked against the stored one in the save's transaction: a stale save is a
//   409 and nothing is written (two staff editing the same question);
// - every save (staff, import, seed, migration scripts): validate → normalise → dupKey and search
//   → the import's flag cleared when the text, options or answer change; after an update of a
//   question that came from a quiz (source "quiz:<id>#<i>"), the quiz's stored question follows;
// - a delete is refused while an attempt or a live test uses the question (retire it instead);
// - a quiz's create or update puts its questions into the bank (upsert by source).
// The rules themselves are in shared/question-bank-core.cjs (the admin checks the same ones).

const HEADER = "X-Question-Updated";
const HEADER_KEY = "x_question_updated";

/** Fields of a question the pipeline reads and writes (JSON ones as arrays). */
const TEXT_FIELDS = ["textEn", "textPa", "textHi", "explanationEn", "explanationPa", "explanationHi"];
const LIST_FIELDS = ["optionsEn", "optionsPa", "optionsHi", "topics", "exams"];

/**
 * A record's question fields as a plain object (JSON fields parsed).
 * @param {{ getString: (f: string) => string, getInt: (f: string) => number }} r
 */
function readQuestion(r) {
  const core = require(`${__hooks}/../shared/question-bank-core.cjs`);
  /** @type {Record<string, unknown>} */
  const q = {};
  for (const f of TEXT_FIELDS) q[f] = r.getString(f);
  for (const f of LIST_FIELDS) q[f] = core.stringList(r.getString(f));
  const raw = r.getString("answer");
  q["answer"] = raw === "" ? -1 : r.getInt("answer");
  q["difficulty"] = r.getString("difficulty");
  q["flag"] = r.getString("flag");
  q["source"] = r.getString("source");
  return q;
}

/**
 * An API update's version check (lib/settings-sections.js does the same for the settings): with
 * the X-Question-Updated header, the save runs in a transaction that first reads the stored
 * `updated` and refuses a different one with 409. Without the header (API clients, the import's
 * merge), the save goes on as sent.
 * @param {HookRecordRequestEvent} e
 */
function checkRequest(e) {
  const expected = e.record.isNew() ? "" : e.requestInfo().headers[HEADER_KEY] || "";
  if (!expected) return e.next();
  const outer = e.app;
  outer.runInTransaction((tx) => {
    const fresh = tx.findRecordById("questions", e.record.id);
    const stored = fresh.getString("updated");
    if (expected !== stored) {
      throw new ApiError(
        409,
        "Someone else changed this question while you were editing; reload to see their change, then make yours again (your text is still in the form).",
        { updated: new ValidationError("validation_conflict", stored) },
      );
    }
    e.app = tx;
    try {
      e.next();
    } finally {
      e.app = outer;
    }
  });
}

/**
 * Every save, before validation: the question normalised and checked (400 with a message per
 * field), its dupKey and search set, the flag cleared by an edit of its text, options or answer.
 * After an update, a question from a quiz writes itself back into that quiz.
 * @param {HookRecordEvent} e
 */
function onSave(e) {
  const core = require(`${__hooks}/../shared/question-bank-core.cjs`);
  const r = e.record;
  const q = core.normaliseQuestion(readQuestion(r));
  const problems = core.questionProblems(q);
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    /** @type {Record<string, unknown>} */
    const data = {};
    for (const f of fields) data[f] = new ValidationError("validation_invalid_value", problems[f]);
    throw new BadRequestError(problems[/** @type {string} */ (fields[0])], data);
  }
  const before = r.isNew() ? null : readQuestion(r.original());
  if (before && core.contentChanged(core.normaliseQuestion(before), q) && q.flag === before["flag"]) {
    q.flag = "";
  }
  for (const f of TEXT_FIELDS) r.set(f, /** @type {Record<string, unknown>} */ (q)[f]);
  for (const f of LIST_FIELDS) r.set(f, /** @type {Record<string, unknown>} */ (q)[f]);
  r.set("answer", q.answer);
  r.set("difficulty", q.difficulty);
  r.set("flag", q.flag);
  r.set("source", q.source);
  r.set("dupKey", core.dupKey(q));
  r.set("search", core.searchWords(q));
  e.next();
  if (before) writeBackToQuiz(e.app, q);
}

/**
 * A question from a quiz ("quiz:<id>#<i>"): its text, options, answer and explanation in the
 * quiz's language written over the quiz's stored question i, so the quiz follows the bank. The
 * quiz's attempts keep their meaning (they index the same stored question). Nothing when the
 * quiz or its question is gone, or already says the same.
 * @param {core.App} app
 * @param {Record<string, unknown>} q
 */
function writeBackToQuiz(app, q) {
  const core = require(`${__hooks}/../shared/question-bank-core.cjs`);
  const at = core.parseQuizSource(q["source"]);
  if (!at) return;
  let quiz;
  try {
    quiz = app.findRecordById("quizs", at.quizId);
  } catch {
    return;
  }
  const list = parseList(quiz.getString("questions"));
  const stored = list[at.index];
  if (!stored || typeof stored !== "object") return;
  const old = /** @type {Record<string, unknown>} */ (stored);
  const next = core.bankToQuizQuestion(old, q);
  if (!next) return;
  const same = ["text", "options", "answer", "explanation", "flag"].every(
    (k) => JSON.stringify(next[k] || "") === JSON.stringify(old[k] || ""),
  );
  if (same) return;
  list[at.index] = next;
  quiz.set("questions", list);
  app.save(quiz);
}

/**
 * @param {string} raw
 * @returns {unknown[]}
 */
function parseList(raw) {
  try {
    const v = JSON.parse(raw || "[]");
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/**
 * What uses a question, for the delete check: an attempt that drew it, or a live (active) test
 * that names it in a fixed pick (or a kept draw). "" when nothing does.
 * @param {core.App} app
 * @param {string} id
 */
function usedBy(app, id) {
  const quoted = `"${id}"`;
  const attempts = app.findRecordsByFilter("mockAttempts", "sections ~ {:q}", "", 1, 0, { q: quoted });
  if (attempts.length > 0) return "a mock test attempt";
  const tests = app.findRecordsByFilter("mockTests", "active = true && sections ~ {:q}", "", 50, 0, {
    q: quoted,
  });
  for (const t of tests) {
    if (!t) continue;
    for (const s of parseList(t.getString("sections"))) {
      const pick = s && typeof s === "object" ? /** @type {Record<string, unknown>} */ (s)["pick"] : null;
      if (!pick || typeof pick !== "object") continue;
      const p = /** @type {Record<string, unknown>} */ (pick);
      const ids = p["mode"] === "fixed" ? p["questions"] : p["drawn"];
      if (Array.isArray(ids) && ids.indexOf(id) >= 0) return `the live mock test "${t.getString("name")}"`;
    }
  }
  return "";
}

/**
 * Every delete: refused while the question is used (its attempts would lose their meaning).
 * @param {HookRecordEvent} e
 */
function onDelete(e) {
  const user = usedBy(e.app, e.record.id);
  if (user) {
    throw new BadRequestError(
      `This question is used by ${user}, so it cannot be deleted. Retire it instead: a retired question is left out of new tests and old attempts keep it.`,
      { retired: new ValidationError("validation_in_use", "Retire the question instead of deleting it.") },
    );
  }
  return e.next();
}

/**
 * After a quiz is created or updated: each of its stored questions in the bank, found by source
 * `quiz:<id>#<i>` — created when missing, updated in the quiz's language when its text, options,
 * answer or explanation differ. Questions removed from the quiz stay in the bank. Never fails the
 * quiz's save (a question the bank refuses is logged).
 * @param {HookRecordEvent} e
 * @param {"create" | "update"} kind
 */
function afterQuizSave(e, kind) {
  e.next();
  // An update that left the questions as they were (publish, rename, a write-back already in
  // the bank) has nothing to bring over. (original() still holds the values loaded before it.)
  const before = kind === "create" ? null : e.record.original();
  if (before && before.getString("questions") === e.record.getString("questions")) return;
  try {
    syncQuiz(e.app, e.record.id, e.record.getString("questions"));
  } catch (err) {
    e.app.logger().warn("quiz questions into the bank", "quiz", e.record.id, "error", String(err));
  }
}

/**
 * @param {core.App} app
 * @param {string} quizId
 * @param {string} raw the quiz's stored questions (JSON)
 */
function syncQuiz(app, quizId, raw) {
  const core = require(`${__hooks}/../shared/question-bank-core.cjs`);
  const list = parseList(raw);
  const collection = app.findCollectionByNameOrId("questions");
  for (let i = 0; i < list.length; i++) {
    const qq = list[i];
    if (!qq || typeof qq !== "object") continue;
    const made = core.quizQuestionToBank(/** @type {Record<string, unknown>} */ (qq), quizId, i);
    if (Object.keys(core.questionProblems(made.question)).length > 0) continue;
    const found = app.findRecordsByFilter("questions", "source = {:s}", "", 1, 0, {
      s: core.quizSource(quizId, i),
    });
    const lang = made.lang === "pa" ? "Pa" : "En";
    const m = /** @type {Record<string, unknown>} */ (made.question);
    if (found.length === 0) {
      const rec = new Record(collection);
      for (const f of TEXT_FIELDS) rec.set(f, m[f]);
      for (const f of LIST_FIELDS) rec.set(f, m[f]);
      rec.set("answer", m["answer"]);
      rec.set("flag", m["flag"]);
      rec.set("source", m["source"]);
      app.save(rec);
      continue;
    }
    const rec = /** @type {core.Record} */ (found[0]);
    const have = core.normaliseQuestion(readQuestion(rec));
    const h = /** @type {Record<string, unknown>} */ (have);
    const same =
      h["text" + lang] === m["text" + lang] &&
      JSON.stringify(h["options" + lang]) === JSON.stringify(m["options" + lang]) &&
      h["explanation" + lang] === m["explanation" + lang] &&
      have.answer === made.question.answer;
    if (same) continue;
    rec.set("text" + lang, m["text" + lang]);
    rec.set("options" + lang, m["options" + lang]);
    rec.set("explanation" + lang, m["explanation" + lang]);
    rec.set("answer", m["answer"]);
    // The other languages must keep the same option count; when the quiz changed it, the other
    // language's options no longer fit: the quiz's language wins and the others are left for staff.
    for (const other of ["En", "Pa", "Hi"]) {
      if (other === lang) continue;
      const opts = core.stringList(rec.getString("options" + other));
      if (opts.length > 0 && opts.length !== core.stringList(m["options" + lang]).length) {
        rec.set("options" + other, []);
        rec.set(
          "flag",
          `The quiz changed its options: check the ${other === "Pa" ? "Punjabi" : other === "Hi" ? "Hindi" : "English"}.`,
        );
      }
    }
    app.save(rec);
  }
}

module.exports = { HEADER, checkRequest, onSave, onDelete, afterQuizSave, syncQuiz, readQuestion, usedBy };
