/* global ValidationError */
// Rejects malformed quiz questions with a clear 400, whoever sends them (staff UI, a script,
// a superuser): the field is JSON, so nothing else checks its shape. The message is also set as
// the `questions` field error, which the admin UI shows next to the questions.

onRecordCreateRequest((e) => {
  const problem = require(`${__hooks}/lib/quiz-questions.js`).questionsProblem(e.record.getString("questions"));
  if (problem) throw new BadRequestError(problem, { questions: new ValidationError("invalid_questions", problem) });
  return e.next();
}, "quizs");

onRecordUpdateRequest((e) => {
  const problem = require(`${__hooks}/lib/quiz-questions.js`).questionsProblem(e.record.getString("questions"));
  if (problem) throw new BadRequestError(problem, { questions: new ValidationError("invalid_questions", problem) });
  return e.next();
}, "quizs");
