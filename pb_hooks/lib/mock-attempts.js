/* global ValidationError, UnauthorizedError, toBytes -- JSVM globals not listed in eslint.config.js */
// Hook bodies of the mock-attempt API (mock-attempts.pb.js; contract in
// /work/briefs/mock-contract.md, summarised in docs/architecture.md): start a sectioned mock test
// (draw its questions, open section 0), view it (resume), answer, move between sections, finish
// (scored once). The arithmetic is shared/mock-core.cjs.
//
// Time is the server's. A section opens with deadline = opened + its time limit, capped by the
// attempt's overall deadline (start + the test's time limit). Nothing runs on a timer: every call
// first applies the clock (applyClock): a section past its deadline has ended by itself (at its
// deadline); in locked order the next one opened at that moment, in free order the next section
// that has not ended is opened. Once every section has ended (or the overall deadline passed) and
// the grace of GRACE_SECONDS is over, the attempt is finished and scored as it stood.
//
// Who may call: the signed-in student who owns the attempt, or, for a device (signed-out) attempt,
// anyone sending its token in X-Attempt-Token (the device keeps the token from the start
// response); staff may read (GET) any attempt. Anyone else gets 404, as if it did not exist.

const { rowOf, jsonOf: parseJson } = require(`${__hooks}/lib/db-rows.js`);

/** Seconds an answer may arrive after its section's (or the test's) deadline: a slow phone. */
const GRACE_SECONDS = 10;
/** Most seconds one answer call may add to a question's time (a phone left on a page). */
const SECONDS_MAX = 3600;
/** Seconds a question's summed time may exceed the time its section has been open (a slow phone's
 * clock, answers queued while offline). */
const TIME_SLACK_SECONDS = 60;
/** The header a signed-out device sends its attempt's token in. */
const TOKEN_HEADER = "X-Attempt-Token";
/** Device attempts left unfinished this long are removed (the daily cron). */
const STALE_DAYS = 7;

/** Store keys of the kept candidate lists of random draws (candidateIds) and the bank's generation. */
const DRAW_CACHE_PREFIX = "mockDraw:";
const BANK_GEN = "mockDraw.gen";
/** Longest a kept candidate list is used (a change to the bank made behind the hooks' back). */
const DRAW_CACHE_MS = 5 * 60 * 1000;

/** The plain-English refusals the player shows (contract). */
const MESSAGES = Object.freeze({
  timeOver: "The time for this section is over.",
  closed: "This section is closed.",
  notOpen: "This section is not open yet.",
  inOrder: "Sections are taken in order: finish this section first.",
  testOver: "The time for this test is over.",
  finished: "This attempt is finished.",
  notInAttempt: "This question is not in this attempt.",
  badOption: "Choose one of the question's options (or none).",
  badSection: "Choose a section of this test.",
  noAttempt: "No attempt with this id.",
  notOpenTest: "This test is not open.",
  noQuestions: "This test has no questions yet.",
  staleSignIn:
    "Your sign-in has ended (or the account was deleted). Sign in again to carry on with your attempt.",
});

/**
 * One section as an attempt runs it (mockAttempts.sections; MockAttemptSection in
 * src/types/pocketbase.ts): ISO dates, "" until set.
 * `rules`: the section's rules (title, time, marks, marking, qualifying) as they were when the
 * attempt started, so staff editing a live test never changes the marking of an attempt under way.
 * @typedef {{ id: string, questions: string[], startedAt: string, deadline: string, endedAt: string,
 *   rules?: TestSection }} AttemptSection
 */

/**
 * A test's section as stored in mockTests.sections (MockSection).
 * @typedef {{ id: string, title?: string, titlePa?: string, timeLimit?: number, qualifying?: number,
 *   marks?: number, negativeMarking?: string,
 *   pick?: { mode?: string, questions?: unknown, topics?: unknown, difficulty?: string, count?: number,
 *     perAttempt?: boolean, drawn?: unknown } }} TestSection
 */

/**
 * The state the clock and the moves work on.
 * @typedef {{ sections: AttemptSection[], current: number, deadlineMs: number | null,
 *   lockedOrder: boolean, limits: number[], finished: boolean }} ClockState
 */

/** @param {number} ms */
function iso(ms) {
  return new Date(ms).toISOString();
}

/**
 * An ISO date as milliseconds, or null when empty or unreadable.
 * @param {string | undefined} s
 */
function msOf(s) {
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
}

/**
 * A stored DateTime field as milliseconds, or null when empty.
 * @param {core.Record} rec
 * @param {string} field
 */
function dateMs(rec, field) {
  const dt = rec.getDateTime(field);
  return dt.isZero() ? null : dt.time().unixMilli();
}

/**
 * A section's deadline when opened at `atMs`: its own limit (minutes, 0 = none), capped by the
 * overall deadline; null when neither.
 * @param {number} atMs
 * @param {number} limitMinutes
 * @param {number | null} overallMs
 */
function sectionDeadline(atMs, limitMinutes, overallMs) {
  const own = limitMinutes > 0 ? atMs + limitMinutes * 60000 : null;
  if (own === null) return overallMs;
  return overallMs === null ? own : Math.min(own, overallMs);
}

/**
 * Opens section `i` at `atMs` (if it is not open yet).
 * @param {ClockState} st
 * @param {number} i
 * @param {number} atMs
 */
