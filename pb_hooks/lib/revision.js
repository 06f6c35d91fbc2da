/* global ValidationError, UnauthorizedError, $dbx -- JSVM globals not listed in eslint.config.js */
// A student's study state on the server (issue 23): revision items from wrong answers and
// bookmarked questions, the revision routes (the due questions without their keys, and the answer
// checked here, since public quiz reads carry no keys), study days and the streak. The rules
// themselves are pure functions in lib/study.js; this module applies them to records.
// Hook handlers cannot see top-level variables: each handler require()s this module.

const MAX_DUE = 50;

/** @typedef {{ text?: string, options?: string[], answer?: string, explanation?: string }} Question */

/** @returns {typeof import("./study.js")} */
function study() {
  return require(`${__hooks}/lib/study.js`);
}

/**
 * @param {string} field
 * @param {string} message
 * @returns {never}
 */
function refuse(field, message) {
  throw new BadRequestError(message, { [field]: new ValidationError("invalid_" + field, message) });
}

/**
 * Whether a quiz or an article is public now (active and, where the field exists, published).
 * @param {core.Record} rec
 */
function isPublic(rec) {
  if (!rec.getBool("active")) return false;
  if (rec.collection().fields.getByName("publishAt")) {
    const at = rec.getDateTime("publishAt");
    if (!at.isZero() && at.after(new DateTime())) return false;
  }
  return true;
}

/**
 * @param {core.App} app
 * @param {string} collection
 * @param {string} id
 * @returns {core.Record | null}
 */
function findOrNull(app, collection, id) {
  if (!id) return null;
  try {
    return app.findRecordById(collection, id);
  } catch {
    return null;
  }
}

/**
 * @param {core.Record} quiz
 * @returns {Question[]}
 */
function questionsOf(quiz) {
  try {
    const q = JSON.parse(quiz.getString("questions"));
    return Array.isArray(q) ? q : [];
  } catch {
    return [];
  }
}

/**
 * The index of the question's right option, or -1 when it has no answer key.
 * @param {Question} q
 */
function keyOf(q) {
  return Array.isArray(q.options) ? q.options.indexOf(String(q.answer)) : -1;
}

/**
 * @param {core.Record} rec
 * @param {string} dueDay
 */
function setDue(rec, dueDay) {
  rec.set("due", study().istDayStart(dueDay));
}

/**
 * Puts a question in the student's queue (first back tomorrow, IST), or back at the start when it
 * is there already. A bookmark does not restart a question that is already waiting.
 * @param {core.App} app
 * @param {string} student
 * @param {string} quiz
 * @param {number} question
 * @param {"wrong" | "bookmark"} source
 * @param {number} now
 */
function enqueue(app, student, quiz, question, source, now) {
  const s = study();
  const first = s.firstReview(s.istDay(now));
  let rec = null;
  try {
    rec = app.findFirstRecordByFilter(
      "revisionItems",
      "student = {:student} && quiz = {:quiz} && question = {:question}",
      { student, quiz, question },
    );
  } catch {
    rec = null;
  }
  if (rec && source === "bookmark" && !rec.getBool("done")) return;
  if (!rec) {
    rec = new Record(app.findCollectionByNameOrId("revisionItems"));
    rec.set("student", student);
    rec.set("quiz", quiz);
    rec.set("question", question);
    rec.set("source", source);
  } else if (source === "wrong") {
    rec.set("source", "wrong");
  }
  rec.set("step", first.step);
  rec.set("rightCount", first.rightCount);
  rec.set("done", false);
  setDue(rec, first.dueDay);
  app.save(rec);
}

/**
 * Records that the student studied on the IST day of `now` (one record a day; a second report the
 * same day changes nothing).
 * @param {core.App} app
 * @param {string} student
 * @param {"attempt" | "article"} via
 * @param {number} now
 */
function markStudyDay(app, student, via, now) {
  const day = study().istDay(now);
  try {
    app.findFirstRecordByFilter("studyDays", "student = {:student} && day = {:day}", { student, day });
    return;
  } catch {
    // not yet today
  }
  const rec = new Record(app.findCollectionByNameOrId("studyDays"));
  rec.set("student", student);
  rec.set("day", day);
  rec.set("via", via);
  try {
    app.save(rec);
  } catch (err) {
    // The unique (student, day) index: a report at the same moment already saved today.
    if (!/UNIQUE|unique/.test(String(err))) throw err;
  }
}

/**
 * The student's streak on the IST day of `now`.
 * @param {core.App} app
 * @param {string} student
 * @param {number} now
 */
