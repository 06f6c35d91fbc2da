/* global ValidationError, UnauthorizedError -- JSVM globals not listed in eslint.config.js */
// Hook bodies of the attempts API (attempts.pb.js; contract in docs/architecture.md "Attempts"):
// starting a quiz on the server clock, submitting a scored attempt with its review, merging the
// attempts a device made before sign-in, and reading one's own attempts. Scoring is the one path
// of lib/quiz-attempts.js (gradeAnswers + markedScore), so every attempt is marked alike.
//
// Ranking: a signed-in student's first submitted attempt on a ranked quiz counts on the
// leaderboard when it carries a start token the server issued for that quiz (to this student or
// signed out on the device) and reaches the server within the time limit + GRACE_SECONDS of that
// start. Everything else is kept as practice, with a plain note saying why (rankDecision). Its
// time on the leaderboard is the server's (start to submission), not the device's.

const { rowOf } = require(`${__hooks}/lib/db-rows.js`);

/** Plain sentences for an attempt that is not ranked though the student might expect it. */
const RANK_NOTES = Object.freeze({
  signedOut: "Sign in to have your first attempt on this quiz ranked.",
  notFirst: "Only your first attempt is ranked; this one is practice.",
  noStart: "This attempt was not started on the server (offline?), so it is kept as practice.",
  otherStart:
    "This start was issued for another quiz or another student, so this attempt is kept as practice.",
  usedStart: "This start was already used by another attempt, so this one is kept as practice.",
  late: "Submitted after the time limit: kept as practice.",
});

/** A clientId: what the device calls the attempt (a UUID or similar). */
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A start token as issued by start(). */
const START_TOKEN = /^[A-Za-z0-9]{32}$/;
/** Most attempts one merge may carry. */
const MERGE_MAX = 50;
/** Most rows one page of a list may have. */
const PER_PAGE_MAX = 100;

/**
 * @typedef {{ quiz: string, student: string, used: boolean, deadlineMs: number | null, startedMs: number }} StartInfo
 * @typedef {keyof typeof RANK_NOTES} RankReason
 * @typedef {{ ranked: boolean, reason: RankReason | null, note: string | null }} RankDecision
 */

/**
 * Whether an attempt is ranked, and the note when it is not but the student might expect it.
 * Pure: the caller looks up the facts (in the transaction that stores the attempt).
 * @param {{ quizRanked: boolean, quizId: string, studentId: string, earlierAttempts: number,
 *   start: StartInfo | null, submittedMs: number, graceSeconds: number }} c
 * @returns {RankDecision}
 */
function rankDecision(c) {
  if (!c.quizRanked) return { ranked: false, reason: null, note: null };
  if (!c.studentId) return practice("signedOut");
  if (c.earlierAttempts > 0) return practice("notFirst");
  if (!c.start) return practice("noStart");
  if (c.start.quiz !== c.quizId || (c.start.student !== "" && c.start.student !== c.studentId)) {
    return practice("otherStart");
  }
  if (c.start.used) return practice("usedStart");
  if (c.start.deadlineMs !== null && c.submittedMs > c.start.deadlineMs + c.graceSeconds * 1000) {
    return practice("late");
  }
  return { ranked: true, reason: null, note: null };
}

/**
 * A practice decision with its reason (a code the app can translate) and its English note.
 * @param {RankReason} reason
 * @returns {RankDecision}
 */
function practice(reason) {
  return { ranked: false, reason, note: RANK_NOTES[reason] };
}

/**
 * The time a ranked attempt took by the server's clock: whole seconds from its start to its
 * submission, never more than the time limit (a submission in the grace period counts as the
 * limit) nor a day.
 * @param {number} startedMs
 * @param {number} submittedMs
 * @param {number} limitMinutes 0 = no limit
 */
function serverTimeTaken(startedMs, submittedMs, limitMinutes) {
  const cap = limitMinutes > 0 ? limitMinutes * 60 : 86400;
  return Math.max(0, Math.min(cap, Math.round((submittedMs - startedMs) / 1000)));
}