function openSection(st, i, atMs) {
  const s = st.sections[i];
  if (!s || s.startedAt) return;
  s.startedAt = iso(atMs);
  const d = sectionDeadline(atMs, st.limits[i] || 0, st.deadlineMs);
  s.deadline = d === null ? "" : iso(d);
}

/**
 * Whether section `s` ended by its time (not by the student moving on or finishing early).
 * @param {AttemptSection} s
 */
function endedByTime(s) {
  return s.endedAt !== "" && s.deadline !== "" && msOf(s.endedAt) === msOf(s.deadline);
}

/**
 * Applies the server's clock at `nowMs` (see the top of this file). Returns whether anything
 * changed and, once every section has ended, when the last one ended (`endMs`, else null).
 * @param {ClockState} st
 * @param {number} nowMs
 */
function applyClock(st, nowMs) {
  let changed = false;
  const n = st.sections.length;
  if (st.finished) return { changed, endMs: null };
  // After the overall deadline the sections run their course up to it, then all end.
  const over = st.deadlineMs !== null && nowMs > st.deadlineMs;
  const clockMs = over && st.deadlineMs !== null ? st.deadlineMs : nowMs;
  for (let guard = 0; guard <= n * 2 + 1; guard++) {
    let step = false;
    for (const s of st.sections) {
      const d = msOf(s.deadline);
      if (s.startedAt && !s.endedAt && d !== null && clockMs > d) {
        s.endedAt = s.deadline;
        step = true;
      }
    }
    const cur = st.sections[st.current];
    if (cur && cur.endedAt) {
      const at = msOf(cur.endedAt) || clockMs;
      let next = -1;
      if (st.lockedOrder) next = st.current + 1 < n ? st.current + 1 : -1;
      else {
        for (let k = 1; k < n && next < 0; k++) {
          const j = (st.current + k) % n;
          if (!st.sections[j].endedAt) next = j;
        }
      }
      st.current = next < 0 ? n : next;
      if (next >= 0) openSection(st, next, at);
      step = true;
    }
    if (!step) break;
    changed = true;
  }
  if (over && st.deadlineMs !== null) {
    // Every open section ended at its deadline (the overall one caps them).
    for (const s of st.sections) {
      if (s.startedAt && !s.endedAt) {
        s.endedAt = s.deadline || iso(st.deadlineMs);
        changed = true;
      }
    }
    if (st.current !== n) {
      st.current = n;
      changed = true;
    }
    return { changed, endMs: st.deadlineMs };
  }
  let endMs = null;
  if (st.current >= n) {
    for (const s of st.sections) {
      const e = msOf(s.endedAt);
      if (e !== null && (endMs === null || e > endMs)) endMs = e;
    }
    if (endMs === null) endMs = nowMs;
  }
  return { changed, endMs };
}

/**
 * Why an answer to section `i` is refused at `nowMs` ("" when it is taken). The clock has been
 * applied. An answer to a section that ended by its time is still taken for GRACE_SECONDS.
 * @param {ClockState} st
 * @param {number} i
 * @param {number} nowMs
 */
function answerProblem(st, i, nowMs) {
  const grace = GRACE_SECONDS * 1000;
  if (st.deadlineMs !== null && nowMs > st.deadlineMs + grace) return MESSAGES.testOver;
  if (st.finished) return MESSAGES.finished;
  const s = st.sections[i];
  if (!s) return MESSAGES.notInAttempt;
  if (!s.startedAt) return st.lockedOrder && i < st.current ? MESSAGES.closed : MESSAGES.notOpen;
  const d = msOf(s.deadline);
  if (s.endedAt) {
    if (endedByTime(s) && d !== null && nowMs <= d + grace) return "";
    return endedByTime(s) ? MESSAGES.timeOver : MESSAGES.closed;
  }
  if (d !== null && nowMs > d + grace) return MESSAGES.timeOver;
  if (st.lockedOrder && i !== st.current) return MESSAGES.closed;
  return "";
}

/**
 * Moves to section `to` at `nowMs`, or says why not. Locked order: only the next section, and the
 * current one ends now. Free order: any section that has not ended (opened now if it was not).
 * @param {ClockState} st
 * @param {unknown} to
 * @param {number} nowMs
 * @returns {string} "" when moved (or already there)
 */
function moveTo(st, to, nowMs) {
  const n = st.sections.length;
  if (st.finished) return MESSAGES.finished;
  if (typeof to !== "number" || to % 1 !== 0 || to < 0 || to >= n) return MESSAGES.badSection;
  if (st.current >= n)
    return st.deadlineMs !== null && nowMs > st.deadlineMs ? MESSAGES.testOver : MESSAGES.closed;
  if (to === st.current) return "";
  const target = st.sections[to];
  if (st.lockedOrder) {
    if (to < st.current) return MESSAGES.closed;
    if (to > st.current + 1) return MESSAGES.inOrder;
    const cur = st.sections[st.current];
    if (cur && !cur.endedAt) cur.endedAt = iso(nowMs);
    st.current = to;
    openSection(st, to, nowMs);
    return "";
  }
  if (target.endedAt) return endedByTime(target) ? MESSAGES.timeOver : MESSAGES.closed;
  st.current = to;
  openSection(st, to, nowMs);
  return "";
}

/**
 * Ends every open section at `atMs` (finish): current = the section count.
 * @param {ClockState} st
 * @param {number} atMs
 */
