/* global BoolField -- a JSVM migration global not listed in eslint.config.js */
// Ranked daily quizzes (issue 23). `quizs.ranked`: a signed-in student's first attempt counts on
// the quiz's leaderboard (on by default for a quiz with a day: pb_hooks/attempts.pb.js sets it on
// create when the body does not say; existing quizzes with a day are switched on here).
//
// `quizStarts`: the server's record of when an attempt started (POST /api/quiz-start), so a ranked
// attempt is timed by the server, not by the device. No API rules at all: only the hooks read and
// write it. One start is used by at most one attempt (`attempt`, set when it is submitted).
//
// quizAttempts get the leaderboard's order as an index (score desc, time, submission), and at
// most one ranked attempt per student and quiz (the hook checks first; the index makes two
// simultaneous first attempts impossible).
migrate(
  (app) => {
    const quizs = app.findCollectionByNameOrId("quizs");
    quizs.fields.add(new BoolField({ name: "ranked" }));
    app.save(quizs);
    app.db().newQuery("UPDATE quizs SET ranked = TRUE WHERE date != ''").execute();

    const students = app.findCollectionByNameOrId("students");
    const attempts = app.findCollectionByNameOrId("quizAttempts");
    const starts = new Collection({
      type: "base",
      name: "quizStarts",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        // The secret the device sends back with its attempt (random, 32 characters).
        { type: "text", name: "token", required: true, min: 32, max: 32 },
        {
          type: "relation",
          name: "quiz",
          collectionId: quizs.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        // Empty for a start made signed out (such an attempt can be ranked when merged at sign-in).
        { type: "relation", name: "student", collectionId: students.id, maxSelect: 1, cascadeDelete: true },
        { type: "text", name: "clientId", max: 64 },
        // Empty when the quiz has no time limit.
        { type: "date", name: "deadline" },
        // The attempt that used this start (one start, one attempt).
        { type: "relation", name: "attempt", collectionId: attempts.id, maxSelect: 1, cascadeDelete: false },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_quizStarts_token ON quizStarts (token)",
        "CREATE INDEX idx_quizStarts_created ON quizStarts (created)",
      ],
    });
    app.save(starts);

    attempts.indexes = [
      ...attempts.indexes,
      "CREATE INDEX idx_quizAttempts_board ON quizAttempts (quiz, ranked, score DESC, timeTaken, created, id)",
      "CREATE UNIQUE INDEX idx_quizAttempts_one_ranked ON quizAttempts (quiz, student) WHERE ranked = TRUE",
    ];
    app.save(attempts);
  },
  (app) => {
    const attempts = app.findCollectionByNameOrId("quizAttempts");
    attempts.indexes = attempts.indexes.filter((i) => !/idx_quizAttempts_(board|one_ranked)\b/.test(i));
    app.save(attempts);
    app.delete(app.findCollectionByNameOrId("quizStarts"));
    const quizs = app.findCollectionByNameOrId("quizs");
    quizs.fields.removeByName("ranked");
    app.save(quizs);
  },
);
