/* global DynamicModel, arrayOf -- JSVM globals not in the shared ESLint list */
// The existing quizzes' questions into the question bank (issue 24): each stored question of each
// quiz becomes a `questions` record with source "quiz:<quizId>#<storedIndex>" (Gurmukhi text as
// the Punjabi fields, anything else as the English; the answer is the index of the option equal to
// the quiz's answer text, or -1 flagged "No answer key in the quiz"; no topics: quizzes have no
// tags). The quizzes keep their stored JSON (their attempts index it); from now on an edit of such
// a bank question is written back into the quiz (pb_hooks/lib/question-save.js), and a quiz saved
// later puts its questions into the bank itself (the same hook, upsert by source).
// Written with SQL, not app.save(): the result must not depend on whether the hooks are loaded, and
// a question the bank would refuse (one option) is still kept, flagged with the reason, so none is
// lost. down() deletes exactly the questions whose source starts with "quiz:".
migrate(
  (app) => {
    const core = require(`${__hooks}/../shared/question-bank-core.cjs`);
    const now = new Date().toISOString().replace("T", " ");
    const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
    let after = "";
    for (;;) {
      const rows = arrayOf(new DynamicModel({ id: "", questions: "" }));
      app
        .db()
        .newQuery("SELECT id, questions FROM quizs WHERE id > {:after} ORDER BY id LIMIT 100")
        .bind({ after: after })
        .all(rows);
      if (!rows.length) break;
      for (const row of rows) {
        let list = [];
        try {
          list = JSON.parse(row.questions || "[]");
        } catch {
          list = [];
        }
        if (!Array.isArray(list)) list = [];
        for (let i = 0; i < list.length; i++) {
          const qq = list[i];
          if (!qq || typeof qq !== "object") continue;
          const q = core.quizQuestionToBank(qq, row.id, i).question;
          const problems = core.questionProblems(q);
          const first = Object.keys(problems)[0];
          const flag = first ? `From the quiz: ${problems[first]}` : q.flag;
          const taken = arrayOf(new DynamicModel({ id: "" }));
          app
            .db()
            .newQuery("SELECT id FROM questions WHERE source = {:s} LIMIT 1")
            .bind({ s: q.source })
            .all(taken);
          if (taken.length) continue;
          app
            .db()
            .newQuery(
              "INSERT INTO questions (id, textEn, textPa, textHi, optionsEn, optionsPa, optionsHi, answer, " +
                "explanationEn, explanationPa, explanationHi, topics, exams, difficulty, flag, source, dupKey, " +
                "search, retired, created, updated) VALUES ({:id}, {:textEn}, {:textPa}, '', {:optionsEn}, " +
                "{:optionsPa}, '[]', {:answer}, {:explanationEn}, {:explanationPa}, '', '[]', '[]', '', {:flag}, " +
                "{:source}, {:dupKey}, {:search}, FALSE, {:now}, {:now})",
            )
            .bind({
              id: $security.randomStringWithAlphabet(15, alphabet),
              textEn: q.textEn,
              textPa: q.textPa,
              optionsEn: JSON.stringify(q.optionsEn),
              optionsPa: JSON.stringify(q.optionsPa),
              answer: q.answer,
              explanationEn: q.explanationEn,
              explanationPa: q.explanationPa,
              flag: flag.slice(0, 500),
              source: q.source,
              dupKey: core.dupKey(q),
              search: core.searchWords(q),
              now: now,
            })
            .execute();
        }
      }
      after = rows[rows.length - 1].id;
    }
  },
  (app) => {
    app.db().newQuery("DELETE FROM questions WHERE source LIKE 'quiz:%'").execute();
  },
);