function endAll(st, atMs) {
  for (const s of st.sections) {
    if (s.startedAt && !s.endedAt) {
      const d = msOf(s.deadline);
      s.endedAt = iso(d !== null && d < atMs ? d : atMs);
    }
  }
  st.current = st.sections.length;
}

/**
 * The attempt's sections as first stored: the question ids of each section of the test, in order,
 * without repeats across sections. Fixed picks and kept draws first (their questions are taken
 * whatever the order of sections), then each per-attempt random draw from `candidates(section)`
 * (the bank ids matching its rule) with a seed from the token and the section id. A kept draw
 * missing from the test (saved before the admin fixed it) is drawn with a seed from the test id,
 * the same for every student.
 * @param {string} testId
 * @param {TestSection[]} sections
 * @param {string} token
 * @param {(s: TestSection) => string[]} candidates
 * @returns {AttemptSection[]}
 */
function drawSections(testId, sections, token, candidates) {
  const core = require(`${__hooks}/../shared/mock-core.cjs`);
  /** @type {string[]} */
  const used = [];
  /** @type {(string[] | null)[]} */
  const ids = sections.map(() => null);
  const strings = (/** @type {unknown} */ v) =>
    Array.isArray(v) ? v.filter((x) => typeof x === "string" && x !== "") : [];
  sections.forEach((s, i) => {
    const pick = s.pick || {};
    /** @type {string[] | null} */
    let list = null;
    if (pick.mode === "fixed") list = strings(pick.questions);
    else if (pick.mode === "random" && pick.perAttempt === false) {
      list = strings(pick.drawn);
      if (list.length === 0) {
        list = core.drawIds(candidates(s), Number(pick.count) || 0, core.seedOf(`${testId}:${s.id}`), used);
      }
    }
    if (list) {
      ids[i] = list.filter((id) => used.indexOf(id) < 0 && used.push(id) > 0);
    }
  });
  sections.forEach((s, i) => {
    const pick = s.pick || {};
    if (ids[i] !== null || pick.mode !== "random") return;
    const drawn = core.drawIds(candidates(s), Number(pick.count) || 0, core.seedOf(`${token}:${s.id}`), used);
    for (const id of drawn) used.push(id);
    ids[i] = drawn;
  });
  return sections.map((s, i) => ({
    id: String(s.id || `s${i + 1}`),
    questions: ids[i] || [],
    startedAt: "",
    deadline: "",
    endedAt: "",
  }));
}

/**
 * Sends `body` as JSON. A view of 150 questions is ~50 KB: JSON.stringify in the JSVM and the
 * bytes handed over once is several times faster than e.json() converting the object to Go.
 * @param {HookRequestEvent} e
 * @param {unknown} body
 */
function sendJson(e, body) {
  e.response.header().set("Cache-Control", "private, no-store");
  return e.blob(200, "application/json; charset=utf-8", toBytes(JSON.stringify(body)));
}

/**
 * The signed-in student of a request, or "".
 * @param {HookRequestEvent} e
 */
function studentOf(e) {
  return e.auth && e.auth.collection().name === "students" ? e.auth.id : "";
}

/**
 * @param {core.Record | null | undefined} auth
 */
function isStaff(auth) {
  return !!auth && (auth.isSuperuser() || auth.collection().name === "users");
}

/**
 * A 400 with the contract's message (also under data[field] like PocketBase's own errors).
 * @param {string} field
 * @param {string} message
 */
function badRequest(field, message) {
  return new BadRequestError(message, { [field]: new ValidationError("invalid_" + field, message) });
}

/**
 * A request that sent a sign-in PocketBase did not accept (expired, the student deleted) and no
 * attempt token: refused plainly rather than treated as a guest.
 * @param {HookRequestEvent} e
 */
function refuseStaleSignIn(e) {
  if (!e.auth && e.request.header.get("Authorization") !== "" && e.request.header.get(TOKEN_HEADER) === "") {
    throw new UnauthorizedError(MESSAGES.staleSignIn, {});
  }
}

/**
 * Whether a test is open to students now (active and published).
 * @param {core.Record} test
 */
function isVisible(test) {
  if (!test.getBool("active")) return false;
  const at = test.getDateTime("publishAt");
  return at.isZero() || !at.after(new DateTime());
}

/**
 * @param {core.App} app
 * @param {string} collection
 * @param {string} id
 */
function findById(app, collection, id) {
  try {
    return app.findRecordById(collection, id);
  } catch {
    return null;
  }
}

/**
 * The bank ids a random section may draw from (candidateIdsFromDb), kept in $app.store() (shared
 * by every JS VM) per rule: the query reads the whole bank (10,000 questions: tens of ms), while a
 * class starts the same test within minutes. Any save or delete of a question bumps the bank's
 * generation (bankChanged, mock-attempts.pb.js), which makes every kept list stale; a change
 * behind the hooks' back (straight SQL) is seen after DRAW_CACHE_MS at the latest.
 * @param {core.App} app
 * @param {TestSection} s
 * @returns {string[]}
 */
function candidateIds(app, s) {
  const pick = s.pick || {};
  const topics = (Array.isArray(pick.topics) ? pick.topics : [])
    .filter((t) => typeof t === "string" && t.trim() !== "")
    .map((t) => String(t).trim().toLowerCase())
    .sort();
  const key = `${DRAW_CACHE_PREFIX}${JSON.stringify([typeof pick.difficulty === "string" ? pick.difficulty : "", topics])}`;
  const store = $app.store();
  const gen = Number(store.get(BANK_GEN)) || 0;
  const now = Date.now();
  const hit = /** @type {{ gen: number, at: number, ids: string } | null} */ (store.get(key) || null);
  if (hit && hit.gen === gen && now - hit.at < DRAW_CACHE_MS)
    return hit.ids === "" ? [] : hit.ids.split("\n");
  const ids = candidateIdsFromDb(app, s);
  store.set(key, { gen, at: now, ids: ids.join("\n") });
  return ids;
}

