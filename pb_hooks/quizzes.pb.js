// Rejects malformed quiz questions with a clear 400, whoever sends them (staff UI, a script,
// a superuser): the field is JSON, so nothing else checks its shape. The message is also set as
// the `questions` field error, which the admin UI shows next to the questions (see
// lib/quiz-questions.js; the rule is shared with the app in src/lib/rules-core.cjs).
onRecordCreateRequest((e) => require(`${__hooks}/lib/quiz-questions.js`).checkQuestions(e), "quizs");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/quiz-questions.js`).checkQuestions(e), "quizs");
// Quiz names are stored like every other name: NFC, no control characters, spaces collapsed
// (lib/admin-names.js). Model hooks, so imports, scripts and superusers get the same.
onRecordCreate((e) => require(`${__hooks}/lib/admin-names.js`).cleanFields(e, ["name"]), "quizs");
onRecordUpdate((e) => require(`${__hooks}/lib/admin-names.js`).cleanFields(e, ["name"]), "quizs");
