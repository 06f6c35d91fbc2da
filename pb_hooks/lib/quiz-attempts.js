/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Hook bodies for quiz attempts (quiz-attempts.pb.js). Scoring uses the rule the player shows
// (markedScore in shared/rules-core.cjs), so the stored score matches the student's screen.

/** Seconds allowed past the time limit: a slow phone's submit or a reconnect after the deadline. */
const GRACE_SECONDS = 120;
const { rowOf, rowsOf } = require(`${__hooks}/lib/db-rows.js`);

/**
 * A question as stored in quizs.questions (checked on save by questionsProblem in rules-core).
 * @typedef {{ text?: string, options?: string[], answer?: string }} Question
 */

/**
 * @param {string} field
 * @param {string} message
 * @returns {never}
 */
function refuse(field, message) {
  throw new BadRequestError(message, { [field]: new ValidationError("invalid_" + field, message) });
}

/**
 * Whether the quiz is visible to the public now (active and, where the field exists, published).
 * @param {core.Record} quiz
 */
function isPublic(quiz) {
  if (!quiz.getBool("active")) return false;
  if (quiz.collection().fields.getByName("publishAt")) {
    const at = quiz.getDateTime("publishAt");
    if (!at.isZero() && at.after(new DateTime())) return false;
  }
  return true;
}

/**
 * @param {string} raw
 * @returns {unknown} undefined when not JSON
 */