/** Called by the questions' record hooks: every kept candidate list is stale. */
function bankChanged() {
  $app.store().setFunc(BANK_GEN, (/** @type {unknown} */ old) => (Number(old) || 0) + 1);
}

/**
 * The bank ids a random section may draw from: not retired, with a key, of the rule's difficulty
 * and one of its topics (compared trimmed and lower-cased, as mock-core's matchesRule does). One
 * query over the bank; the draw itself is mock-core's drawIds.
 * @param {core.App} app
 * @param {TestSection} s
 * @returns {string[]}
 */
function candidateIdsFromDb(app, s) {
  const pick = s.pick || {};
  /** @type {Record<string, string>} */
  const params = {};
  let sql =
    "SELECT COALESCE(group_concat(id, ','), '') AS ids FROM questions WHERE retired = FALSE AND answer >= 0";
  const difficulty = typeof pick.difficulty === "string" ? pick.difficulty : "";
  if (difficulty) {
    sql += " AND difficulty = {:d}";
    params["d"] = difficulty;
  }
  const topics = (Array.isArray(pick.topics) ? pick.topics : [])
    .filter((t) => typeof t === "string" && t.trim() !== "")
    .map((t) => String(t).trim().toLowerCase());
  if (topics.length > 0) {
    // A LIKE on the stored JSON first (cheap: no JSON parsing) keeps json_each, the exact test,
    // to the rows that can match; & < > " may be stored escaped (\u0026, \"), so they match anything.
    const likes = topics.map((t, i) => {
      params[`l${i}`] = `%${t.replace(/[\\%_]/g, "\\$&").replace(/[&<>"]/g, "%")}%`;
      return `topics LIKE {:l${i}} ESCAPE '\\'`;
    });
    const names = topics.map((t, i) => {
      params[`t${i}`] = t;
      return `{:t${i}}`;
    });
    sql +=
      ` AND (${likes.join(" OR ")}) AND json_valid(topics) AND EXISTS (SELECT 1 FROM json_each(questions.topics) jt ` +
      `WHERE lower(trim(jt.value)) IN (${names.join(", ")}))`;
  }
  // One row of comma-separated ids (record ids are [a-z0-9]): 2,000 rows as JS objects cost more
  // than the query itself.
  const row = rowOf({ ids: "" });
  app.db().newQuery(sql).bind(params).one(row);
  return row.ids === "" ? [] : row.ids.split(",");
}

/**
 * The question records of `ids` in one query, by id (missing ones are left out).
 * @param {core.App} app
 * @param {string[]} ids
 * @returns {Record<string, core.Record>}
 */
function questionsById(app, ids) {
  /** @type {Record<string, core.Record>} */
  const out = {};
  if (ids.length === 0) return out;
  for (const rec of app.findRecordsByIds("questions", ids)) if (rec) out[rec.id] = rec;
  return out;
}

/**
 * A JSON list of strings from a record field.
 * @param {core.Record} rec
 * @param {string} field
 * @returns {string[]}
 */
function stringsOf(rec, field) {
  const v = parseJson(rec.getString(field), []);
  return Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : String(x))) : [];
}

/**
 * How many options a question has (its longest language).
 * @param {core.Record} q
 */
function optionCount(q) {
  return Math.max(
    stringsOf(q, "optionsEn").length,
    stringsOf(q, "optionsPa").length,
    stringsOf(q, "optionsHi").length,
  );
}

const NO_TEXT = Object.freeze({ en: "", pa: "", hi: "" });
const NO_OPTIONS = Object.freeze({ en: [], pa: [], hi: [] });

/**
 * The rules of each section of an attempt: those kept when it started, or (an attempt started
 * before rules were kept) the test's current ones.
 * @param {AttemptSection[]} sections
 * @param {core.Record} test
 * @returns {TestSection[]}
 */
function rulesOf(sections, test) {
  const defs = /** @type {TestSection[]} */ (parseJson(test.getString("sections"), []));
  const list = Array.isArray(defs) ? defs : [];
  return sections.map(
    (s) => s.rules || list.find((x) => x && x.id === s.id) || /** @type {TestSection} */ ({ id: s.id }),
  );
}

/**
 * A section's rules to keep in an attempt (no pick: which questions is already decided).
 * @param {TestSection} d
 * @returns {TestSection}
 */
function keptRules(d) {
  return {
    id: d.id,
    title: d.title || "",
    titlePa: d.titlePa || "",
    timeLimit: Number(d.timeLimit) || 0,
    qualifying: Number(d.qualifying) || 0,
    marks: Number(d.marks) || 0,
    negativeMarking: d.negativeMarking || "none",
  };
}

/**
 * The state of an attempt record for the clock and the moves.
 * @param {core.Record} rec
 * @param {core.Record} test
 * @returns {ClockState}
 */