function streakFor(app, student, now) {
  const s = study();
  const today = s.istDay(now);
  // A streak longer than a year is counted up to a year (400 rows at most).
  const recs = app.findRecordsByFilter(
    "studyDays",
    "student = {:student} && day >= {:from} && day <= {:today}",
    "-day",
    400,
    0,
    { student, from: s.addDays(today, -400), today },
  );
  const days = recs.map((r) => (r ? r.getString("day") : ""));
  return { ...s.streakOf(days, today), day: today };
}

/**
 * The signed-in student's id, or a 401.
 * @param {HookRequestEvent} e
 */
function studentOf(e) {
  if (!e.auth || e.auth.collection().name !== "students") {
    throw new UnauthorizedError("Sign in as a student.");
  }
  return e.auth.id;
}

/**
 * A JSON request body as an object of its fields.
 * @param {HookRequestEvent} e
 * @returns {Record<string, unknown>}
 */
function bodyOf(e) {
  const body = e.requestInfo().body;
  return body && typeof body === "object" ? /** @type {Record<string, unknown>} */ (body) : {};
}

/**
 * A signed-in student's attempt: its wrong answers (the stored `outcomes`) join the revision queue
 * and its day counts for the streak. Never throws: a failure is logged, the attempt stays saved.
 * @param {HookRecordEvent} e
 */
function queueAttempt(e) {
  const rec = e.record;
  const student = rec.getString("student");
  if (student) {
    try {
      const now = Date.now();
      /** @type {unknown} */
      let outcomes = [];
      try {
        outcomes = JSON.parse(rec.getString("outcomes"));
      } catch {
        outcomes = [];
      }
      const quiz = rec.getString("quiz");
      if (Array.isArray(outcomes)) {
        outcomes.forEach((o, i) => {
          if (o === "w") enqueue(e.app, student, quiz, i, "wrong", now);
        });
      }
      markStudyDay(e.app, student, "attempt", now);
    } catch (err) {
      e.app.logger().error("revision: an attempt's wrong answers were not queued", "error", String(err));
    }
  }
}

