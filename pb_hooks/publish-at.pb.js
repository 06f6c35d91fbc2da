// Scheduled publishing (lib/publish-at.js): request hooks refuse a bad "publish at" with a field
// error; model hooks store "now" for a past or missing time on a record that goes live. Articles
// run the same steps inside their own save pipeline (lib/article-save.js).
onRecordCreateRequest((e) => require(`${__hooks}/lib/publish-at.js`).checkRequest(e), "quizs");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/publish-at.js`).checkRequest(e), "quizs");
onRecordCreate((e) => require(`${__hooks}/lib/publish-at.js`).normalize(e), "quizs");
onRecordUpdate((e) => require(`${__hooks}/lib/publish-at.js`).normalize(e), "quizs");