function stateOf(rec, test) {
  const sections = /** @type {AttemptSection[]} */ (parseJson(rec.getString("sections"), []));
  const rules = rulesOf(sections, test);
  return {
    sections,
    current: rec.getInt("current"),
    deadlineMs: dateMs(rec, "deadline"),
    lockedOrder: test.getBool("lockedOrder"),
    limits: rules.map((d) => Number(d.timeLimit) || 0),
    finished: dateMs(rec, "finishedAt") !== null,
  };
}

/**
 * Scores the attempt and marks it finished at `atMs` (the record is saved by the caller). Every
 * question drawn gets an entry in `answers` (null = skipped), so the statistics see who had it.
 * @param {core.App} app
 * @param {core.Record} rec
 * @param {core.Record} test
 * @param {ClockState} st
 * @param {number} atMs
 * @param {Record<string, core.Record>} qs the attempt's questions by id
 */
function finishRecord(app, rec, test, st, atMs, qs) {
  const core = require(`${__hooks}/../shared/mock-core.cjs`);
  endAll(st, atMs);
  const rules = rulesOf(st.sections, test);
  const answers = /** @type {Record<string, number | null>} */ (parseJson(rec.getString("answers"), {}));
  /** @type {Record<string, number | null>} */
  const full = {};
  /** @type {Record<string, { id: string, answer: number, topics: string[] }>} */
  const keys = {};
  for (const s of st.sections) {
    for (const id of s.questions) {
      full[id] = typeof answers[id] === "number" ? answers[id] : null;
      const q = qs[id];
      if (q) keys[id] = { id, answer: q.getInt("answer"), topics: stringsOf(q, "topics") };
    }
  }
  const scored = core.scoreAttempt(
    st.sections.map((s, i) => {
      const d = rules[i] || /** @type {TestSection} */ ({ id: s.id });
      return {
        id: s.id,
        marks: Number(d.marks) > 0 ? Number(d.marks) : 1,
        negativeMarking: d.negativeMarking || "none",
        qualifying: Number(d.qualifying) || 0,
        questions: s.questions,
        startedAt: s.startedAt,
        endedAt: s.endedAt,
      };
    }),
    keys,
    full,
  );
  const createdMs = dateMs(rec, "created") || atMs;
  rec.set("sections", st.sections);
  rec.set("current", st.current);
  rec.set("answers", full);
  rec.set("finishedAt", iso(atMs));
  rec.set("score", scored.score);
  rec.set("correct", scored.correct);
  rec.set("wrong", scored.wrong);
  rec.set("skipped", scored.skipped);
  rec.set("timeTaken", Math.max(0, Math.round((atMs - createdMs) / 1000)));
  rec.set("result", scored.result);
  // A signed-in student's first finished attempt of a ranked test counts for rank (the unique
  // index idx_mockAttempts_one_ranked refuses a second; the save then retries unranked).
  rec.set("ranked", firstRanked(app, test, rec.getString("student")));
}

/**
 * Whether a finished attempt of `student` would be their first ranked one of a ranked test.
 * @param {core.App} app
 * @param {core.Record} test
 * @param {string} student
 */
function firstRanked(app, test, student) {
  if (!test.getBool("ranked") || !student) return false;
  const row = rowOf({ n: 0 });
  app
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM mockAttempts WHERE test = {:t} AND student = {:s} AND ranked = TRUE")
    .bind({ t: test.id, s: student })
    .one(row);
  return row.n === 0;
}

/**
 * A device (signed-out) attempt opened by its token while a student is signed in becomes theirs:
 * it follows them to their other devices, and a finished one counts for rank if it is their first
 * of a ranked test (like a quiz attempt merged at sign-in). Returns whether the record changed.
 * @param {core.App} app
 * @param {HookRequestEvent} e
 * @param {core.Record} rec
 * @param {core.Record} test
 */
function claim(app, e, rec, test) {
  const student = studentOf(e);
  if (!student || rec.getString("student") !== "") return false;
  rec.set("student", student);
  if (rec.getString("finishedAt")) rec.set("ranked", firstRanked(app, test, student));
  return true;
}

/**
 * Rank and percentile of a ranked attempt among the test's ranked takers (three indexed counts).
 * @param {core.App} app
 * @param {core.Record} rec
 */
function rankOf(app, rec) {
  const core = require(`${__hooks}/../shared/mock-core.cjs`);
  const row = rowOf({ higher: 0, lower: 0, n: 0 });
  app
    .db()
    .newQuery(
      "SELECT COALESCE(SUM(score > {:s}), 0) AS higher, COALESCE(SUM(score < {:s}), 0) AS lower, COUNT(*) AS n " +
        "FROM mockAttempts WHERE test = {:t} AND ranked = TRUE",
    )
    .bind({ t: rec.getString("test"), s: rec.getFloat("score") })
    .one(row);
  return core.rankFromCounts(row.higher, row.lower, row.n);
}

/**
 * The attempt as the player sees it (MockAttemptView in the contract). Before the attempt is
 * finished it never carries an answer key or an explanation.
 * @param {core.App} app
 * @param {core.Record} rec
 * @param {core.Record} test
 * @param {{ token?: boolean, qs?: Record<string, core.Record> }} [opts]
 */
