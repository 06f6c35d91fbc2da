/* global DateField, NumberField, SelectField, BoolField -- JSVM globals not listed in eslint.config.js */
// Exam settings on a quiz and the day it belongs to. `date` links a quiz to that day's current
// affairs (the article page finds "this day's quiz" by date; the quiz result links back to the
// articles of its day), the same way articles are dated. timeLimit 0 = no time limit (a number
// field cannot be null); otherwise 1–300 whole minutes. negativeMarking is the fraction of a mark
// taken off per wrong answer. Explanations live in the questions JSON (shape unchanged).
migrate(
  (app) => {
    const quizs = app.findCollectionByNameOrId("quizs");
    quizs.fields.add(new DateField({ name: "date" }));
    quizs.fields.add(new NumberField({ name: "timeLimit", min: 0, max: 300, onlyInt: true }));
    quizs.fields.add(
      new SelectField({ name: "negativeMarking", values: ["none", "1/4", "1/3"], maxSelect: 1 }),
    );
    quizs.fields.add(new BoolField({ name: "shuffleQuestions" }));
    quizs.fields.add(new BoolField({ name: "shuffleOptions" }));
    quizs.fields.add(new BoolField({ name: "showExplanations" }));
    quizs.addIndex("idx_quizs_active_date", false, "active, date", "");
    app.save(quizs);
  },
  (app) => {
    const quizs = app.findCollectionByNameOrId("quizs");
    quizs.removeIndex("idx_quizs_active_date");
    for (const name of [
      "date",
      "timeLimit",
      "negativeMarking",
      "shuffleQuestions",
      "shuffleOptions",
      "showExplanations",
    ]) {
      quizs.fields.removeByName(name);
    }
    app.save(quizs);
  },
);
