/* global toBytes -- a JSVM global not listed in eslint.config.js */
// Leaderboards of ranked quizzes (attempts.pb.js): GET /api/leaderboard/{quizId} (anyone; the
// student's own row with a student token), the staff CSV of the ranked takers, and staff hiding a
// student's name. Paged in SQL with bound parameters over the index idx_quizAttempts_board
// (quiz, ranked, score DESC, timeTaken, created, id), which is the board's order: score high to
// low, then the shorter time, then the earlier submission (then the id, so ties stay put).
//
// A name is shown only when the student chose to show it (showOnLeaderboard) and staff have not
// hidden it (nameHidden); otherwise "Student". Never an e-mail (only staff's CSV has those).

const { rowOf, rowsOf } = require(`${__hooks}/lib/db-rows.js`);

/** What the board shows for a student who did not opt in, or whose name staff hid. */
const ANONYMOUS_NAME = "Student";
/** The cut-off is the score at this share of takers from the top (IASbaba style: top 30 %). */
const CUTOFF_TOP_SHARE = 0.3;
/** The board's order, in SQL (alias `a` = quizAttempts). */
const ORDER = "a.score DESC, a.timeTaken ASC, a.created ASC, a.id ASC";

/**
 * The name the public board shows.
 * @param {string} displayName
 * @param {boolean} optedIn showOnLeaderboard
 * @param {boolean} hidden nameHidden (set by staff)
 */
function publicName(displayName, optedIn, hidden) {
  const name = displayName.trim();
  return optedIn && !hidden && name !== "" ? name : ANONYMOUS_NAME;
}

/**
 * The share of all the takers a student at `position` (1 = top) beat, as a whole number 0–100,
 * rounded down, as the page says it: "better than 72 % of 1,204 takers" (the top of 2 is better
 * than 50 % of 2 takers, not 100 %). Alone on the board: 0 (the page says "the only taker").
 * @param {number} position
 * @param {number} total
 */
function percentileOf(position, total) {
  if (total <= 1) return 0;
  return Math.floor(((total - position) * 100) / total);
}

/**
 * The position (1 = top) whose score is the cut-off: the top 30 % of takers (rounded up, at
 * least one) are at or above it; 0 when nobody took the quiz.
 * @param {number} total
 */
function cutoffPosition(total) {
  if (total <= 0) return 0;
  return Math.max(1, Math.ceil(total * CUTOFF_TOP_SHARE - 1e-9));
}

/** @param {number} n hundredths */
function fromHundredths(n) {
  return Math.round(n) / 100;
}

/**
 * The staff CSV's rows: one per ranked taker, in board order.
 * @param {{ position: number, name: string, email: string, score100: number, correct: number,
 *   wrong: number, skipped: number, timeTaken: number, created: string }[]} rows
 */
function takersCsvRows(rows) {
  return rows.map((r) => [
    r.position,
    r.name,
    r.email,
    fromHundredths(r.score100),
    r.correct,
    r.wrong,
    r.skipped,
    r.timeTaken,
    r.created,
  ]);
}

const TAKERS_CSV_HEADER = [
  "Position",
  "Name",
  "E-mail",
  "Score",
  "Correct",
  "Wrong",
  "Skipped",
  "Time (seconds)",
  "Submitted at (UTC)",
];

/**
 * The quiz whose board is asked for: 404 when there is none, or it is a draft and the reader is
 * not staff.
 * @param {HookRequestEvent} e
 * @param {boolean} staff
 */
function boardQuiz(e, staff) {
  const id = e.request.pathValue("quizId");
  let quiz = null;
  try {
    quiz = e.app.findRecordById("quizs", id);
  } catch {
    quiz = null;
  }
  if (quiz && !staff) {
    const at = quiz.getDateTime("publishAt");
    if (!quiz.getBool("active") || (!at.isZero() && at.after(new DateTime()))) quiz = null;
  }
  if (!quiz) throw new NotFoundError("No leaderboard for this quiz.", {});
  return quiz;
}

