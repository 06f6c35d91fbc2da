// A student's revision queue, bookmarks and streak (issue 23; logic in lib/revision.js, rules in
// lib/study.js). Collections and their access rules: pb_migrations/1764600400_study.js.

// A signed-in student's attempt: its wrong answers (the stored `outcomes`) join the revision queue
// and the day counts for the streak.
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/revision.js`).onAttempt(e), "quizAttempts");
// The same for an attempt made signed out that the student's merge at sign-in makes theirs.
onRecordAfterUpdateSuccess((e) => require(`${__hooks}/lib/revision.js`).onAttemptAdopted(e), "quizAttempts");

// Bookmarks: a public article or one question of a public quiz; a bookmarked question joins the
// queue, and leaves it when the bookmark goes (unless it is there for a wrong answer).
onRecordCreateRequest((e) => require(`${__hooks}/lib/revision.js`).checkBookmark(e), "bookmarks");
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/revision.js`).afterBookmark(e), "bookmarks");
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/revision.js`).afterUnbookmark(e), "bookmarks");

// Students only (requireAuth("students") refuses visitors, staff and superusers).
routerAdd(
  "GET",
  "/api/revision/due",
  (e) => require(`${__hooks}/lib/revision.js`).due(e),
  $apis.requireAuth("students"),
);
routerAdd(
  "POST",
  "/api/revision/{id}/answer",
  (e) => require(`${__hooks}/lib/revision.js`).answer(e),
  $apis.requireAuth("students"),
);
routerAdd(
  "GET",
  "/api/study/streak",
  (e) => require(`${__hooks}/lib/revision.js`).streak(e),
  $apis.requireAuth("students"),
);
routerAdd(
  "POST",
  "/api/study/read",
  (e) => require(`${__hooks}/lib/revision.js`).read(e),
  $apis.requireAuth("students"),
);
