// A quiz without a day gets today's (IST) when it is created or imported (lib/quiz-day.js); a date
// PocketBase cannot read is refused as for articles (lib/article-date.js checkDate).
onRecordCreateRequest((e) => require(`${__hooks}/lib/article-date.js`).checkDate(e), "quizs");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/article-date.js`).checkDate(e), "quizs");
onRecordCreateRequest((e) => require(`${__hooks}/lib/quiz-day.js`).defaultDay(e), "quizs");
onRecordCreate((e) => require(`${__hooks}/lib/quiz-day.js`).defaultDay(e), "quizs");