function parseJson(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Marks a student's answers: one per question, each null (skipped) or the index of one of the
 * question's options. `outcomes` holds "c" (correct), "w" (wrong) or "s" (skipped) per question;
 * `problem` says why the answers cannot be marked ("" when they can).
 * @param {Question[]} questions
 * @param {unknown} answers what the student sent
 */
function gradeAnswers(questions, answers) {
  const result = { problem: "", outcomes: /** @type {string[]} */ ([]), correct: 0, wrong: 0, skipped: 0 };
  if (!Array.isArray(answers) || answers.length !== questions.length) {
    return { ...result, problem: `Send one answer per question (${questions.length}).` };
  }
  for (let i = 0; i < questions.length; i++) {
    const a = answers[i];
    const q = questions[i] || {};
    const options = Array.isArray(q.options) ? q.options : [];
    if (a === null) {
      result.outcomes.push("s");
      result.skipped++;
      continue;
    }
    if (typeof a !== "number" || a % 1 !== 0 || a < 0 || a >= options.length) {
      return { ...result, problem: `The answer to question ${i + 1} is not one of its options.` };
    }
    if (options[a] === q.answer) {
      result.outcomes.push("c");
      result.correct++;
    } else {
      result.outcomes.push("w");
      result.wrong++;
    }
  }
  return result;
}

/**
 * Why `taken` seconds cannot be stored for a quiz with a limit of `limitMinutes` (0: none), or "".
 * @param {number} taken
 * @param {number} limitMinutes
 */
function timeTakenProblem(taken, limitMinutes) {
  const maxTaken = limitMinutes > 0 ? limitMinutes * 60 + GRACE_SECONDS : 86400;
  if (!(taken >= 0) || taken % 1 !== 0 || taken > maxTaken) {
    return `The time taken must be between 0 and ${maxTaken} seconds.`;
  }
  return "";
}

/**
 * Per-question statistics from the aggregates of stats(): how many got each question right, wrong
 * or skipped, the share right (null before any attempt) and the wrong option chosen most often.
 * @param {Question[]} questions
 * @param {{ q: number, correct: number, wrong: number, skipped: number }[]} perQuestion
 * @param {{ q: number, opt: number, n: number }[]} wrongChoices most chosen first per question
 */
function questionStats(questions, perQuestion, wrongChoices) {
  /** @type {Record<number, { correct: number, wrong: number, skipped: number }>} */
  const rows = {};
  for (const r of perQuestion) rows[r.q] = r;
  /** @type {Record<number, { opt: number, n: number }>} */
  const commonWrong = {};
  for (const r of wrongChoices) if (commonWrong[r.q] === undefined) commonWrong[r.q] = r;
  return questions.map((q, i) => {
    const r = rows[i] || { correct: 0, wrong: 0, skipped: 0 };
    const total = r.correct + r.wrong + r.skipped;
    const w = commonWrong[i];
    return {
      index: i,
      text: q.text,
      answer: q.answer,
      correct: r.correct,
      wrong: r.wrong,
      skipped: r.skipped,
      percentCorrect: total > 0 ? Math.round((r.correct / total) * 1000) / 10 : null,
      commonWrong: w ? { option: w.opt, text: (q.options || [])[w.opt], count: w.n } : null,
    };
  });
}

module.exports = {
  GRACE_SECONDS,
  gradeAnswers,
  timeTakenProblem,
  questionStats,

  /**
   * Request hook: the quiz must be open; the answers are marked here, never taken from the client.
   * @param {HookRecordRequestEvent} e
   */
  checkAttempt(e) {
    const { markedScore } = require(`${__hooks}/../shared/rules-core.cjs`);
    const rec = e.record;
    let quiz = null;
    try {
      quiz = e.app.findRecordById("quizs", rec.getString("quiz"));
    } catch {
      quiz = null;
    }
    if (!quiz || !isPublic(quiz)) refuse("quiz", "This quiz is not open.");
    // This route stores anonymous attempts only (POST /api/attempts is the students' one, see
    // lib/attempts.js): nobody can post an attempt onto a student's account or a leaderboard
    // here. Superusers (seeding, benchmarks) may.
    if (!e.hasSuperuserAuth()) {
      rec.set("student", "");
      rec.set("clientId", "");
      rec.set("ranked", false);
    }
    const questions = /** @type {Question[]} */ (parseJson(quiz.getString("questions")) || []);
    const graded = gradeAnswers(questions, parseJson(rec.getString("answers")));
    if (graded.problem) refuse("answers", graded.problem);
    const timeProblem = timeTakenProblem(rec.getFloat("timeTaken"), quiz.getInt("timeLimit"));
    if (timeProblem) refuse("timeTaken", timeProblem);
    const { outcomes, correct, wrong, skipped } = graded;
    rec.set("outcomes", outcomes);
    rec.set("correct", correct);
    rec.set("wrong", wrong);
    rec.set("skipped", skipped);
    // A select field: the collection stores only one of its values, or "".
    const marking = /** @type {import("../../shared/rules-core.cjs").NegativeMarking | ""} */ (
      quiz.getString("negativeMarking")
    );
    rec.set("score", markedScore(correct, wrong, marking));
    return e.next();
  },

  /**
   * Staff-only statistics of one quiz, aggregated in SQL (one pass per query, indexed by quiz).
   * @param {HookRequestEvent} e
   */
  stats(e) {
    const id = e.request.pathValue("id");
    let quiz;
    try {
      quiz = e.app.findRecordById("quizs", id);
    } catch {
      throw new NotFoundError("No quiz with this id.");
    }
    const db = e.app.db();
    // DynamicModel reads JS numbers as integers: averages come back as whole hundredths/seconds.
    const summary = rowOf({ attempts: 0, avgScore100: 0, avgTime: 0 });
    db.newQuery(
      "SELECT COUNT(*) AS attempts, CAST(ROUND(COALESCE(AVG(score), 0) * 100) AS INTEGER) AS avgScore100, " +
        "CAST(ROUND(COALESCE(AVG(timeTaken), 0)) AS INTEGER) AS avgTime " +
        "FROM quizAttempts WHERE quiz = {:id}",
    )
      .bind({ id })
      .one(summary);
    const perQuestion = rowsOf({ q: 0, correct: 0, wrong: 0, skipped: 0 });
    db.newQuery(
      "SELECT CAST(o.key AS INTEGER) AS q, SUM(o.value = 'c') AS correct, SUM(o.value = 'w') AS wrong, " +
        "SUM(o.value = 's') AS skipped FROM quizAttempts a, json_each(a.outcomes) o " +
        "WHERE a.quiz = {:id} GROUP BY o.key",
    )
      .bind({ id })
      .all(perQuestion);
    const wrongChoices = rowsOf({ q: 0, opt: 0, n: 0 });
    db.newQuery(
      "SELECT CAST(o.key AS INTEGER) AS q, CAST(json_extract(a.answers, '$[' || o.key || ']') AS INTEGER) AS opt, " +
        "COUNT(*) AS n FROM quizAttempts a, json_each(a.outcomes) o " +
        "WHERE a.quiz = {:id} AND o.value = 'w' GROUP BY o.key, opt ORDER BY q, n DESC, opt",
    )
      .bind({ id })
      .all(wrongChoices);
    const questions = /** @type {Question[]} */ (JSON.parse(quiz.getString("questions") || "[]") || []);
    return e.json(200, {
      quiz: { id: quiz.id, name: quiz.getString("name"), negativeMarking: quiz.getString("negativeMarking") },
      attempts: summary.attempts,
      averageScore: summary.avgScore100 / 100,
      averageTime: summary.avgTime,
      questions: questionStats(questions, perQuestion, wrongChoices),
    });
  },
};
