// Anonymous quiz attempts, for staff statistics. Each record holds only the quiz, the chosen
// option per question (as sent), the per-question outcome and counts worked out by the server
// (pb_hooks/quiz-attempts.pb.js), and the time taken: no user, no IP, nothing personal.
// Anyone may create (the hook validates); only staff read; nobody edits or deletes over the API.
const STAFF = "@request.auth.collectionName = 'users'";

migrate(
  (app) => {
    const quizs = app.findCollectionByNameOrId("quizs");
    const attempts = new Collection({
      type: "base",
      name: "quizAttempts",
      listRule: STAFF,
      viewRule: STAFF,
      createRule: "",
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "quiz",
          collectionId: quizs.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        // What the student chose: one entry per question in the quiz's stored order, the index of
        // the option in its stored order, or null when skipped.
        { type: "json", name: "answers", maxSize: 20000 },
        // Set by the hook from the quiz's answer key: one entry per question, "c" (correct),
        // "w" (wrong) or "s" (skipped).
        { type: "json", name: "outcomes", maxSize: 20000 },
        { type: "number", name: "correct", onlyInt: true, min: 0 },
        { type: "number", name: "wrong", onlyInt: true, min: 0 },
        { type: "number", name: "skipped", onlyInt: true, min: 0 },
        // Score after negative marking, rounded to 2 decimals.
        { type: "number", name: "score" },
        { type: "number", name: "timeTaken", onlyInt: true, min: 0, max: 86400 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_quizAttempts_quiz ON quizAttempts (quiz, created)"],
    });
    app.save(attempts);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("quizAttempts"));
  },
);