/**
 * A page of a list as PocketBase's list API shapes it: { items, page, perPage, totalItems,
 * totalPages }, with `extra` properties after them.
 * @template T
 * @template {Record<string, unknown>} X
 * @param {T[]} items
 * @param {{ page: number, perPage: number }} paged from paging()
 * @param {number} total
 * @param {X} extra
 */
function listPage(items, paged, total, extra) {
  return {
    items,
    page: paged.page,
    perPage: paged.perPage,
    totalItems: total,
    totalPages: Math.ceil(total / paged.perPage),
    ...extra,
  };
}

/**
 * `page` and `perPage` from a query (PocketBase's defaults and bounds: page ≥ 1, perPage 1–100).
 * @param {string} page
 * @param {string} perPage
 * @param {number} dflt
 */
function paging(page, perPage, dflt) {
  const p = Math.floor(Number(page));
  const n = Math.floor(Number(perPage));
  return {
    page: p >= 1 && p < 1e6 ? p : 1,
    perPage: n >= 1 ? Math.min(n, PER_PAGE_MAX) : dflt,
  };
}

/**
 * Why one submitted attempt's shape is wrong (field and message), or null. The answers and the
 * time are checked against the quiz later.
 * @param {Record<string, unknown>} body
 * @param {boolean} needClientId
 * @returns {{ field: string, message: string } | null}
 */
function inputProblem(body, needClientId) {
  if (typeof body["quiz"] !== "string" || body["quiz"] === "") {
    return { field: "quiz", message: "Say which quiz this attempt is for." };
  }
  const cid = body["clientId"];
  if (cid !== undefined && cid !== null && cid !== "" && (typeof cid !== "string" || !CLIENT_ID.test(cid))) {
    return { field: "clientId", message: "The clientId must be 1–64 letters, digits, - or _." };
  }
  if (needClientId && (typeof cid !== "string" || cid === "")) {
    return { field: "clientId", message: "Send the attempt's clientId (1–64 letters, digits, - or _)." };
  }
  const tok = body["startToken"];
  if (
    tok !== undefined &&
    tok !== null &&
    tok !== "" &&
    (typeof tok !== "string" || !START_TOKEN.test(tok))
  ) {
    return { field: "startToken", message: "This start token is not one the server issued." };
  }
  if (!Array.isArray(body["answers"])) return { field: "answers", message: "Send the answers as a list." };
  if (typeof body["timeTaken"] !== "number") {
    return { field: "timeTaken", message: "Send the time taken in whole seconds." };
  }
  return null;
}

/**
 * @param {string} field
 * @param {string} message
 */
function badRequest(field, message) {
  return new BadRequestError(message, { [field]: new ValidationError("invalid_" + field, message) });
}

/**
 * @param {string} raw
 * @returns {unknown}
 */