/**
 * Number of ranked takers and their average score (hundredths).
 * @param {dbx.Builder} db
 * @param {string} quizId
 */
function summary(db, quizId) {
  const row = rowOf({ n: 0, avg100: 0 });
  db.newQuery(
    "SELECT COUNT(*) AS n, CAST(ROUND(COALESCE(AVG(score), 0) * 100) AS INTEGER) AS avg100 " +
      "FROM quizAttempts WHERE quiz = {:quiz} AND ranked = TRUE",
  )
    .bind({ quiz: quizId })
    .one(row);
  return row;
}

module.exports = {
  ANONYMOUS_NAME,
  publicName,
  percentileOf,
  cutoffPosition,
  takersCsvRows,
  TAKERS_CSV_HEADER,

  /**
   * GET /api/leaderboard/{quizId}?page=&perPage=
   * @param {HookRequestEvent} e
   */
  board(e) {
    const { isStaff } = require(`${__hooks}/lib/quiz-keys.js`);
    const { paging, listPage } = require(`${__hooks}/lib/attempts.js`);
    const staff = isStaff(e.auth);
    const studentId = e.auth && e.auth.collection().name === "students" ? e.auth.id : "";
    const quiz = boardQuiz(e, staff);
    const q = e.request.url.query();
    const { page, perPage } = paging(q.get("page"), q.get("perPage"), 50);
    const db = e.app.db();
    const sum = summary(db, quiz.id);

    const rows = rowsOf({
      id: "",
      student: "",
      score100: 0,
      timeTaken: 0,
      displayName: "",
      optedIn: 0,
      hidden: 0,
    });
    // The page's ids first, from the index alone (the offset skips index entries, not joined
    // rows), then their students.
    db.newQuery(
      "SELECT a.id AS id, a.student AS student, CAST(ROUND(a.score * 100) AS INTEGER) AS score100, " +
        "a.timeTaken AS timeTaken, s.displayName AS displayName, " +
        "CASE WHEN s.showOnLeaderboard THEN 1 ELSE 0 END AS optedIn, " +
        "CASE WHEN s.nameHidden THEN 1 ELSE 0 END AS hidden " +
        "FROM (SELECT a.id AS id FROM quizAttempts a WHERE a.quiz = {:quiz} AND a.ranked = TRUE " +
        `ORDER BY ${ORDER} LIMIT {:limit} OFFSET {:offset}) p ` +
        `JOIN quizAttempts a ON a.id = p.id JOIN students s ON s.id = a.student ORDER BY ${ORDER}`,
    )
      .bind({ quiz: quiz.id, limit: perPage, offset: (page - 1) * perPage })
      .all(rows);
    const items = rows.map((r, i) => {
      /** @type {{ position: number, name: string, score: number, timeTaken: number, me: boolean,
       *   student?: string, displayName?: string, nameHidden?: boolean }} */
      const item = {
        position: (page - 1) * perPage + i + 1,
        name: publicName(r.displayName, r.optedIn === 1, r.hidden === 1),
        score: fromHundredths(r.score100),
        timeTaken: r.timeTaken,
        me: studentId !== "" && r.student === studentId,
      };
      // Staff also get who it is, to hide a name (POST /api/students/{id}/name-hidden).
      if (staff) {
        item.student = r.student;
        item.displayName = r.displayName;
        item.nameHidden = r.hidden === 1;
      }
      return item;
    });

    let cutoff = null;
    const k = cutoffPosition(sum.n);
    if (k > 0) {
      const c = rowOf({ score100: 0 });
      db.newQuery(
        "SELECT CAST(ROUND(a.score * 100) AS INTEGER) AS score100 FROM quizAttempts a " +
          `WHERE a.quiz = {:quiz} AND a.ranked = TRUE ORDER BY ${ORDER} LIMIT 1 OFFSET {:offset}`,
      )
        .bind({ quiz: quiz.id, offset: k - 1 })
        .one(c);
      cutoff = fromHundredths(c.score100);
    }

    let me = null;
    if (studentId) {
      const mine = rowsOf({ id: "", score100: 0, timeTaken: 0 });
      db.newQuery(
        "SELECT id, CAST(ROUND(score * 100) AS INTEGER) AS score100, timeTaken FROM quizAttempts " +
          "WHERE quiz = {:quiz} AND ranked = TRUE AND student = {:student} LIMIT 1",
      )
        .bind({ quiz: quiz.id, student: studentId })
        .all(mine);
      if (mine.length) {
        const ahead = rowOf({ n: 0 });
        db.newQuery(
          "SELECT COUNT(*) AS n FROM quizAttempts o, quizAttempts m WHERE m.id = {:me} AND o.quiz = m.quiz " +
            "AND o.ranked = TRUE AND (o.score > m.score OR (o.score = m.score AND (o.timeTaken < m.timeTaken " +
            "OR (o.timeTaken = m.timeTaken AND (o.created < m.created OR (o.created = m.created AND o.id < m.id))))))",
        )
          .bind({ me: mine[0].id })
          .one(ahead);
        const position = ahead.n + 1;
        me = {
          position,
          percentile: percentileOf(position, sum.n),
          score: fromHundredths(mine[0].score100),
          timeTaken: mine[0].timeTaken,
        };
      }
    }

    // Personal (me, staff fields) or not, a board changes with every attempt: never cached.
    e.response.header().set("Cache-Control", "no-store");
    return e.json(
      200,
      listPage(items, { page, perPage }, sum.n, {
        average: sum.n > 0 ? fromHundredths(sum.avg100) : null,
        cutoff,
        me,
      }),
    );
  },

  /**
   * GET /api/leaderboard/{quizId}/takers.csv (staff): every ranked taker in board order.
   * @param {HookRequestEvent} e
   */
  takersCsv(e) {
    const { csvDocument } = require(`${__hooks}/../shared/csv-core.cjs`);
    const quiz = boardQuiz(e, true);
    const rows = rowsOf({
      name: "",
      email: "",
      score100: 0,
      correct: 0,
      wrong: 0,
      skipped: 0,
      timeTaken: 0,
      created: "",
    });
    e.app
      .db()
      .newQuery(
        "SELECT s.name AS name, s.email AS email, CAST(ROUND(a.score * 100) AS INTEGER) AS score100, " +
          "a.correct AS correct, a.wrong AS wrong, a.skipped AS skipped, a.timeTaken AS timeTaken, " +
          "a.created AS created FROM quizAttempts a JOIN students s ON s.id = a.student " +
          `WHERE a.quiz = {:quiz} AND a.ranked = TRUE ORDER BY ${ORDER}`,
      )
      .bind({ quiz: quiz.id })
      .all(rows);
    const numbered = rows.map((r, i) => ({ ...r, position: i + 1 }));
    const h = e.response.header();
    h.set("Content-Disposition", `attachment; filename="quiz-${quiz.id}-takers.csv"`);
    h.set("Cache-Control", "no-store");
    return e.blob(
      200,
      "text/csv; charset=utf-8",
      toBytes(csvDocument(TAKERS_CSV_HEADER, takersCsvRows(numbered))),
    );
  },

  /**
   * POST /api/students/{id}/name-hidden {hidden} (staff): hides or shows a student's name on
   * every board.
   * @param {HookRequestEvent} e
   */
  setNameHidden(e) {
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body);
    const hidden = body["hidden"];
    if (typeof hidden !== "boolean") {
      throw new BadRequestError("Send hidden: true or false.", {});
    }
    let student;
    try {
      student = e.app.findRecordById("students", e.request.pathValue("id"));
    } catch {
      throw new NotFoundError("No student with this id.", {});
    }
    student.set("nameHidden", hidden);
    e.app.save(student);
    return e.json(200, { id: student.id, nameHidden: hidden });
  },
};
