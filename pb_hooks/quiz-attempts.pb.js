// Anonymous quiz attempts (collection quizAttempts): every posted attempt is checked against its
// quiz and scored here, whatever the client sent (lib/quiz-attempts.js); staff read per-quiz
// statistics aggregated in SQL from GET /api/quiz-stats/{id}.
onRecordCreateRequest((e) => require(`${__hooks}/lib/quiz-attempts.js`).checkAttempt(e), "quizAttempts");
routerAdd(
  "GET",
  "/api/quiz-stats/{id}",
  (e) => require(`${__hooks}/lib/quiz-attempts.js`).stats(e),
  $apis.requireAuth("users"),
);
