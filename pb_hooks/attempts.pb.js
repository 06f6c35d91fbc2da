/* global cronAdd -- a JSVM global not in the shared ESLint list */
// The attempts API (contract: docs/architecture.md "Attempts and leaderboards"): answer keys
// only for staff, ranked quizzes timed by the server, students' attempts with their review,
// leaderboards and the staff CSV of ranked takers. Logic in lib/quiz-keys.js, lib/attempts.js
// and lib/leaderboard.js; rate limits in pb_migrations/1764600210_attempts_rate_limits.js.

// Keys and explanations leave the server only for staff (list, view, expand, realtime).
onRecordEnrich((e) => require(`${__hooks}/lib/quiz-keys.js`).enrich(e), "quizs");
// A quiz with a day is ranked unless the body says otherwise.
onRecordCreateRequest((e) => require(`${__hooks}/lib/quiz-keys.js`).defaultRanked(e), "quizs");

routerAdd("POST", "/api/quiz-start", (e) => require(`${__hooks}/lib/attempts.js`).start(e));
routerAdd("POST", "/api/attempts", (e) => require(`${__hooks}/lib/attempts.js`).submit(e));
routerAdd("POST", "/api/attempts/merge", (e) => require(`${__hooks}/lib/attempts.js`).merge(e));
routerAdd("GET", "/api/attempts/mine", (e) => require(`${__hooks}/lib/attempts.js`).mine(e));
routerAdd("GET", "/api/attempts/{id}", (e) => require(`${__hooks}/lib/attempts.js`).view(e));
routerAdd("GET", "/api/leaderboard/{quizId}", (e) => require(`${__hooks}/lib/leaderboard.js`).board(e));
routerAdd(
  "GET",
  "/api/leaderboard/{quizId}/takers.csv",
  (e) => require(`${__hooks}/lib/leaderboard.js`).takersCsv(e),
  $apis.requireAuth("users"),
);
routerAdd(
  "POST",
  "/api/students/{id}/name-hidden",
  (e) => require(`${__hooks}/lib/leaderboard.js`).setNameHidden(e),
  $apis.requireAuth("users"),
);

// Starts older than a week are of no more use (an attempt sent later is practice anyway).
cronAdd("quizStartsCleanup", "23 3 * * *", () => {
  try {
    require(`${__hooks}/lib/attempts.js`).cleanStarts();
  } catch (err) {
    $app.logger().error("quiz starts cleanup failed", "error", String(err));
  }
});