function viewOf(app, rec, test, opts = {}) {
  const sections = /** @type {AttemptSection[]} */ (parseJson(rec.getString("sections"), []));
  const rules = rulesOf(sections, test);
  // A section not yet opened keeps its text to itself in locked order, and in free order when it has
  // a time of its own (reading it while another section's clock runs would give it more time than
  // the paper allows); free-order sections sharing the test's time show everything.
  const lockedAhead = (/** @type {AttemptSection} */ s, /** @type {number} */ i) =>
    !finished &&
    !s.startedAt &&
    (test.getBool("lockedOrder") || Number((rules[i] || /** @type {TestSection} */ ({})).timeLimit) > 0);
  /** @type {string[]} */
  const all = [];
  for (const s of sections) for (const id of s.questions) all.push(id);
  const qs = opts.qs || questionsById(app, all);
  const finished = dateMs(rec, "finishedAt") !== null;
  const deadline = dateMs(rec, "deadline");
  const finishedAt = dateMs(rec, "finishedAt");
  /** @type {Record<string, unknown>} */
  const view = {
    id: rec.id,
    ...(opts.token ? { token: rec.getString("token") } : {}),
    test: {
      id: test.id,
      name: test.getString("name"),
      namePa: test.getString("namePa"),
      instructions: test.getString("instructions"),
      instructionsPa: test.getString("instructionsPa"),
      timeLimit: test.getInt("timeLimit"),
      lockedOrder: test.getBool("lockedOrder"),
      ranked: test.getBool("ranked"),
    },
    sections: sections.map((s, i) => {
      const d = rules[i] || /** @type {TestSection} */ ({ id: s.id });
      return {
        id: s.id,
        title: d.title || `Section ${i + 1}`,
        titlePa: d.titlePa || "",
        timeLimit: Number(d.timeLimit) || 0,
        qualifying: Number(d.qualifying) || 0,
        marks: Number(d.marks) > 0 ? Number(d.marks) : 1,
        negativeMarking:
          d.negativeMarking === "1/4" || d.negativeMarking === "1/3" ? d.negativeMarking : "none",
        questions: s.questions.flatMap((id) => {
          const q = qs[id];
          if (!q) return [];
          // A section not yet opened (see lockedAhead) shows how many questions it has, not what
          // they are.
          if (lockedAhead(s, i)) return [{ id, text: NO_TEXT, options: NO_OPTIONS, topics: [] }];
          return [
            {
              id,
              text: { en: q.getString("textEn"), pa: q.getString("textPa"), hi: q.getString("textHi") },
              options: {
                en: stringsOf(q, "optionsEn"),
                pa: stringsOf(q, "optionsPa"),
                hi: stringsOf(q, "optionsHi"),
              },
              topics: stringsOf(q, "topics"),
            },
          ];
        }),
        startedAt: s.startedAt || "",
        deadline: s.deadline || "",
        endedAt: s.endedAt || "",
      };
    }),
    current: rec.getInt("current"),
    deadline: deadline === null ? "" : iso(deadline),
    answers: parseJson(rec.getString("answers"), {}),
    finishedAt: finishedAt === null ? "" : iso(finishedAt),
    now: iso(Date.now()),
  };
  if (finished) {
    view["result"] = parseJson(rec.getString("result"), null);
    view["score"] = rec.getFloat("score");
    view["correct"] = rec.getInt("correct");
    view["wrong"] = rec.getInt("wrong");
    view["skipped"] = rec.getInt("skipped");
    view["timeTaken"] = rec.getInt("timeTaken");
    view["rank"] = test.getBool("ranked") && rec.getBool("ranked") ? rankOf(app, rec) : null;
    /** @type {Record<string, { answer: number, explanation: { en: string, pa: string, hi: string } }>} */
    const review = {};
    for (const id of all) {
      const q = qs[id];
      if (!q) continue;
      review[id] = {
        answer: q.getInt("answer"),
        explanation: {
          en: q.getString("explanationEn"),
          pa: q.getString("explanationPa"),
          hi: q.getString("explanationHi"),
        },
      };
    }
    view["review"] = review;
  }
  return view;
}

/**
 * The attempt of the request's {id} with its test, if the caller may use it (its student, its
 * token, or staff when `read`); otherwise 404 (401 for a sign-in that has ended).
 * @param {core.App} app
 * @param {HookRequestEvent} e
 * @param {boolean} read
 */
function attemptFor(app, e, read) {
  const rec = findById(app, "mockAttempts", e.request.pathValue("id"));
  const sent = e.request.header.get(TOKEN_HEADER);
  const student = studentOf(e);
  const owner = rec === null ? "" : rec.getString("student");
  // A signed-in student's attempt needs their sign-in: the token the player keeps on the device
  // would otherwise let the next person on a shared phone, after the student signed out, read
  // and answer (and finish: rank) it. The token alone opens only a device attempt.
  const ok =
    rec !== null &&
    ((student !== "" && owner === student) ||
      (owner === "" && sent !== "" && $security.equal(sent, rec.getString("token"))) ||
      (read && isStaff(e.auth)));
  if (!rec || !ok) {
    if (owner !== "" && !e.auth && e.request.header.get("Authorization") !== "") {
      throw new UnauthorizedError(MESSAGES.staleSignIn, {});
    }
    refuseStaleSignIn(e);
    throw new NotFoundError(MESSAGES.noAttempt, {});
  }
  const test = findById(app, "mockTests", rec.getString("test"));
  if (!test) throw new NotFoundError(MESSAGES.noAttempt, {});
  return { rec, test };
}

/**
 * Applies the clock to an attempt record and, when its time is fully over (plus the grace),
 * finishes it. Sets the changed fields on the record; returns whether it needs saving.
 * @param {core.App} app
 * @param {core.Record} rec
 * @param {core.Record} test
 * @param {ClockState} st
 * @param {number} nowMs
 */
