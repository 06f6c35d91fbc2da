/* global RelationField, TextField, BoolField -- JSVM migration globals not listed in eslint.config.js */
// Students: their own auth collection, never the staff `users`. They sign in with a one-time code
// only (no password to forget); the record is created by the server when a code is first asked
// for (pb_hooks), so createRule stays closed. A student reads and edits only themself; staff may
// read students (the institute's own register) but never edit them. `nameHidden` is set by staff
// through a hook route, so the student's own update rule refuses it.
//
// quizAttempts gain the student who made them (empty for attempts made signed out), the id the
// device gave the attempt (merging device attempts at sign-in is then idempotent), and whether it
// counted for the quiz's leaderboard. Deleting a student deletes their attempts (cascade), which
// removes them from every leaderboard.
const STAFF = "@request.auth.collectionName = 'users'";
const SELF = "@request.auth.collectionName = 'students' && id = @request.auth.id";

migrate(
  (app) => {
    const students = new Collection({
      type: "auth",
      name: "students",
      listRule: `${SELF} || ${STAFF}`,
      viewRule: `${SELF} || ${STAFF}`,
      createRule: null,
      updateRule: `${SELF} && @request.body.nameHidden:isset = false && @request.body.email:isset = false && @request.body.verified:isset = false`,
      deleteRule: SELF,
      authRule: "",
      manageRule: null,
      passwordAuth: { enabled: false, identityFields: ["email"] },
      otp: { enabled: true, duration: 600, length: 6 },
      authToken: { duration: 60 * 60 * 24 * 30 },
      fields: [
        { type: "text", name: "name", max: 80 },
        // What the student prepares for (free text from a short list the form offers).
        { type: "text", name: "exam", max: 60 },
        // Shown on leaderboards only when showOnLeaderboard is on and staff have not hidden it.
        { type: "text", name: "displayName", max: 40 },
        { type: "bool", name: "showOnLeaderboard" },
        { type: "bool", name: "nameHidden" },
        // Indian mobile number in +91 form, for SMS codes (optional).
        { type: "text", name: "phone", max: 16 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_students_phone ON students (phone) WHERE phone != ''"],
    });
    app.save(students);

    const attempts = app.findCollectionByNameOrId("quizAttempts");
    attempts.fields.add(
      new RelationField({
        name: "student",
        collectionId: students.id,
        maxSelect: 1,
        cascadeDelete: true,
      }),
    );
    attempts.fields.add(new TextField({ name: "clientId", max: 64 }));
    attempts.fields.add(new BoolField({ name: "ranked" }));
    attempts.listRule = `${STAFF} || (student != '' && student = @request.auth.id)`;
    attempts.viewRule = attempts.listRule;
    attempts.indexes = [
      ...attempts.indexes,
      "CREATE UNIQUE INDEX idx_quizAttempts_student_client ON quizAttempts (student, clientId) WHERE student != '' AND clientId != ''",
      "CREATE INDEX idx_quizAttempts_student ON quizAttempts (student, created)",
      "CREATE INDEX idx_quizAttempts_ranked ON quizAttempts (quiz, ranked, score)",
    ];
    app.save(attempts);
  },
  (app) => {
    const attempts = app.findCollectionByNameOrId("quizAttempts");
    attempts.indexes = attempts.indexes.filter(
      (i) => !/idx_quizAttempts_(student_client|student|ranked)\b/.test(i),
    );
    attempts.fields.removeByName("student");
    attempts.fields.removeByName("clientId");
    attempts.fields.removeByName("ranked");
    attempts.listRule = STAFF;
    attempts.viewRule = STAFF;
    app.save(attempts);
    app.delete(app.findCollectionByNameOrId("students"));
  },
);
