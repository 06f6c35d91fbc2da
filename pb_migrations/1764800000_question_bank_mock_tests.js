// Question bank and sectioned mock tests (issue 24): the schema. Filling the bank from existing
// quizzes is a later migration of its own.
//
// `questions`: one question in up to three languages. `answer` is the correct option's index, the
// same in every language (each language's option list has the same length as the English one, or
// is empty when the question is not given in that language; pb_hooks check it). Only staff read or
// write the bank over the API: a student gets a test's questions without their answers from the
// mock-test routes (pb_hooks), and answers and explanations only in the review of a finished attempt.
// `retired`: a question used by an attempt is never deleted (pb_hooks refuse it); staff retire it,
// so random draws and the bank's default view leave it out while old attempts keep their meaning.
//
// `mockTests`: a test built from sections (JSON, checked by pb_hooks on save). Visitors read an
// active, published test (its sections name question ids and draw rules, never answers).
//
// `mockAttempts`: one student's sitting of a test, written only by the server (the mock-test
// routes), read by its student and by staff. The questions drawn for it, its answers and each
// section's start, deadline and end are kept, so it resumes after a reload and is scored once.
const STAFF = "@request.auth.collectionName = 'users'";
const VISIBLE = `(active = true && (publishAt = '' || publishAt <= @now)) || ${STAFF}`;
const OWN_OR_STAFF = `(@request.auth.collectionName = 'students' && student = @request.auth.id) || ${STAFF}`;

const dates = [
  { type: "autodate", name: "created", onCreate: true },
  { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
];

migrate(
  (app) => {
    const text = (name, max, extra = {}) => ({ type: "text", name, max, ...extra });
    const questions = new Collection({
      type: "base",
      name: "questions",
      listRule: STAFF,
      viewRule: STAFF,
      createRule: STAFF,
      updateRule: STAFF,
      deleteRule: STAFF,
      fields: [
        text("textEn", 4000),
        text("textPa", 4000),
        text("textHi", 4000),
        // string[] per language; same length as optionsEn (or empty for a missing language).
        { type: "json", name: "optionsEn", maxSize: 20000 },
        { type: "json", name: "optionsPa", maxSize: 20000 },
        { type: "json", name: "optionsHi", maxSize: 20000 },
        // The correct option's index (0-based); -1 when the source had no key (blocks use in a test).
        { type: "number", name: "answer", onlyInt: true, min: -1, max: 9 },
        text("explanationEn", 4000),
        text("explanationPa", 4000),
        text("explanationHi", 4000),
        // Topic tags ("Punjab History", "Current Affairs 2026-11") and exam tags ("PSTET"): string[].
        { type: "json", name: "topics", maxSize: 4000 },
        { type: "json", name: "exams", maxSize: 4000 },
        // Set by staff; empty = not set (the statistics measure it from attempts).
        { type: "select", name: "difficulty", values: ["easy", "medium", "hard"], maxSelect: 1 },
        // Why the answer key needs checking (import), cleared when staff edit the question.
        text("flag", 500),
        // Where it came from: "quiz:<id>#<index>", "docx:<file>", "csv:<file>" (for staff).
        text("source", 300),
        // The duplicate key: the text after normalisation (pb_hooks set it on every save).
        text("dupKey", 500),
        // Words of every language for the bank's search (pb_hooks set it on every save).
        text("search", 20000),
        { type: "bool", name: "retired" },
        ...dates,
      ],
      indexes: [
        "CREATE INDEX idx_questions_dupKey ON questions (dupKey)",
        "CREATE INDEX idx_questions_created ON questions (created)",
        "CREATE INDEX idx_questions_retired ON questions (retired, difficulty)",
      ],
    });
    app.save(questions);

    const tests = new Collection({
      type: "base",
      name: "mockTests",
      listRule: VISIBLE,
      viewRule: VISIBLE,
      createRule: STAFF,
      updateRule: STAFF,
      deleteRule: STAFF,
      fields: [
        text("name", 200, { required: true }),
        text("namePa", 200),
        text("instructions", 4000),
        text("instructionsPa", 4000),
        // Which ready-made pattern it was copied from ("pstet-1"), for staff.
        text("pattern", 40),
        // MockSection[] (src/types/pocketbase.ts), checked on save by pb_hooks.
        { type: "json", name: "sections", maxSize: 200000 },
        // Minutes for the whole test; 0 = only the sections' own limits.
        { type: "number", name: "timeLimit", onlyInt: true, min: 0, max: 600 },
        // Sections are taken in order and a finished section cannot be opened again.
        { type: "bool", name: "lockedOrder" },
        { type: "bool", name: "active" },
        { type: "date", name: "publishAt" },
        // A signed-in student's first finished attempt counts for rank and percentile.
        { type: "bool", name: "ranked" },
        ...dates,
      ],
      indexes: ["CREATE INDEX idx_mockTests_live ON mockTests (active, publishAt)"],
    });
    app.save(tests);

    const students = app.findCollectionByNameOrId("students");
    const attempts = new Collection({
      type: "base",
      name: "mockAttempts",
      listRule: OWN_OR_STAFF,
      viewRule: OWN_OR_STAFF,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "test",
          collectionId: tests.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        // Empty for a device (signed-out) attempt; such an attempt is never ranked.
        { type: "relation", name: "student", collectionId: students.id, maxSelect: 1, cascadeDelete: true },
        // The device's secret for its attempt (32 characters); never returned by the record API.
        { type: "text", name: "token", required: true, min: 32, max: 32, hidden: true },
        // MockAttemptSection[]: per section, the question ids drawn and its start, deadline, end.
        { type: "json", name: "sections", maxSize: 200000 },
        // { [questionId]: optionIndex | null }
        { type: "json", name: "answers", maxSize: 200000 },
        // The section open now (index); equals the section count once finished.
        { type: "number", name: "current", onlyInt: true, min: 0, max: 50 },
        { type: "date", name: "deadline" },
        { type: "date", name: "finishedAt" },
        { type: "bool", name: "ranked" },
        { type: "number", name: "score" },
        { type: "number", name: "correct", onlyInt: true, min: 0 },
        { type: "number", name: "wrong", onlyInt: true, min: 0 },
        { type: "number", name: "skipped", onlyInt: true, min: 0 },
        // Seconds from start to finish.
        { type: "number", name: "timeTaken", onlyInt: true, min: 0 },
        // MockResult (per-section scores, qualifying, topic accuracy), set when finished.
        { type: "json", name: "result", maxSize: 200000 },
        ...dates,
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_mockAttempts_token ON mockAttempts (token)",
        "CREATE INDEX idx_mockAttempts_student ON mockAttempts (student, created)",
        "CREATE INDEX idx_mockAttempts_rank ON mockAttempts (test, ranked, score DESC, timeTaken)",
        "CREATE UNIQUE INDEX idx_mockAttempts_one_ranked ON mockAttempts (test, student) WHERE ranked = TRUE",
      ],
    });
    app.save(attempts);
  },
  (app) => {
    for (const name of ["mockAttempts", "mockTests", "questions"]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