function clockRecord(app, rec, test, st, nowMs) {
  if (st.finished) return false;
  const { changed, endMs } = applyClock(st, nowMs);
  if (endMs !== null && nowMs > endMs + GRACE_SECONDS * 1000) {
    const ids = st.sections.flatMap((s) => s.questions);
    finishRecord(app, rec, test, st, endMs, questionsById(app, ids));
    st.finished = true;
    return true;
  }
  if (changed) {
    rec.set("sections", st.sections);
    rec.set("current", st.current);
  }
  return changed;
}

/**
 * Saves an attempt; a ranked save refused by the one-ranked-attempt index is saved unranked.
 * @param {core.App} app
 * @param {core.Record} rec
 */
function saveAttempt(app, rec) {
  try {
    app.save(rec);
  } catch (err) {
    if (!rec.getBool("ranked") || !/UNIQUE|not_unique|one_ranked/i.test(String(err))) throw err;
    rec.set("ranked", false);
    app.save(rec);
  }
}

/**
 * Runs `fn` on the attempt of the request in a transaction (so two calls of one attempt at the
 * same moment are applied one after the other), with the clock applied first and saved even when
 * `fn` refuses (the refusal is thrown after the transaction).
 * @param {HookRequestEvent} e
 * @param {boolean} read
 * @param {(rec: core.Record, test: core.Record, st: ClockState, nowMs: number, tx: core.App) =>
 *   { save: boolean, refusal?: string, field?: string }} fn
 * @returns {{ rec: core.Record, test: core.Record }}
 */
function withAttempt(e, read, fn) {
  const box = {
    rec: /** @type {core.Record | null} */ (null),
    test: /** @type {core.Record | null} */ (null),
  };
  const refusal = { message: "", field: "" };
  e.app.runInTransaction((tx) => {
    const { rec, test } = attemptFor(tx, e, read);
    const nowMs = Date.now();
    const st = stateOf(rec, test);
    let save = claim(tx, e, rec, test);
    if (clockRecord(tx, rec, test, st, nowMs)) save = true;
    const r = fn(rec, test, st, nowMs, tx);
    if (r.save) save = true;
    if (r.refusal) {
      refusal.message = r.refusal;
      refusal.field = r.field || "attempt";
    }
    if (save) saveAttempt(tx, rec);
    box.rec = rec;
    box.test = test;
  });
  if (refusal.message) throw badRequest(refusal.field, refusal.message);
  if (!box.rec || !box.test) throw new NotFoundError(MESSAGES.noAttempt, {});
  e.response.header().set("Cache-Control", "private, no-store");
  return { rec: box.rec, test: box.test };
}

