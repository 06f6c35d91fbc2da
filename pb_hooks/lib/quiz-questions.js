/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// A request check of quizs' save pipeline (lib/quiz-save.js). The rules themselves are shared with the
// app (shared/rules-core.cjs). Hook handlers cannot see top-level variables, so each handler
// require()s this module.
const { questionsProblem, publishProblem } = require(`${__hooks}/../shared/rules-core.cjs`);

module.exports = {
  /**
   * Rejects malformed questions with a 400 whose message is also the `questions` field error, and
   * a published quiz with questions that have no answer key or fewer than two options (named).
   * @param {HookRecordRequestEvent} e
   */
  checkQuestions(e) {
    const raw = e.record.getString("questions");
    let problem = questionsProblem(raw);
    if (!problem && e.record.getBool("active") && raw !== "" && raw !== "null") {
      problem = publishProblem(JSON.parse(raw));
    }
    if (problem) {
      throw new BadRequestError(problem, { questions: new ValidationError("invalid_questions", problem) });
    }
  },
};