module.exports = {
  keyOf,

  /**
   * After an attempt is saved: a signed-in student's wrong answers join their revision queue and
   * the day counts for their streak. A failure here is logged, never the attempt's.
   * @param {HookRecordEvent} e
   */
  onAttempt(e) {
    queueAttempt(e);
    return e.next();
  },

  /**
   * After an update of an attempt: one made signed out that a student's merge at sign-in has just
   * made theirs (student was empty) counts as onAttempt does; any other update changes nothing.
   * @param {HookRecordEvent} e
   */
  onAttemptAdopted(e) {
    if (e.record.getString("student") && !e.record.original().getString("student")) queueAttempt(e);
    return e.next();
  },

  /**
   * Request hook of a bookmark: an article bookmark names a public article; a question bookmark a
   * public quiz and one of its questions.
   * @param {HookRecordRequestEvent} e
   */
  checkBookmark(e) {
    const rec = e.record;
    const kind = rec.getString("kind");
    if (kind === "article") {
      const article = findOrNull(e.app, "currentAffairs", rec.getString("article"));
      if (!article || !isPublic(article)) refuse("article", "This article is not available.");
      rec.set("quiz", "");
      rec.set("question", 0);
    } else if (kind === "question") {
      const quiz = findOrNull(e.app, "quizs", rec.getString("quiz"));
      if (!quiz || !isPublic(quiz)) refuse("quiz", "This quiz is not open.");
      const n = questionsOf(/** @type {core.Record} */ (quiz)).length;
      const i = rec.getInt("question");
      if (i < 0 || i >= n) refuse("question", "This quiz has no such question.");
      rec.set("article", "");
    }
    return e.next();
  },

  /**
   * A bookmarked question joins the revision queue.
   * @param {HookRecordEvent} e
   */
  afterBookmark(e) {
    const rec = e.record;
    if (rec.getString("kind") === "question") {
      enqueue(
        e.app,
        rec.getString("student"),
        rec.getString("quiz"),
        rec.getInt("question"),
        "bookmark",
        Date.now(),
      );
    }
    return e.next();
  },

  /**
   * Removing a question's bookmark takes it out of the queue, unless it is there for a wrong answer.
   * @param {HookRecordEvent} e
   */
  afterUnbookmark(e) {
    const rec = e.record;
    if (rec.getString("kind") === "question") {
      try {
        const item = e.app.findFirstRecordByFilter(
          "revisionItems",
          "student = {:student} && quiz = {:quiz} && question = {:question} && source = 'bookmark'",
          {
            student: rec.getString("student"),
            quiz: rec.getString("quiz"),
            question: rec.getInt("question"),
          },
        );
        e.app.delete(item);
      } catch {
        // not queued for the bookmark
      }
    }
    return e.next();
  },

  /**
   * GET /api/revision/due: the student's questions due now, oldest first, with their options but
   * never their keys; how many wait for later and when the next one is due.
   * @param {HookRequestEvent} e
   */
  due(e) {
    const student = studentOf(e);
    const nowText = new Date().toISOString().replace("T", " ");
    const recs = e.app.findRecordsByFilter(
      "revisionItems",
      "student = {:student} && done = false && due <= {:now}",
      "due,created",
      MAX_DUE,
      0,
      { student, now: nowText },
    );
    /** @type {Record<string, core.Record | null>} */
    const quizzes = {};
    const items = [];
    for (const r of recs) {
      if (!r) continue;
      const quizId = r.getString("quiz");
      if (!(quizId in quizzes)) {
        const q = findOrNull(e.app, "quizs", quizId);
        quizzes[quizId] = q && isPublic(q) ? q : null;
      }
      const quiz = quizzes[quizId];
      if (!quiz) continue;
      const i = r.getInt("question");
      const q = questionsOf(quiz)[i];
      if (!q || keyOf(q) < 0) continue;
      items.push({
        id: r.id,
        quiz: quizId,
        quizName: quiz.getString("name"),
        question: i,
        text: String(q.text || ""),
        options: Array.isArray(q.options) ? q.options.map(String) : [],
        rightCount: r.getInt("rightCount"),
        source: r.getString("source"),
      });
    }
    const later = e.app.findRecordsByFilter(
      "revisionItems",
      "student = {:student} && done = false && due > {:now}",
      "due",
      1,
      0,
      { student, now: nowText },
    );
    const waiting = e.app.countRecords(
      "revisionItems",
      $dbx.and($dbx.hashExp({ student, done: false }), $dbx.exp("due > {:now}", { now: nowText })),
    );
    return e.json(200, {
      items,
      later: waiting,
      nextDue: later[0] ? later[0].getString("due") : null,
    });
  },

  /**
   * POST /api/revision/{id}/answer body {answer}: right or wrong, the right option and the
   * explanation, and when the question comes back (or that it is done).
   * @param {HookRequestEvent} e
   */
  answer(e) {
    const student = studentOf(e);
    const s = study();
    const item = findOrNull(e.app, "revisionItems", e.request.pathValue("id"));
    if (!item || item.getString("student") !== student)
      throw new NotFoundError("Not in your revision queue.");
    if (item.getBool("done")) throw new BadRequestError("You have already finished this question.");
    const now = Date.now();
    if (item.getDateTime("due").after(new DateTime())) {
      throw new BadRequestError("This question is not due yet.");
    }
    const quiz = findOrNull(e.app, "quizs", item.getString("quiz"));
    const q = quiz && isPublic(quiz) ? questionsOf(quiz)[item.getInt("question")] : undefined;
    if (!q || keyOf(q) < 0) throw new NotFoundError("This question is no longer available.");
    const options = Array.isArray(q.options) ? q.options : [];
    const answer = bodyOf(e)["answer"];
    if (typeof answer !== "number" || answer % 1 !== 0 || answer < 0 || answer >= options.length) {
      refuse("answer", "Choose one of the options.");
    }
    const key = keyOf(q);
    const right = answer === key;
    const next = s.nextReview(
      { step: item.getInt("step"), rightCount: item.getInt("rightCount") },
      right,
      s.istDay(now),
    );
    item.set("step", next.step);
    item.set("rightCount", next.rightCount);
    item.set("done", next.done);
    if (next.dueDay) setDue(item, next.dueDay);
    item.set("lastAnswered", new Date(now).toISOString().replace("T", " "));
    e.app.save(item);
    return e.json(200, {
      right,
      key,
      explanation: String(q.explanation || ""),
      done: next.done,
      rightCount: next.rightCount,
      nextDue: next.done ? null : item.getString("due"),
    });
  },

  /**
   * GET /api/study/streak: the signed-in student's streak today (IST).
   * @param {HookRequestEvent} e
   */
  streak(e) {
    return e.json(200, streakFor(e.app, studentOf(e), Date.now()));
  },

  /**
   * POST /api/study/read body {article}: the student read a public article to the end today.
   * @param {HookRequestEvent} e
   */
  read(e) {
    const student = studentOf(e);
    const id = bodyOf(e)["article"];
    const article = findOrNull(e.app, "currentAffairs", typeof id === "string" ? id : "");
    if (!article || !isPublic(article)) refuse("article", "This article is not available.");
    const now = Date.now();
    markStudyDay(e.app, student, "article", now);
    return e.json(200, streakFor(e.app, student, now));
  },
};
