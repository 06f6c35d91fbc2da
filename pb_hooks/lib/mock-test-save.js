/* global ValidationError -- a JSVM global not listed in eslint.config.js */
// mockTests' one save pipeline (issue 24), registered once (mock-tests.pb.js), run on every save
// whoever saves (staff, the seed, scripts), in this order:
// 1. the name and section titles cleaned;
// 2. the sections' rules that need no bank (shared/mock-patterns-core.cjs `sectionsProblems`, the
//    same the builder checks before it sends): shape, a section time longer than the test's, marks,
//    qualifying marks, a published test's sections with questions;
// 3. every section gets a stable id ("s1", "s2"…; an id once used in this test is never reused);
// 4. the bank: hand-picked questions must exist, not be retired and have an answer key; a random
//    pick may not ask for more questions than the bank has for its topics and difficulty;
// 5. a random section drawn once for everyone (`perAttempt: false`) keeps its draw in `pick.drawn`,
//    drawn again when its rule (topics, difficulty, count) changed or a kept question was retired
//    or deleted. What the client sends as `drawn` is ignored: the stored draw decides.
// Any problem is a 400 whose message is also the `sections` field error (the builder shows it).
//
// The draw here is this module's own (SQLite's random() over the matching questions, leaving out
// questions already in another section of the test): shared/mock-core.cjs (the attempts' seeded
// draw) was not on main when this was written.

/**
 * @typedef {import("../../shared/mock-patterns-core.cjs").SectionInput} SectionInput
 * @typedef {import("../../shared/mock-patterns-core.cjs").SectionPick} SectionPick
 * @typedef {Extract<SectionPick, { mode: "random" }>} RandomPick
 */

/**
 * The sections as stored in a JSON field's raw text: [] for nothing, null or text that is no JSON.
 * @param {string} raw
 * @returns {unknown}
 */
function parseSections(raw) {
  if (raw === "" || raw === "null") return [];
  try {
    return JSON.parse(raw);
  } catch {
    return "unreadable";
  }
}

/**
 * Gives every section a stable id: a section keeps an id of the form sN that no earlier section of
 * this save has taken; any other gets the next number after every id this test ever had (`known`:
 * the ids stored before this save), so an attempt's section id never changes its meaning.
 * @param {SectionInput[]} sections
 * @param {string[]} known
 * @returns {SectionInput[]}
 */
