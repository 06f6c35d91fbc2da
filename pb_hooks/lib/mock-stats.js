/* global toBytes -- a JSVM global not listed in eslint.config.js */
// Staff statistics per question of a mock test (GET /api/mock-tests/{testId}/stats,
// mock-attempts.pb.js): over the test's finished attempts, for every question any taker had,
// the share right, each option's share, skips, difficulty from the share right, the
// discrimination index (upper vs lower 27 % of takers by total score), average seconds and a
// miskey flag. The counts are aggregated in SQL (one pass over the attempts' answers, grouped by
// question, option and group); the arithmetic is shared/mock-core.cjs's itemStats.
//
// A finished attempt's `answers` names every question it had (null = skipped: set when it is
// scored), so a question drawn at random for some takers is counted only among them.

const { rowOf, rowsOf, jsonOf: parseJson } = require(`${__hooks}/lib/db-rows.js`);

/** Longest the figures are kept while nothing changed (a change behind the hooks' back). */
const STATS_CACHE_MS = 10 * 60 * 1000;

/**
 * The text staff read for a question: English, else Punjabi, else Hindi.
 * @param {string[]} texts
 */
function firstText(texts) {
  return texts.find((t) => t !== "") || "";
}

/**
 * Which section of the test a question belongs to: the fixed pick or kept draw naming it, else
 * the first random section whose rule it matches, else "".
 * @param {{ id: string, pick?: Record<string, unknown> }[]} sections
 * @param {import("../../shared/mock-core.cjs").DrawRow} row
 */
function sectionOf(sections, row) {
  const core = require(`${__hooks}/../shared/mock-core.cjs`);
  for (const s of sections) {
    const pick = s.pick || {};
    const named = pick["mode"] === "fixed" ? pick["questions"] : pick["drawn"];
    if (Array.isArray(named) && named.indexOf(row.id) >= 0) return s.id;
  }
  for (const s of sections) {
    const pick = s.pick || {};
    if (pick["mode"] === "random" && core.matchesRule({ ...row, retired: false }, pick)) return s.id;
  }
  return "";
}

