/* global JSONField -- a JSVM global not in the shared ESLint list */
// Seconds a student spent on each question of a mock attempt ({ [questionId]: seconds }), summed
// from what the player sends with each answer (pb_hooks/lib/mock-attempts.js): the staff
// statistics' average time per question (GET /api/mock-tests/{id}/stats). Written only by the
// server, like the rest of mockAttempts.
migrate(
  (app) => {
    const attempts = app.findCollectionByNameOrId("mockAttempts");
    attempts.fields.add(new JSONField({ name: "times", maxSize: 200000 }));
    app.save(attempts);
  },
  (app) => {
    const attempts = app.findCollectionByNameOrId("mockAttempts");
    attempts.fields.removeByName("times");
    app.save(attempts);
  },
);