module.exports = {
  GRACE_SECONDS,
  TOKEN_HEADER,
  MESSAGES,
  sectionDeadline,
  applyClock,
  answerProblem,
  moveTo,
  endAll,
  drawSections,
  bankChanged,
  BANK_GEN,

  /**
   * POST /api/mock-tests/{testId}/start {}: a new attempt (or the signed-in student's unfinished one).
   * @param {HookRequestEvent} e
   */
  start(e) {
    refuseStaleSignIn(e);
    const test = findById(e.app, "mockTests", e.request.pathValue("testId"));
    if (!test || (!isVisible(test) && !isStaff(e.auth))) throw new NotFoundError(MESSAGES.notOpenTest, {});
    const student = studentOf(e);
    e.response.header().set("Cache-Control", "private, no-store");
    // The student's unfinished attempt of this test (its clock applied), as its view; null when
    // there is none (or its time ran out now: it was finished).
    const resume = (/** @type {core.App} */ tx) => {
      /** @type {core.Record | null} */
      let open = null;
      try {
        open = tx.findFirstRecordByFilter(
          "mockAttempts",
          "test = {:t} && student = {:s} && finishedAt = ''",
          {
            t: test.id,
            s: student,
          },
        );
      } catch {
        open = null;
      }
      if (!open) return null;
      const st = stateOf(open, test);
      if (clockRecord(tx, open, test, st, Date.now())) saveAttempt(tx, open);
      return st.finished ? null : viewOf(tx, open, test, { token: true });
    };
    /** @type {{ view: Record<string, unknown> | null }} */
    const out = { view: null };
    if (student) {
      e.app.runInTransaction((tx) => {
        out.view = resume(tx);
      });
      if (out.view) return sendJson(e, out.view);
    }

    const defs = /** @type {TestSection[]} */ (parseJson(test.getString("sections"), []));
    const token = $security.randomString(32);
    const drawn = drawSections(test.id, Array.isArray(defs) ? defs : [], token, (s) =>
      candidateIds(e.app, s),
    );
    const qs = questionsById(
      e.app,
      drawn.flatMap((s) => s.questions),
    );
    for (const s of drawn) {
      s.questions = s.questions.filter((id) => qs[id] !== undefined);
      const d = defs.find((x) => x && x.id === s.id);
      s.rules = keptRules(d || { id: s.id });
    }
    if (drawn.every((s) => s.questions.length === 0)) throw badRequest("test", MESSAGES.noQuestions);

    const nowMs = Date.now();
    const limit = test.getInt("timeLimit");
    /** @type {ClockState} */
    const st = {
      sections: drawn,
      current: 0,
      deadlineMs: limit > 0 ? nowMs + limit * 60000 : null,
      lockedOrder: test.getBool("lockedOrder"),
      limits: drawn.map((s) => {
        const d = defs.find((x) => x && x.id === s.id);
        return d ? Number(d.timeLimit) || 0 : 0;
      }),
      finished: false,
    };
    openSection(st, 0, nowMs);
    const rec = new Record(e.app.findCollectionByNameOrId("mockAttempts"));
    rec.set("test", test.id);
    rec.set("student", student);
    rec.set("token", token);
    rec.set("sections", st.sections);
    rec.set("answers", {});
    rec.set("times", {});
    rec.set("current", 0);
    rec.set("deadline", st.deadlineMs === null ? "" : iso(st.deadlineMs));
    rec.set("ranked", false);
    // Looked up again in the transaction that saves: two starts of one student at the same moment
    // (a double tap) give one attempt.
    e.app.runInTransaction((tx) => {
      if (student) out.view = resume(tx);
      if (out.view) return;
      tx.save(rec);
      out.view = viewOf(tx, rec, test, { token: true, qs });
    });
    return sendJson(e, out.view);
  },

  /**
   * GET /api/mock-attempts/{id}
   * @param {HookRequestEvent} e
   */
  view(e) {
    const { rec, test } = withAttempt(e, true, () => ({ save: false }));
    return sendJson(e, viewOf(e.app, rec, test));
  },

  /**
   * POST /api/mock-attempts/{id}/answer { question, option, seconds? } → { answers }
   * @param {HookRequestEvent} e
   */
  answer(e) {
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body || {});
    const qid = typeof body["question"] === "string" ? body["question"] : "";
    const option = body["option"] === undefined ? null : body["option"];
    const seconds = body["seconds"];
    const { rec } = withAttempt(e, false, (rec, _test, st, nowMs, tx) => {
      const i = st.sections.findIndex((s) => s.questions.indexOf(qid) >= 0);
      if (i < 0)
        return {
          save: false,
          refusal: st.finished ? MESSAGES.finished : MESSAGES.notInAttempt,
          field: "question",
        };
      const problem = answerProblem(st, i, nowMs);
      if (problem) return { save: false, refusal: problem, field: "question" };
      if (option !== null) {
        const q = findById(tx, "questions", qid);
        const n = q ? optionCount(q) : 0;
        if (typeof option !== "number" || option % 1 !== 0 || option < 0 || option >= n) {
          return { save: false, refusal: MESSAGES.badOption, field: "option" };
        }
      }
      const answers = /** @type {Record<string, number | null>} */ (parseJson(rec.getString("answers"), {}));
      answers[qid] = /** @type {number | null} */ (option);
      rec.set("answers", answers);
      if (typeof seconds === "number" && seconds > 0 && Number.isFinite(seconds)) {
        const times = /** @type {Record<string, number>} */ (parseJson(rec.getString("times"), {}));
        // A question's time is never more than its section has been open (plus a slack): a forged
        // or repeated `seconds` would skew the statistics' average time.
        const opened = msOf(st.sections[i].startedAt);
        const open = opened === null ? 0 : Math.ceil(Math.max(0, nowMs - opened) / 1000) + TIME_SLACK_SECONDS;
        const sum = (Number(times[qid]) || 0) + Math.min(SECONDS_MAX, Math.round(seconds));
        times[qid] = Math.min(sum, open);
        rec.set("times", times);
      }
      return { save: true };
    });
    return sendJson(e, { answers: parseJson(rec.getString("answers"), {}) });
  },

  /**
   * POST /api/mock-attempts/{id}/section { to } → the attempt
   * @param {HookRequestEvent} e
   */
  section(e) {
    const body = /** @type {Record<string, unknown>} */ (e.requestInfo().body || {});
    const { rec, test } = withAttempt(e, false, (rec, _test, st, nowMs) => {
      const before = JSON.stringify([st.sections, st.current]);
      const problem = moveTo(st, body["to"], nowMs);
      if (problem) return { save: false, refusal: problem, field: "to" };
      if (JSON.stringify([st.sections, st.current]) === before) return { save: false };
      rec.set("sections", st.sections);
      rec.set("current", st.current);
      return { save: true };
    });
    return sendJson(e, viewOf(e.app, rec, test));
  },

  /**
   * POST /api/mock-attempts/{id}/finish → the finished attempt (scored once; again: the same).
   * @param {HookRequestEvent} e
   */
  finish(e) {
    /** @type {Record<string, core.Record> | undefined} */
    let qs;
    const { rec, test } = withAttempt(e, false, (rec, test, st, nowMs, tx) => {
      if (st.finished) return { save: false };
      qs = questionsById(
        tx,
        st.sections.flatMap((s) => s.questions),
      );
      // Finished after the overall deadline (within the grace): it ended at the deadline.
      const at = st.deadlineMs !== null && nowMs > st.deadlineMs ? st.deadlineMs : nowMs;
      finishRecord(tx, rec, test, st, at, qs);
      return { save: true };
    });
    return sendJson(e, viewOf(e.app, rec, test, qs ? { qs } : {}));
  },

  /** Daily cron: device attempts left unfinished for a week are removed. */
  cleanStale() {
    const before = new Date(Date.now() - STALE_DAYS * 86400000).toISOString().replace("T", " ");
    $app
      .db()
      .newQuery("DELETE FROM mockAttempts WHERE student = '' AND finishedAt = '' AND created < {:before}")
      .bind({ before })
      .execute();
  },
};
