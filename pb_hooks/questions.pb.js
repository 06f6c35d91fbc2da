/* global onRecordDelete -- a JSVM global not listed in eslint.config.js */
// questions (the question bank, issue 24): one save pipeline (lib/question-save.js), registered here
// only. Request step: the version check of an edit (X-Question-Updated; 409 when stale). Every save:
// validate, normalise, dupKey and search, the flag cleared by an edit, a quiz's question written
// back. Every delete: refused while an attempt or a live test uses the question.
onRecordUpdateRequest((e) => require(`${__hooks}/lib/question-save.js`).checkRequest(e), "questions");
onRecordCreate((e) => require(`${__hooks}/lib/question-save.js`).onSave(e), "questions");
onRecordUpdate((e) => require(`${__hooks}/lib/question-save.js`).onSave(e), "questions");
onRecordDelete((e) => require(`${__hooks}/lib/question-save.js`).onDelete(e), "questions");
// A quiz saved (staff, import, seed) puts its questions into the bank, upserted by source
// "quiz:<id>#<i>" (after the quiz's own pipeline in quizzes.pb.js has committed it).
onRecordAfterCreateSuccess(
  (e) => require(`${__hooks}/lib/question-save.js`).afterQuizSave(e, "create"),
  "quizs",
);
onRecordAfterUpdateSuccess(
  (e) => require(`${__hooks}/lib/question-save.js`).afterQuizSave(e, "update"),
  "quizs",
);
