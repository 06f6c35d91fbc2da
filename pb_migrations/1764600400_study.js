// A student's own study state (issue 23): bookmarks (an article, or one question of a quiz), the
// revision queue (wrong and bookmarked questions coming back after 1, 3 and 7 days until answered
// right twice in a row) and the days they studied (for the streak).
//
// Who reads what: a student reads only their own records; another student, visitors and staff get
// nothing over the API (personal study habits are no staff business: staff see aggregates in the
// quiz statistics; superusers can still open them in the dashboard). A student creates and deletes
// only their own bookmarks (checked further by pb_hooks/revision.pb.js); revision items and study
// days are written only by the server (pb_hooks/revision.pb.js, pb_hooks/study.pb.js), so nobody
// can move a due date or invent a streak over the API. Deleting a student, a quiz or an article
// deletes what hangs on it (cascade).
const OWN = "@request.auth.collectionName = 'students' && student = @request.auth.id";
const STUDENT = "@request.auth.collectionName = 'students'";

migrate(
  (app) => {
    const students = app.findCollectionByNameOrId("students");
    const quizs = app.findCollectionByNameOrId("quizs");
    const articles = app.findCollectionByNameOrId("currentAffairs");
    const studentField = {
      type: "relation",
      name: "student",
      collectionId: students.id,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    };
    const quizField = (required) => ({
      type: "relation",
      name: "quiz",
      collectionId: quizs.id,
      maxSelect: 1,
      required,
      cascadeDelete: true,
    });
    const dates = [
      { type: "autodate", name: "created", onCreate: true },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ];

    app.save(
      new Collection({
        type: "base",
        name: "bookmarks",
        listRule: OWN,
        viewRule: OWN,
        createRule: `${STUDENT} && @request.body.student = @request.auth.id`,
        updateRule: null,
        deleteRule: OWN,
        fields: [
          studentField,
          { type: "select", name: "kind", values: ["article", "question"], maxSelect: 1, required: true },
          {
            type: "relation",
            name: "article",
            collectionId: articles.id,
            maxSelect: 1,
            cascadeDelete: true,
          },
          quizField(false),
          // The question's index in the quiz's stored order (kind "question").
          { type: "number", name: "question", onlyInt: true, min: 0, max: 999 },
          ...dates,
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_bookmarks_article ON bookmarks (student, article) WHERE kind = 'article'",
          "CREATE UNIQUE INDEX idx_bookmarks_question ON bookmarks (student, quiz, question) WHERE kind = 'question'",
          "CREATE INDEX idx_bookmarks_student ON bookmarks (student, created)",
        ],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "revisionItems",
        listRule: OWN,
        viewRule: OWN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          studentField,
          quizField(true),
          { type: "number", name: "question", onlyInt: true, min: 0, max: 999 },
          // When it comes back: the start of an IST day (pb_hooks/lib/study.js).
          { type: "date", name: "due", required: true },
          // 0, 1, 2: the next wait is 1, 3 or 7 days.
          { type: "number", name: "step", onlyInt: true, min: 0, max: 2 },
          // Right answers in a row in revision; two and it is done.
          { type: "number", name: "rightCount", onlyInt: true, min: 0, max: 2 },
          { type: "select", name: "source", values: ["wrong", "bookmark"], maxSelect: 1, required: true },
          { type: "bool", name: "done" },
          { type: "date", name: "lastAnswered" },
          ...dates,
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_revisionItems_question ON revisionItems (student, quiz, question)",
          "CREATE INDEX idx_revisionItems_due ON revisionItems (student, done, due)",
        ],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "studyDays",
        listRule: OWN,
        viewRule: OWN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          studentField,
          // The IST day, "YYYY-MM-DD".
          { type: "text", name: "day", required: true, pattern: "^\\d{4}-\\d{2}-\\d{2}$", max: 10 },
          // What made it a study day first: a quiz attempt or an article read to the end.
          { type: "select", name: "via", values: ["attempt", "article"], maxSelect: 1 },
          ...dates,
        ],
        indexes: ["CREATE UNIQUE INDEX idx_studyDays_day ON studyDays (student, day)"],
      }),
    );
  },
  (app) => {
    for (const name of ["studyDays", "revisionItems", "bookmarks"]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
