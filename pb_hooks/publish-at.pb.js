// Scheduled publishing (lib/publish-at.js): request hooks refuse a bad "publish at" with a field
// error; model hooks store "now" for a past or missing time on a record that goes live.
onRecordCreateRequest(
  (e) => require(`${__hooks}/lib/publish-at.js`).checkRequest(e),
  "currentAffairs",
  "quizs",
);
onRecordUpdateRequest(
  (e) => require(`${__hooks}/lib/publish-at.js`).checkRequest(e),
  "currentAffairs",
  "quizs",
);
onRecordCreate((e) => require(`${__hooks}/lib/publish-at.js`).normalize(e), "currentAffairs", "quizs");
onRecordUpdate((e) => require(`${__hooks}/lib/publish-at.js`).normalize(e), "currentAffairs", "quizs");