function parseJson(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * A stored DateTime as milliseconds, or null when empty.
 * @param {types.DateTime} dt
 */
function msOf(dt) {
  return dt.isZero() ? null : dt.time().unixMilli();
}

/**
 * A quizAttempts record as JSON (the fields the API promises, in a fixed shape).
 * @param {core.Record} rec
 */
function attemptJson(rec) {
  return {
    id: rec.id,
    collectionId: rec.collection().id,
    collectionName: "quizAttempts",
    quiz: rec.getString("quiz"),
    student: rec.getString("student"),
    clientId: rec.getString("clientId"),
    answers: parseJson(rec.getString("answers")),
    outcomes: parseJson(rec.getString("outcomes")),
    correct: rec.getInt("correct"),
    wrong: rec.getInt("wrong"),
    skipped: rec.getInt("skipped"),
    score: rec.getFloat("score"),
    timeTaken: rec.getInt("timeTaken"),
    ranked: rec.getBool("ranked"),
    created: rec.getString("created"),
    updated: rec.getString("updated"),
  };
}

/**
 * The signed-in student of a request, or "" (staff and guests are not students).
 * @param {HookRequestEvent} e
 */
function studentOf(e) {
  return e.auth && e.auth.collection().name === "students" ? e.auth.id : "";
}

/**
 * A request that sent a token PocketBase did not accept (expired, or the student was deleted):
 * PocketBase then treats it as a guest. Refused here, so an attempt the student meant to keep is
 * never stored anonymously by mistake; the device keeps it and can send it again.
 * @param {HookRequestEvent} e
 */
function refuseStaleToken(e) {
  if (!e.auth && e.request.header.get("Authorization") !== "") {
    throw new UnauthorizedError(
      "Your sign-in has ended (or the account was deleted). Your attempt is kept on this device: sign in again to send it.",
      {},
    );
  }
}

/**
 * Whether the quiz is open to the public now (as lib/quiz-attempts.js checks).
 * @param {core.Record} quiz
 */
function isPublic(quiz) {
  if (!quiz.getBool("active")) return false;
  const at = quiz.getDateTime("publishAt");
  return at.isZero() || !at.after(new DateTime());
}

/**
 * The open quiz with this id, or null.
 * @param {core.App} app
 * @param {string} id
 */
function openQuiz(app, id) {
  try {
    const quiz = app.findRecordById("quizs", id);
    return isPublic(quiz) ? quiz : null;
  } catch {
    return null;
  }
}

/**
 * @param {core.App} app
 * @param {string} collection
 * @param {string} filter
 * @param {Record<string, unknown>} params
 * @returns {core.Record | null}
 */
function findFirst(app, collection, filter, params) {
  try {
    return app.findFirstRecordByFilter(collection, filter, params);
  } catch {
    return null;
  }
}

/**
 * @param {core.Record} a
 * @param {unknown} answers
 */
function sameAnswers(a, answers) {
  return JSON.stringify(parseJson(a.getString("answers"))) === JSON.stringify(answers);
}

/**
 * @typedef {{ attempt: core.Record, quiz: core.Record, ranked: boolean, rankNote: string | null,
 *   rankReason: RankReason | null }} Submitted
 * @typedef {{ status: number, field: string, message: string }} Refusal
 */

/**
 * Stores one attempt (or finds the one already stored under its clientId): the core of
 * POST /api/attempts and of each merged attempt. Returns the stored attempt, or a refusal.
 * `claim`: an anonymous attempt with this clientId, quiz and answers (posted from the device
 * before sign-in) becomes the student's instead of a second copy.
 * @param {core.App} app
 * @param {{ studentId: string, body: Record<string, unknown>, claim: boolean }} input
 * @returns {Submitted | Refusal}
 */
function submitOne(app, input) {
  const { markedScore } = require(`${__hooks}/../shared/rules-core.cjs`);
  const qa = require(`${__hooks}/lib/quiz-attempts.js`);
  const { studentId, body } = input;
  const shape = inputProblem(body, studentId !== "");
  if (shape) return { status: 400, ...shape };
  const clientId = typeof body["clientId"] === "string" ? body["clientId"] : "";
  const token = typeof body["startToken"] === "string" ? body["startToken"] : "";
  const quizId = /** @type {string} */ (body["quiz"]);

  const quiz = openQuiz(app, quizId);
  if (!quiz) return { status: 400, field: "quiz", message: "This quiz is not open." };
  const questions = /** @type {import("./quiz-attempts.js").Question[]} */ (
    parseJson(quiz.getString("questions")) || []
  );
  const graded = qa.gradeAnswers(questions, body["answers"]);
  if (graded.problem) return { status: 400, field: "answers", message: graded.problem };
  const claimed = Number(body["timeTaken"]);
  const timeProblem = qa.timeTakenProblem(claimed, quiz.getInt("timeLimit"));
  if (timeProblem) return { status: 400, field: "timeTaken", message: timeProblem };

  /** @type {Submitted | Refusal | null} */
  let result = null;
  app.runInTransaction((tx) => {
    // The same clientId again: the stored attempt, never a second one.
    if (clientId) {
      const same = studentId
        ? findFirst(tx, "quizAttempts", "student = {:s} && clientId = {:c}", { s: studentId, c: clientId })
        : findFirst(tx, "quizAttempts", "student = '' && clientId = {:c} && quiz = {:q}", {
            c: clientId,
            q: quizId,
          });
      if (same && same.getString("quiz") !== quizId) {
        result = {
          status: 409,
          field: "clientId",
          message: "This clientId belongs to an attempt at another quiz.",
        };
        return;
      }
      if (same && (studentId || sameAnswers(same, body["answers"]))) {
        result = { attempt: same, quiz, ranked: same.getBool("ranked"), rankNote: null, rankReason: null };
        return;
      }
    }
    if (studentId) {
      try {
        tx.findRecordById("students", studentId);
      } catch {
        result = {
          status: 401,
          field: "student",
          message: "Your account was deleted while this attempt was being sent; nothing was stored.",
        };
        return;
      }
    }
    // An attempt posted from this device before sign-in: it becomes the student's (submitted
    // when it was first posted), not a second copy.
    const earlier =
      input.claim && studentId && clientId
        ? findFirst(tx, "quizAttempts", "student = '' && clientId = {:c} && quiz = {:q}", {
            c: clientId,
            q: quizId,
          })
        : null;
    const rec =
      earlier && sameAnswers(earlier, body["answers"])
        ? earlier
        : new Record(tx.findCollectionByNameOrId("quizAttempts"));
    const submittedMs = rec.isNew() ? Date.now() : msOf(rec.getDateTime("created")) || Date.now();

    const startRec = token ? findFirst(tx, "quizStarts", "token = {:t}", { t: token }) : null;
    /** @type {StartInfo | null} */
    const start = startRec
      ? {
          quiz: startRec.getString("quiz"),
          student: startRec.getString("student"),
          used:
            startRec.getString("attempt") !== "" && (rec.isNew() || startRec.getString("attempt") !== rec.id),
          deadlineMs: msOf(startRec.getDateTime("deadline")),
          startedMs: msOf(startRec.getDateTime("created")) || submittedMs,
        }
      : null;
    let earlierAttempts = 0;
    if (studentId) {
      const count = rowOf({ n: 0 });
      tx.db()
        .newQuery(
          "SELECT COUNT(*) AS n FROM quizAttempts WHERE student = {:s} AND quiz = {:q} AND id != {:id}",
        )
        .bind({ s: studentId, q: quizId, id: rec.isNew() ? "" : rec.id })
        .one(count);
      earlierAttempts = count.n;
    }
    const decision = rankDecision({
      quizRanked: quiz.getBool("ranked"),
      quizId,
      studentId,
      earlierAttempts,
      start,
      submittedMs,
      graceSeconds: qa.GRACE_SECONDS,
    });

    const marking = /** @type {import("../../shared/rules-core.cjs").NegativeMarking | ""} */ (
      quiz.getString("negativeMarking")
    );
    rec.set("quiz", quizId);
    rec.set("student", studentId);
    rec.set("clientId", clientId);
    rec.set("answers", body["answers"]);
    rec.set("outcomes", graded.outcomes);
    rec.set("correct", graded.correct);
    rec.set("wrong", graded.wrong);
    rec.set("skipped", graded.skipped);
    rec.set("score", markedScore(graded.correct, graded.wrong, marking));
    rec.set(
      "timeTaken",
      decision.ranked && start
        ? serverTimeTaken(start.startedMs, submittedMs, quiz.getInt("timeLimit"))
        : rec.isNew()
          ? claimed
          : rec.getInt("timeTaken"),
    );
    rec.set("ranked", decision.ranked);
    tx.save(rec);
    // One start, one attempt: a start for this quiz and student (or signed out) is used up.
    if (
      startRec &&
      start &&
      !start.used &&
      start.quiz === quizId &&
      (start.student === "" || start.student === studentId)
    ) {
      startRec.set("attempt", rec.id);
      tx.save(startRec);
    }
    result = {
      attempt: rec,
      quiz,
      ranked: decision.ranked,
      rankNote: decision.note,
      rankReason: decision.reason,
    };
  });
  return /** @type {Submitted | Refusal} */ (/** @type {unknown} */ (result));
}

/**
 * @param {Submitted | Refusal} r
 * @returns {r is Refusal}
 */
function refused(r) {
  return "status" in r;
}

/**
 * Throws a refusal as the API error of its status.
 * @param {Refusal} r
 * @returns {never}
 */
function throwRefusal(r) {
  const data = { [r.field]: new ValidationError("invalid_" + r.field, r.message) };
  if (r.status === 401) throw new UnauthorizedError(r.message, data);
  if (r.status === 404) throw new NotFoundError(r.message, data);
  throw new ApiError(r.status, r.message, data);
}

/**
 * A save that failed because the student's row went away under it (deleted mid-submit), or
 * because the same clientId was stored at the same moment by another request.
 * @param {unknown} err
 */
function saveFailure(err) {
  const text = String(err);
  if (/student/.test(text) && /(not found|missing|invalid|relation)/i.test(text)) return "gone";
  if (/UNIQUE|not_unique/i.test(text)) return "duplicate";
  return "";
}

/**
 * submitOne, retried once when a parallel request stored the same clientId first (then the
 * stored one is returned), and with a plain refusal when the student was deleted mid-submit.
 * @param {core.App} app
 * @param {{ studentId: string, body: Record<string, unknown>, claim: boolean }} input
 * @returns {Submitted | Refusal}
 */
function submitSafely(app, input) {
  for (let round = 0; ; round++) {
    try {
      return submitOne(app, input);
    } catch (err) {
      const why = saveFailure(err);
      if (why === "gone") {
        return {
          status: 401,
          field: "student",
          message: "Your account was deleted while this attempt was being sent; nothing was stored.",
        };
      }
      if (why !== "duplicate" || round > 0) throw err;
    }
  }
}

module.exports = {
  RANK_NOTES,
  MERGE_MAX,
  rankDecision,
  serverTimeTaken,
  paging,
  listPage,
  inputProblem,
  attemptJson,

  /**
   * POST /api/quiz-start {quiz, clientId}: remembers when this attempt started.
   * @param {HookRequestEvent} e
   */
  start(e) {
    refuseStaleToken(e);
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body);
    const quizId = typeof body["quiz"] === "string" ? body["quiz"] : "";
    const clientId = body["clientId"];
    if (clientId !== undefined && clientId !== null && clientId !== "") {
      if (typeof clientId !== "string" || !CLIENT_ID.test(clientId)) {
        throw badRequest("clientId", "The clientId must be 1–64 letters, digits, - or _.");
      }
    }
    const quiz = quizId ? openQuiz(e.app, quizId) : null;
    if (!quiz) throw badRequest("quiz", "This quiz is not open.");
    const rec = new Record(e.app.findCollectionByNameOrId("quizStarts"));
    const token = $security.randomString(32);
    const now = Date.now();
    const limit = quiz.getInt("timeLimit");
    const deadline = limit > 0 ? new Date(now + limit * 60000).toISOString() : null;
    rec.set("token", token);
    rec.set("quiz", quiz.id);
    rec.set("student", studentOf(e));
    rec.set("clientId", typeof clientId === "string" ? clientId : "");
    rec.set("deadline", deadline || "");
    e.app.save(rec);
    return e.json(200, {
      startToken: token,
      startedAt: new Date(now).toISOString(),
      deadline,
    });
  },

  /**
   * POST /api/attempts {quiz, answers, timeTaken, clientId, startToken?}.
   * @param {HookRequestEvent} e
   */
  submit(e) {
    refuseStaleToken(e);
    const { reviewOf } = require(`${__hooks}/lib/quiz-keys.js`);
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body);
    const r = submitSafely(e.app, { studentId: studentOf(e), body, claim: false });
    if (refused(r)) throwRefusal(r);
    return e.json(200, {
      attempt: attemptJson(r.attempt),
      review: reviewOf(parseJson(r.quiz.getString("questions")) || []),
      ranked: r.ranked,
      rankNote: r.rankNote,
      rankReason: r.rankReason,
    });
  },

  /**
   * POST /api/attempts/merge {attempts: [...]}: the device's attempts join the student's account,
   * in the order sent (oldest first). Each answers on its own: one bad attempt does not stop
   * the others, and a second merge of the same attempts returns the same records.
   * @param {HookRequestEvent} e
   */
  merge(e) {
    const studentId = studentOf(e);
    if (!studentId) throw new UnauthorizedError("Sign in to keep these attempts in your account.", {});
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body);
    const list = body["attempts"];
    if (!Array.isArray(list)) throw badRequest("attempts", "Send the attempts as a list.");
    if (list.length > MERGE_MAX) {
      throw badRequest("attempts", `Send at most ${MERGE_MAX} attempts at a time (this has ${list.length}).`);
    }
    const out = [];
    for (const item of list) {
      const one = item !== null && typeof item === "object" && !Array.isArray(item) ? item : {};
      const clientId = typeof one["clientId"] === "string" ? one["clientId"] : "";
      const r = submitSafely(e.app, { studentId, body: one, claim: true });
      if (refused(r)) {
        if (r.status === 401) throwRefusal(r);
        out.push({
          clientId,
          attempt: null,
          ranked: false,
          rankNote: null,
          rankReason: null,
          error: r.message,
        });
      } else {
        out.push({
          clientId,
          attempt: attemptJson(r.attempt),
          ranked: r.ranked,
          rankNote: r.rankNote,
          rankReason: r.rankReason,
        });
      }
    }
    return e.json(200, { attempts: out });
  },

  /**
   * GET /api/attempts/mine?page=&perPage=: the student's attempts, newest first, with quiz names.
   * @param {HookRequestEvent} e
   */
  mine(e) {
    const studentId = studentOf(e);
    if (!studentId) throw new UnauthorizedError("Sign in to see your attempts.", {});
    const { page, perPage } = paging(
      e.request.url.query().get("page"),
      e.request.url.query().get("perPage"),
      30,
    );
    const total = rowOf({ n: 0 });
    e.app
      .db()
      .newQuery("SELECT COUNT(*) AS n FROM quizAttempts WHERE student = {:s}")
      .bind({ s: studentId })
      .one(total);
    const recs = e.app.findRecordsByFilter(
      "quizAttempts",
      "student = {:s}",
      "-created,-id",
      perPage,
      (page - 1) * perPage,
      {
        s: studentId,
      },
    );
    /** @type {Record<string, string>} */
    const names = {};
    const items = recs.flatMap((rec) => {
      if (!rec) return [];
      const quizId = rec.getString("quiz");
      if (names[quizId] === undefined) {
        try {
          names[quizId] = e.app.findRecordById("quizs", quizId).getString("name");
        } catch {
          names[quizId] = "";
        }
      }
      return [{ ...attemptJson(rec), quizName: names[quizId] }];
    });
    // Personal: never kept by a cache in front of the site.
    e.response.header().set("Cache-Control", "private, no-store");
    return e.json(200, listPage(items, { page, perPage }, total.n, {}));
  },

  /**
   * GET /api/attempts/{id}: the attempt with its quiz (keys and explanations) and review, for
   * the student who made it or staff; 404 for anyone else.
   * @param {HookRequestEvent} e
   */
  view(e) {
    const { isStaff, reviewOf } = require(`${__hooks}/lib/quiz-keys.js`);
    const id = e.request.pathValue("id");
    const studentId = studentOf(e);
    let rec = null;
    try {
      rec = e.app.findRecordById("quizAttempts", id);
    } catch {
      rec = null;
    }
    const mayRead = rec && (isStaff(e.auth) || (studentId !== "" && rec.getString("student") === studentId));
    if (!rec || !mayRead) throw new NotFoundError("No attempt with this id.", {});
    let quiz;
    try {
      quiz = e.app.findRecordById("quizs", rec.getString("quiz"));
    } catch {
      throw new NotFoundError("No attempt with this id.", {});
    }
    const questions = parseJson(quiz.getString("questions")) || [];
    e.response.header().set("Cache-Control", "private, no-store");
    return e.json(200, {
      attempt: attemptJson(rec),
      quiz: { id: quiz.id, name: quiz.getString("name"), questions },
      review: reviewOf(questions),
    });
  },

  /**
   * Daily cron: starts older than a week are no longer needed (an attempt sent later is practice).
   */
  cleanStarts() {
    const before = new Date(Date.now() - 7 * 86400000).toISOString().replace("T", " ");
    $app.db().newQuery("DELETE FROM quizStarts WHERE created < {:before}").bind({ before }).execute();
  },
};
