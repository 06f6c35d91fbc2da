// quizs: one save pipeline (lib/quiz-save.js), registered here only, so its steps run in the same
// order on every start. Request checks: the date, "publish at" and the questions (a malformed set,
// or an active quiz without keys, is a 400 whose message is also the `questions` field error the
// admin shows next to the questions; rules shared with the app in shared/rules-core.cjs); on
// create a missing day becomes today's and "ranked" defaults to on. Every save: the cleaned name,
// the day, "publish at".
onRecordCreateRequest((e) => require(`${__hooks}/lib/quiz-save.js`).checkRequest(e), "quizs");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/quiz-save.js`).checkRequest(e), "quizs");
onRecordCreate((e) => require(`${__hooks}/lib/quiz-save.js`).onSave(e), "quizs");
onRecordUpdate((e) => require(`${__hooks}/lib/quiz-save.js`).onSave(e), "quizs");
// Last, after the commit: the cache in front of the site forgets the quiz's pages (lib/cache-purge.js).
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/quiz-save.js`).afterCommit(e, "create"), "quizs");
onRecordAfterUpdateSuccess((e) => require(`${__hooks}/lib/quiz-save.js`).afterCommit(e, "update"), "quizs");
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/quiz-save.js`).afterCommit(e, "delete"), "quizs");