function withIds(sections, known) {
  let max = 0;
  for (const id of [...known, ...sections.map((s) => s.id || "")]) {
    const m = /^s(\d{1,6})$/.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  /** @type {Set<string>} */
  const taken = new Set();
  return sections.map((s) => {
    let id = s.id || "";
    if (!/^s\d{1,6}$/.test(id) || taken.has(id)) id = "s" + ++max;
    taken.add(id);
    return { ...s, id };
  });
}

/**
 * Topics trimmed, without blanks and repeats.
 * @param {string[]} topics
 */
function cleanTopics(topics) {
  /** @type {string[]} */
  const out = [];
  for (const t of topics) {
    const v = t.trim();
    if (v !== "" && out.indexOf(v) === -1) out.push(v);
  }
  return out;
}

/**
 * Whether two random picks draw by the same rule (a kept draw stays only then).
 * @param {RandomPick} a
 * @param {RandomPick} b
 */
function sameRule(a, b) {
  const ta = [...a.topics].sort().join("\n");
  const tb = [...b.topics].sort().join("\n");
  return ta === tb && a.difficulty === b.difficulty && a.count === b.count && a.perAttempt === b.perAttempt;
}

/**
 * How a random pick's rule reads in a message: "Punjab Geography (medium)", "Punjab History or
 * Punjab Geography", "any topic".
 * @param {RandomPick} pick
 */
function ruleText(pick) {
  const topics = pick.topics.length === 0 ? "any topic" : pick.topics.join(" or ");
  return pick.difficulty ? `${topics} (${pick.difficulty})` : topics;
}

/**
 * The message for a random pick asking for more than the bank has.
 * @param {number} n  the section's number (1-based)
 * @param {RandomPick} pick
 * @param {number} available
 */
function tooFewMessage(n, pick, available) {
  return `Section ${n} asks for ${pick.count} random questions from ${ruleText(pick)} but the bank has ${available}.`;
}

/**
 * What is wrong with a hand-picked question: "" when it can be used.
 * @param {number} n  the section's number
 * @param {string} id
 * @param {{ retired: boolean; answer: number } | undefined} found
 */
function fixedProblem(n, id, found) {
  if (!found) return `Section ${n}: question ${id} is not in the bank (it may have been deleted).`;
  if (found.retired) return `Section ${n}: question ${id} has been retired; choose another.`;
  if (found.answer < 0) return `Section ${n}: question ${id} has no answer key; set it in the bank first.`;
  return "";
}

/**
 * A 400 whose message is also the `sections` field's error.
 * @param {string} message
 */
function sectionsError(message) {
  return new BadRequestError(message, { sections: new ValidationError("invalid_sections", message) });
}

/**
 * The SQL condition (on questions q) and its parameters for a random pick's rule: not retired,
 * with an answer key, of the difficulty (when set), tagged with any of the topics (when set).
 * @param {RandomPick} pick
 * @param {string[]} exclude  question ids to leave out
 */
function ruleSql(pick, exclude) {
  /** @type {Record<string, string | number>} */
  const params = {};
  const parts = ["q.retired = FALSE", "q.answer >= 0"];
  if (pick.difficulty) {
    parts.push("q.difficulty = {:difficulty}");
    params["difficulty"] = pick.difficulty;
  }
  if (pick.topics.length > 0) {
    // Compared trimmed and in lower case, as the attempts' draw compares them (shared/mock-core.cjs).
    const names = pick.topics.map((t, i) => {
      params["t" + i] = t.trim().toLowerCase();
      return `{:t${i}}`;
    });
    parts.push(
      "EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(q.topics) THEN q.topics ELSE '[]' END) AS t " +
        `WHERE t.type = 'text' AND lower(trim(t.value)) IN (${names.join(", ")}))`,
    );
  }
  if (exclude.length > 0) {
    const names = exclude.map((id, i) => {
      params["x" + i] = id;
      return `{:x${i}}`;
    });
    parts.push(`q.id NOT IN (${names.join(", ")})`);
  }
  return { where: parts.join(" AND "), params };
}

/**
 * How many bank questions a random pick can draw from.
 * @param {core.App} app
 * @param {RandomPick} pick
 */
function availableCount(app, pick) {
  const { rowOf } = require(`${__hooks}/lib/db-rows.js`);
  const { where, params } = ruleSql(pick, []);
  const row = rowOf({ n: 0 });
  app.db().newQuery(`SELECT COUNT(*) AS n FROM questions q WHERE ${where}`).bind(params).one(row);
  return row.n;
}

/**
 * A random draw of `pick.count` question ids by the pick's rule, leaving out `exclude`.
 * @param {core.App} app
 * @param {RandomPick} pick
 * @param {string[]} exclude
 * @returns {string[]}
 */
function drawIds(app, pick, exclude) {
  const { rowsOf } = require(`${__hooks}/lib/db-rows.js`);
  const { where, params } = ruleSql(pick, exclude);
  const rows = rowsOf({ id: "" });
  app
    .db()
    .newQuery(`SELECT q.id AS id FROM questions q WHERE ${where} ORDER BY random() LIMIT {:limit}`)
    .bind({ ...params, limit: pick.count })
    .all(rows);
  return rows.map((r) => r.id);
}

/**
 * The bank's facts about these question ids (missing ids are absent).
 * @param {core.App} app
 * @param {string[]} ids
 * @returns {Map<string, { retired: boolean; answer: number }>}
 */
function bankFacts(app, ids) {
  const { rowsOf } = require(`${__hooks}/lib/db-rows.js`);
  /** @type {Map<string, { retired: boolean; answer: number }>} */
  const out = new Map();
  // In slices, so a long paper stays well inside SQLite's parameter limit.
  for (let at = 0; at < ids.length; at += 200) {
    const slice = ids.slice(at, at + 200);
    /** @type {Record<string, string>} */
    const params = {};
    const names = slice.map((id, i) => {
      params["q" + i] = id;
      return `{:q${i}}`;
    });
    const rows = rowsOf({ id: "", retired: false, answer: 0 });
    app
      .db()
      .newQuery(`SELECT id, retired, answer FROM questions WHERE id IN (${names.join(", ")})`)
      .bind(params)
      .all(rows);
    for (const r of rows) out.set(r.id, { retired: !!r.retired, answer: r.answer });
  }
  return out;
}

/**
 * The model step (onRecordCreate / onRecordUpdate of mockTests): checks, ids and kept draws, in
 * the order described at the top of this file.
 * @param {HookRecordEvent} e
 */
function onSave(e) {
  const r = e.record;
  const core = require(`${__hooks}/../shared/mock-patterns-core.cjs`);
  const names = require(`${__hooks}/lib/admin-names.js`);
  names.cleanRecordFields(r, ["name", "namePa"]);

  const parsed = parseSections(r.getString("sections"));
  const problems = core.sectionsProblems(parsed, {
    timeLimit: r.getInt("timeLimit"),
    active: r.getBool("active"),
  });
  if (problems.length > 0) throw sectionsError(problems[0].message);
  const stored = r.isNew() ? [] : parseSections(r.original().getString("sections"));
  /** @type {SectionInput[]} */
  const before = Array.isArray(stored) ? stored : [];
  const sections = withIds(
    /** @type {SectionInput[]} */ (parsed),
    before.map((s) => (s && typeof s.id === "string" ? s.id : "")),
  ).map((s) => {
    /** @type {SectionInput} */
    const out = { ...s, title: s.title.trim(), titlePa: (s.titlePa || "").trim() };
    if (s.pick.mode === "random") {
      /** @type {RandomPick} */
      const pick = {
        mode: "random",
        topics: cleanTopics(s.pick.topics),
        difficulty: s.pick.difficulty,
        count: s.pick.count,
        perAttempt: s.pick.perAttempt,
      };
      out.pick = pick;
    }
    return out;
  });

  const app = e.app;
  // Hand-picked questions: in the bank, not retired, with a key.
  /** @type {string[]} */
  const used = [];
  for (const s of sections) if (s.pick.mode === "fixed") used.push(...s.pick.questions);
  const facts = bankFacts(app, used);
  sections.forEach((s, i) => {
    if (s.pick.mode !== "fixed") return;
    for (const id of s.pick.questions) {
      const problem = fixedProblem(i + 1, id, facts.get(id));
      if (problem) throw sectionsError(problem);
    }
  });

  // Random picks: enough questions in the bank; a kept draw kept or made.
  const oldById = new Map(before.filter((s) => s && typeof s.id === "string").map((s) => [s.id, s]));
  sections.forEach((s, i) => {
    const pick = s.pick;
    if (pick.mode !== "random") return;
    const available = availableCount(app, pick);
    if (available < pick.count) throw sectionsError(tooFewMessage(i + 1, pick, available));
    if (pick.perAttempt) return;
    const old = oldById.get(s.id || "");
    const oldPick = old && old.pick && old.pick.mode === "random" ? old.pick : null;
    let drawn = oldPick && sameRule(oldPick, pick) && Array.isArray(oldPick.drawn) ? oldPick.drawn : null;
    if (drawn) {
      const kept = bankFacts(app, drawn);
      const stillGood =
        drawn.length === pick.count && drawn.every((id) => !fixedProblem(0, id, kept.get(id)));
      if (!stillGood || drawn.some((id) => used.indexOf(id) !== -1)) drawn = null;
    }
    if (!drawn) {
      drawn = drawIds(app, pick, used);
      if (drawn.length < pick.count) {
        throw sectionsError(
          `${tooFewMessage(i + 1, pick, available)} Only ${drawn.length} of them are not already in another section.`,
        );
      }
    }
    used.push(...drawn);
    s.pick = { ...pick, drawn };
  });

  r.set("sections", sections);
  return e.next();
}

module.exports = {
  onSave,
  parseSections,
  withIds,
  cleanTopics,
  sameRule,
  ruleText,
  tooFewMessage,
  fixedProblem,
  ruleSql,
};
