// Issue 25, hole 8: the smaller holes' checks that no other hook file owns.
// - A quiz's `date` that PocketBase cannot read ("not-a-date", "2026-02-30") was stored empty with
//   a 200: refused with a 400 on the field, as an article's already is — a request check of quizs'
//   save pipeline (lib/quiz-save.js; lib/article-date.js reads what was sent, also from a multipart
//   body's @jsonPayload: lib/request-body.js).
// - The settings record: the institute name on one line, the map link https://, the About text
//   stored sanitised (lib/settings-checks.js). Model hooks: every save, whoever saves.
onRecordCreate((e) => require(`${__hooks}/lib/settings-checks.js`).onSave(e), "settings");
onRecordUpdate((e) => require(`${__hooks}/lib/settings-checks.js`).onSave(e), "settings");
