/* global ValidationError, DynamicModel, arrayOf -- JSVM globals not listed in eslint.config.js */
// Hook bodies for quiz attempts (quiz-attempts.pb.js). Scoring uses the rule the player shows
// (markedScore in src/lib/rules-core.cjs), so the stored score matches the student's screen.

/** Seconds allowed past the time limit: a slow phone's submit or a reconnect after the deadline. */
const GRACE_SECONDS = 120;

function refuse(field, message) {
  throw new BadRequestError(message, { [field]: new ValidationError("invalid_" + field, message) });
}

/** Whether the quiz is visible to the public now (active and, where the field exists, published). */
function isPublic(quiz) {
  if (!quiz.getBool("active")) return false;
  if (quiz.collection().fields.getByName("publishAt")) {
    const at = quiz.getDateTime("publishAt");
    if (!at.isZero() && at.after(new DateTime())) return false;
  }
  return true;
}

function parseJson(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

module.exports = {
  checkAttempt(e) {
    const { markedScore } = require(`${__hooks}/../src/lib/rules-core.cjs`);
    const rec = e.record;
    let quiz = null;
    try {
      quiz = e.app.findRecordById("quizs", rec.getString("quiz"));
    } catch {
      quiz = null;
    }
    if (!quiz || !isPublic(quiz)) refuse("quiz", "This quiz is not open.");
    const questions = parseJson(quiz.getString("questions")) || [];
    const answers = parseJson(rec.getString("answers"));
    if (!Array.isArray(answers) || answers.length !== questions.length) {
      refuse("answers", `Send one answer per question (${questions.length}).`);
    }
    const outcomes = [];
    let correct = 0;
    let wrong = 0;
    let skipped = 0;
    for (let i = 0; i < questions.length; i++) {
      const a = answers[i];
      const q = questions[i] || {};
      const options = Array.isArray(q.options) ? q.options : [];
      if (a === null) {
        outcomes.push("s");
        skipped++;
        continue;
      }
      if (typeof a !== "number" || a % 1 !== 0 || a < 0 || a >= options.length) {
        refuse("answers", `The answer to question ${i + 1} is not one of its options.`);
      }
      if (options[a] === q.answer) {
        outcomes.push("c");
        correct++;
      } else {
        outcomes.push("w");
        wrong++;
      }
    }
    const taken = rec.getFloat("timeTaken");
    const limit = quiz.getInt("timeLimit");
    const maxTaken = limit > 0 ? limit * 60 + GRACE_SECONDS : 86400;
    if (!(taken >= 0) || taken % 1 !== 0 || taken > maxTaken) {
      refuse("timeTaken", `The time taken must be between 0 and ${maxTaken} seconds.`);
    }
    rec.set("outcomes", outcomes);
    rec.set("correct", correct);
    rec.set("wrong", wrong);
    rec.set("skipped", skipped);
    rec.set("score", markedScore(correct, wrong, quiz.getString("negativeMarking")));
    return e.next();
  },

  /** Staff-only statistics of one quiz, aggregated in SQL (one pass per query, indexed by quiz). */
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
    const summary = new DynamicModel({ attempts: 0, avgScore100: 0, avgTime: 0 });
    db.newQuery(
      "SELECT COUNT(*) AS attempts, CAST(ROUND(COALESCE(AVG(score), 0) * 100) AS INTEGER) AS avgScore100, " +
        "CAST(ROUND(COALESCE(AVG(timeTaken), 0)) AS INTEGER) AS avgTime " +
        "FROM quizAttempts WHERE quiz = {:id}",
    )
      .bind({ id })
      .one(summary);
    const perQuestion = arrayOf(new DynamicModel({ q: 0, correct: 0, wrong: 0, skipped: 0 }));
    db.newQuery(
      "SELECT CAST(o.key AS INTEGER) AS q, SUM(o.value = 'c') AS correct, SUM(o.value = 'w') AS wrong, " +
        "SUM(o.value = 's') AS skipped FROM quizAttempts a, json_each(a.outcomes) o " +
        "WHERE a.quiz = {:id} GROUP BY o.key",
    )
      .bind({ id })
      .all(perQuestion);
    const wrongChoices = arrayOf(new DynamicModel({ q: 0, opt: 0, n: 0 }));
    db.newQuery(
      "SELECT CAST(o.key AS INTEGER) AS q, CAST(json_extract(a.answers, '$[' || o.key || ']') AS INTEGER) AS opt, " +
        "COUNT(*) AS n FROM quizAttempts a, json_each(a.outcomes) o " +
        "WHERE a.quiz = {:id} AND o.value = 'w' GROUP BY o.key, opt ORDER BY q, n DESC, opt",
    )
      .bind({ id })
      .all(wrongChoices);
    const questions = JSON.parse(quiz.getString("questions") || "[]") || [];
    const rows = {};
    for (const r of perQuestion) rows[r.q] = r;
    const commonWrong = {};
    for (const r of wrongChoices) if (commonWrong[r.q] === undefined) commonWrong[r.q] = r;
    return e.json(200, {
      quiz: { id: quiz.id, name: quiz.getString("name"), negativeMarking: quiz.getString("negativeMarking") },
      attempts: summary.attempts,
      averageScore: summary.avgScore100 / 100,
      averageTime: summary.avgTime,
      questions: questions.map((q, i) => {
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
      }),
    });
  },
};