module.exports = {
  sectionOf,

  /**
   * @param {HookRequestEvent} e
   */
  stats(e) {
    const core = require(`${__hooks}/../shared/mock-core.cjs`);
    const testId = e.request.pathValue("testId");
    let test;
    try {
      test = e.app.findRecordById("mockTests", testId);
    } catch {
      throw new NotFoundError("No mock test with this id.", {});
    }
    const db = e.app.db();
    const count = rowOf({ n: 0, last: "" });
    db.newQuery(
      "SELECT COUNT(*) AS n, COALESCE(MAX(finishedAt), '') AS last FROM mockAttempts WHERE test = {:t} AND finishedAt != ''",
    )
      .bind({ t: testId })
      .one(count);
    const takers = count.n;
    // The figures are kept (STATS_CACHE_MS) while nothing they depend on changed: no attempt
    // finished, the test and the bank unchanged. Working them out reads every answer of every
    // taker (seconds at 10,000 takers of 150 questions).
    const store = $app.store();
    const key = `mockStats:${testId}`;
    const signature = [
      takers,
      count.last,
      test.getString("updated"),
      Number(store.get(require(`${__hooks}/lib/mock-attempts.js`).BANK_GEN)) || 0,
    ].join("|");
    const hit = /** @type {{ signature: string, at: number, body: string } | null} */ (
      store.get(key) || null
    );
    e.response.header().set("Cache-Control", "private, no-store");
    if (hit && hit.signature === signature && Date.now() - hit.at < STATS_CACHE_MS) {
      return e.blob(200, "application/json; charset=utf-8", toBytes(hit.body));
    }
    // The same groups as mock-core's groupsOf: by score high to low, then id.
    const k = Math.min(core.groupSize(takers), Math.floor(takers / 2));
    const counts = rowsOf({ q: "", g: "", opt: 0, n: 0 });
    db.newQuery(
      "WITH t AS (SELECT answers, ROW_NUMBER() OVER (ORDER BY score DESC, id) AS rn FROM mockAttempts " +
        "WHERE test = {:t} AND finishedAt != '' AND json_valid(answers) AND json_type(answers) = 'object') " +
        "SELECT o.key AS q, CASE WHEN t.rn <= {:k} THEN 'u' WHEN t.rn > {:n} - {:k} THEN 'l' ELSE 'm' END AS g, " +
        "CASE WHEN o.type = 'integer' THEN o.value ELSE -1 END AS opt, COUNT(*) AS n " +
        "FROM t, json_each(t.answers) o GROUP BY q, g, opt",
    )
      .bind({ t: testId, k, n: takers })
      .all(counts);
    const times = rowsOf({ q: "", avg10: 0 });
    db.newQuery(
      "SELECT o.key AS q, CAST(ROUND(AVG(o.value) * 10) AS INTEGER) AS avg10 FROM mockAttempts a, " +
        "json_each(CASE WHEN json_valid(a.times) THEN a.times ELSE '{}' END) o " +
        "WHERE a.test = {:t} AND a.finishedAt != '' " +
        "AND o.type IN ('integer', 'real') GROUP BY o.key",
    )
      .bind({ t: testId })
      .all(times);

    const sections = /** @type {{ id: string, pick?: Record<string, unknown> }[]} */ (
      parseJson(test.getString("sections"), [])
    );
    /** @type {string[]} */
    const ids = [];
    /** @type {Record<string, true>} */
    const seen = {};
    const add = (/** @type {unknown} */ id) => {
      if (typeof id === "string" && id !== "" && !seen[id]) {
        seen[id] = true;
        ids.push(id);
      }
    };
    // The test's own questions first (in its order), then any other question a taker had.
    for (const s of sections) {
      const pick = s.pick || {};
      const named = pick["mode"] === "fixed" ? pick["questions"] : pick["drawn"];
      if (Array.isArray(named)) named.forEach(add);
    }
    counts
      .map((r) => r.q)
      .sort()
      .forEach(add);

    /** @type {Record<string, core.Record>} */
    const recs = {};
    if (ids.length > 0) for (const r of e.app.findRecordsByIds("questions", ids)) if (r) recs[r.id] = r;
    /** @type {Record<string, number>} */
    const avg = {};
    for (const t of times) avg[t.q] = t.avg10 / 10;
    /** @type {Record<string, { all: number[], u: number[], l: number[], skip: { all: number, u: number, l: number } }>} */
    const byQ = {};
    const strings = (/** @type {core.Record} */ r, /** @type {string} */ f) => {
      const v = parseJson(r.getString(f), []);
      return Array.isArray(v) ? v.map(String) : [];
    };

    const order = sections.map((s) => s.id);
    const questions = ids
      .filter((id) => recs[id])
      .map((id) => {
        const q = recs[id];
        const optionsEn = strings(q, "optionsEn");
        const optionsPa = strings(q, "optionsPa");
        const optionsHi = strings(q, "optionsHi");
        const options = optionsEn.length ? optionsEn : optionsPa.length ? optionsPa : optionsHi;
        const nOpt = Math.max(optionsEn.length, optionsPa.length, optionsHi.length);
        byQ[id] = {
          all: Array.from({ length: nOpt }, () => 0),
          u: Array.from({ length: nOpt }, () => 0),
          l: Array.from({ length: nOpt }, () => 0),
          skip: { all: 0, u: 0, l: 0 },
        };
        return { q, id, options, nOpt };
      });
    for (const r of counts) {
      const c = byQ[r.q];
      if (!c) continue;
      const groups = r.g === "u" ? ["all", "u"] : r.g === "l" ? ["all", "l"] : ["all"];
      for (const g of groups) {
        const key = /** @type {"all" | "u" | "l"} */ (g);
        if (r.opt >= 0 && r.opt < c[key].length) c[key][r.opt] += r.n;
        else c.skip[key] += r.n;
      }
    }
    const out = questions.map(({ q, id, options }) => {
      const c = byQ[id];
      const answer = q.getInt("answer");
      const s = core.itemStats(
        answer,
        { options: c.all, skipped: c.skip.all },
        { options: c.u, skipped: c.skip.u },
        { options: c.l, skipped: c.skip.l },
      );
      return {
        id,
        section: sectionOf(sections, {
          id,
          topics: parseJson(q.getString("topics"), []),
          difficulty: q.getString("difficulty"),
          answer,
        }),
        text: firstText([q.getString("textEn"), q.getString("textPa"), q.getString("textHi")]),
        options,
        answer,
        attempts: s.attempts,
        percentCorrect: s.percentCorrect,
        optionShare: s.optionShare,
        skipShare: s.skipShare,
        difficulty: s.difficulty,
        discrimination: s.discrimination,
        avgSeconds: avg[id] === undefined ? null : avg[id],
        miskey: s.miskey,
      };
    });
    // In the test's section order (a question of no section last), each section's questions in
    // the order above.
    const rank = (/** @type {string} */ sec) => {
      const i = order.indexOf(sec);
      return i < 0 ? order.length : i;
    };
    const indexed = out.map((q, i) => ({ q, i }));
    indexed.sort((a, b) => rank(a.q.section) - rank(b.q.section) || a.i - b.i);
    const body = JSON.stringify({ takers, questions: indexed.map((x) => x.q) });
    store.set(key, { signature, at: Date.now(), body });
    return e.blob(200, "application/json; charset=utf-8", toBytes(body));
  },
};
