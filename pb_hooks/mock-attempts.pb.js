/* global cronAdd -- a JSVM global not in the shared ESLint list */
// The mock-test attempt API (issue 24; contract in docs/architecture.md "Mock tests"): start a
// sectioned test, resume, answer, move between sections and finish, all on the server's clock;
// staff statistics per question. Logic in lib/mock-attempts.js and lib/mock-stats.js, the
// arithmetic in shared/mock-core.cjs; the start's rate limit in
// pb_migrations/1764800210_mock_attempts_rate_limit.js.
routerAdd("POST", "/api/mock-tests/{testId}/start", (e) =>
  require(`${__hooks}/lib/mock-attempts.js`).start(e),
);
routerAdd(
  "GET",
  "/api/mock-tests/{testId}/stats",
  (e) => require(`${__hooks}/lib/mock-stats.js`).stats(e),
  $apis.requireAuth("users"),
);
routerAdd("GET", "/api/mock-attempts/{id}", (e) => require(`${__hooks}/lib/mock-attempts.js`).view(e));
routerAdd("POST", "/api/mock-attempts/{id}/answer", (e) =>
  require(`${__hooks}/lib/mock-attempts.js`).answer(e),
);
routerAdd("POST", "/api/mock-attempts/{id}/section", (e) =>
  require(`${__hooks}/lib/mock-attempts.js`).section(e),
);
routerAdd("POST", "/api/mock-attempts/{id}/finish", (e) =>
  require(`${__hooks}/lib/mock-attempts.js`).finish(e),
);

// A random draw reads its candidates from a list kept in memory per rule: any change to the bank
// makes those lists stale.
for (const hook of [onRecordAfterCreateSuccess, onRecordAfterUpdateSuccess, onRecordAfterDeleteSuccess]) {
  hook((e) => {
    require(`${__hooks}/lib/mock-attempts.js`).bankChanged();
    return e.next();
  }, "questions");
}

// Device (signed-out) attempts left unfinished for a week are of no more use.
cronAdd("mockAttemptsCleanup", "41 3 * * *", () => {
  try {
    require(`${__hooks}/lib/mock-attempts.js`).cleanStale();
  } catch (err) {
    $app.logger().error("mock attempts cleanup failed", "error", String(err));
  }
});
