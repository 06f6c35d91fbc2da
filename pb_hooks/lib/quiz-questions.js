/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// Record-request hook body for quizs (quizzes.pb.js). The rule itself is shared with the app
// (src/lib/rules-core.cjs). Hook handlers cannot see top-level variables, so each handler
// require()s this module.
const { questionsProblem } = require(`${__hooks}/../src/lib/rules-core.cjs`);

module.exports = {
  /** Rejects malformed questions with a 400 whose message is also the `questions` field error. */
  checkQuestions(e) {
    const problem = questionsProblem(e.record.getString("questions"));
    if (problem) {
      throw new BadRequestError(problem, { questions: new ValidationError("invalid_questions", problem) });
    }
    return e.next();
  },
};
