// Sectioned mock tests (issue 24): the arithmetic the server (pb_hooks/lib/mock-attempts.js,
// pb_hooks/lib/mock-stats.js) and the app share. Pure functions, no clock and no database:
// - the seeded draw of N random questions for a section (the same seed gives the same draw);
// - a section's score with negative marking (markedScore's exact twelfths arithmetic, times the
//   section's marks), qualifying, and a whole attempt's result with topic accuracy;
// - rank and percentile among ranked takers;
// - item statistics: p-value, discrimination (upper vs lower 27 %), option shares, miskey flag.
// CommonJS, plain ES2019 with no host globals, so goja, Node and browsers all run it.
"use strict";

const { mulberry32 } = require("./prng-core.cjs");
const { NEGATIVE_MARKING } = require("./rules-core.cjs");

/** @typedef {"none" | "1/4" | "1/3"} MockMarking */
/** @typedef {"" | "easy" | "medium" | "hard"} MockDifficulty */

/**
 * A bank row as the draw needs it (questions collection).
 * @typedef {{ id: string, topics?: unknown, difficulty?: string, retired?: boolean, answer?: number }} DrawRow
 */

/**
 * A random pick rule (MockPick with mode "random" in src/types/pocketbase.ts).
 * @typedef {{ topics?: unknown, difficulty?: string, count?: number }} DrawRule
 */

/** Share of the takers in each of the upper and lower groups of the discrimination index. */
const GROUP_SHARE = 0.27;
/** Fewest takers in the upper group before a miskey is flagged. */
const MISKEY_MIN_GROUP = 5;
/** Share of the upper group (0–1) that must choose one other option for a miskey flag. */
const MISKEY_MIN_SHARE = 0.5;

/**
 * A string as a 32-bit seed (FNV-1a), for mulberry32: an attempt's token and a section id give
 * the same draw every time.
 * @param {string} text
 */
function seedOf(text) {
  let h = 0x811c9dc5;
  const s = String(text);
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * A topic as compared by the draw: trimmed, lower case.
 * @param {unknown} t
 */
function topicKey(t) {
  return typeof t === "string" ? t.trim().toLowerCase() : "";
}

/**
 * A JSON list of strings (topics), or [] for anything else.
 * @param {unknown} list
 * @returns {string[]}
 */
function stringList(list) {
  return Array.isArray(list) ? list.filter((x) => typeof x === "string" && x.trim() !== "") : [];
}

/**
 * Whether a bank question may be drawn by a rule: not retired, with an answer key, one of the
 * rule's topics (none named = any topic) and its difficulty ("" = any).
 * @param {DrawRow} row
 * @param {DrawRule} rule
 */
function matchesRule(row, rule) {
  if (!row || row.retired === true) return false;
  if (typeof row.answer !== "number" || row.answer < 0) return false;
  const difficulty = typeof rule.difficulty === "string" ? rule.difficulty : "";
  if (difficulty !== "" && row.difficulty !== difficulty) return false;
  const wanted = stringList(rule.topics).map(topicKey);
  if (wanted.length === 0) return true;
  const has = stringList(row.topics).map(topicKey);
  return has.some((t) => wanted.indexOf(t) !== -1);
}

/**
 * `count` ids drawn at random from `ids` (without repeats, leaving out those in `exclude`), the
 * same for the same seed and the same ids in any order. Fewer when there are not enough.
 * @param {string[]} ids
 * @param {number} count
 * @param {number} seed 32-bit (seedOf)
 * @param {string[]} [exclude] ids already used by the attempt's other sections
 * @returns {string[]}
 */
function drawIds(ids, count, seed, exclude) {
  /** @type {Record<string, true>} */
  const skip = {};
  for (const id of exclude || []) skip[id] = true;
  /** @type {string[]} */
  const pool = [];
  for (const id of ids) {
    if (typeof id === "string" && id !== "" && !skip[id]) {
      skip[id] = true; // also drops repeats within ids
      pool.push(id);
    }
  }
  pool.sort();
  const rand = mulberry32(seed);
  const n = Math.max(0, Math.min(Math.floor(count) || 0, pool.length));
  // A partial Fisher–Yates shuffle: the first n places.
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rand() * (pool.length - i));
    const t = pool[i];
    pool[i] = pool[j];
    pool[j] = t;
  }
  return pool.slice(0, n);
}

/**
 * A random section's draw from bank rows: `rule.count` of the rows matching the rule.
 * @param {DrawRow[]} rows
 * @param {DrawRule} rule
 * @param {number} seed 32-bit (seedOf)
 * @param {string[]} [exclude] ids already used by the attempt's other sections
 */
function draw(rows, rule, seed, exclude) {
  const ids = rows.filter((r) => matchesRule(r, rule)).map((r) => r.id);
  return drawIds(ids, Number(rule.count) || 0, seed, exclude);
}

/**
 * The penalty per wrong answer in twelfths of the section's marks (none 0, ¼ 3, ⅓ 4).
 * @param {string} marking
 */
function penaltyTwelfths(marking) {
  const byName = /** @type {Readonly<Record<string, number>>} */ (NEGATIVE_MARKING);
  return (marking && byName[marking]) || 0;
}

/**
 * A section's marks: correct × marks − wrong × marks × penalty, rounded to 2 decimals (counted
 * in twelfths like markedScore, so 7 − 2 × ⅓ is 6.33, not 6.329999).
 * @param {number} correct
 * @param {number} wrong
 * @param {number} marks for a right answer
 * @param {string} marking "none" | "1/4" | "1/3"
 */
function sectionScore(correct, wrong, marks, marking) {
  const twelfths = (correct * 12 - wrong * penaltyTwelfths(marking)) * marks;
  return Math.round((twelfths / 12) * 100) / 100;
}

/**
 * Rounds to 2 decimals.
 * @param {number} n
 */
function round2(n) {
  return Math.round(n * 100) / 100;
}

/**
 * Rounds to 1 decimal.
 * @param {number} n
 */
function round1(n) {
  return Math.round(n * 10) / 10;
}

/**
 * A question as scoring needs it.
 * @typedef {{ id: string, answer: number, topics?: unknown }} ScoreQuestion
 */

/**
 * A section of an attempt as scoring needs it: its rules (from the test) and what happened.
 * @typedef {{ id: string, marks: number, negativeMarking: string, qualifying: number,
 *   questions: string[], startedAt?: string, endedAt?: string }} ScoreSection
 */

/**
 * The result of a section (MockResult["sections"][number]).
 * @typedef {{ id: string, correct: number, wrong: number, skipped: number, score: number,
 *   total: number, qualified: boolean | null, seconds: number }} SectionResult
 */

/**
 * @typedef {{ topic: string, correct: number, answered: number, percent: number }} TopicResult
 * @typedef {{ sections: SectionResult[], topics: TopicResult[], total: number }} MockResultShape
 */

/**
 * Seconds between two ISO dates (0 when either is missing or the end is first).
 * @param {string | undefined} from
 * @param {string | undefined} to
 */
function secondsBetween(from, to) {
  const a = from ? Date.parse(from) : NaN;
  const b = to ? Date.parse(to) : NaN;
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return 0;
  return Math.round((b - a) / 1000);
}

/**
 * Scores an attempt: per section the right, wrong and skipped answers, the marks after negative
 * marking, the most marks, qualified (null when the section has no qualifying marks) and the
 * seconds spent; the overall score (the sum) and counts; topic accuracy over answered questions,
 * weakest first. An answer that is not one of the question's options counts as skipped; a
 * question missing from `questions` (deleted from the bank) scores nothing and counts nowhere.
 * @param {ScoreSection[]} sections
 * @param {Record<string, ScoreQuestion>} questions by id
 * @param {Record<string, unknown>} answers { questionId: option index | null }
 */
function scoreAttempt(sections, questions, answers) {
  /** @type {Record<string, { topic: string, correct: number, answered: number }>} */
  const topics = {};
  /** @type {string[]} */
  const topicOrder = [];
  let score = 0;
  let correctAll = 0;
  let wrongAll = 0;
  let skippedAll = 0;
  let totalAll = 0;
  /** @type {SectionResult[]} */
  const out = [];
  for (const s of sections) {
    let correct = 0;
    let wrong = 0;
    let skipped = 0;
    let counted = 0;
    for (const qid of s.questions) {
      const q = questions[qid];
      if (!q) continue;
      counted++;
      const a = answers[qid];
      if (typeof a !== "number" || a < 0 || a % 1 !== 0) {
        skipped++;
        continue;
      }
      const right = a === q.answer;
      if (right) correct++;
      else wrong++;
      for (const t of stringList(q.topics)) {
        const key = topicKey(t);
        if (!topics[key]) {
          topics[key] = { topic: t.trim(), correct: 0, answered: 0 };
          topicOrder.push(key);
        }
        topics[key].answered++;
        if (right) topics[key].correct++;
      }
    }
    const marks = Number(s.marks) > 0 ? Number(s.marks) : 1;
    const sc = sectionScore(correct, wrong, marks, s.negativeMarking);
    const total = round2(counted * marks);
    const qualifying = Number(s.qualifying) || 0;
    out.push({
      id: s.id,
      correct,
      wrong,
      skipped,
      score: sc,
      total,
      qualified: qualifying > 0 ? sc >= qualifying : null,
      seconds: secondsBetween(s.startedAt, s.endedAt),
    });
    score += sc;
    correctAll += correct;
    wrongAll += wrong;
    skippedAll += skipped;
    totalAll += total;
  }
  const topicList = topicOrder.map((k) => {
    const t = topics[k];
    return { ...t, percent: t.answered > 0 ? round1((t.correct / t.answered) * 100) : 0 };
  });
  // Weakest first; equal accuracy: more answered first (surer), then by name.
  topicList.sort(
    (a, b) =>
      a.percent - b.percent ||
      b.answered - a.answered ||
      (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0),
  );
  return {
    result: /** @type {MockResultShape} */ ({ sections: out, topics: topicList, total: round2(totalAll) }),
    score: round2(score),
    correct: correctAll,
    wrong: wrongAll,
    skipped: skippedAll,
  };
}

/**
 * Rank and percentile from counts: rank = 1 + takers with a higher score (equal scores share a
 * rank); percentile = share of the ranked takers with a lower score, 1 decimal.
 * @param {number} higher
 * @param {number} lower
 * @param {number} of all ranked takers (this one included)
 * @returns {{ rank: number, of: number, percentile: number }}
 */
function rankFromCounts(higher, lower, of) {
  return { rank: higher + 1, of, percentile: of > 0 ? round1((lower / of) * 100) : 0 };
}

/**
 * Rank and percentile of `score` among the ranked takers' `scores` (which include it).
 * @param {number} score
 * @param {number[]} scores
 */
function rankAmong(score, scores) {
  let higher = 0;
  let lower = 0;
  for (const s of scores) {
    if (s > score) higher++;
    else if (s < score) lower++;
  }
  return rankFromCounts(higher, lower, scores.length);
}

/**
 * How many takers each of the upper and lower groups holds: 27 % of them, rounded, at least 1
 * (0 when there are none).
 * @param {number} takers
 */
function groupSize(takers) {
  if (takers <= 0) return 0;
  return Math.max(1, Math.round(takers * GROUP_SHARE));
}

/**
 * A difficulty label from the share right (0–1): ≥ 0.7 easy, ≤ 0.3 hard, else medium; "" when
 * nobody had the question.
 * @param {number | null} p
 * @returns {MockDifficulty}
 */
function difficultyOf(p) {
  if (p === null || Number.isNaN(p)) return "";
  if (p >= 0.7) return "easy";
  if (p <= 0.3) return "hard";
  return "medium";
}

/**
 * Counts of one group of takers on one question: how many chose each option, how many skipped.
 * @typedef {{ options: number[], skipped: number }} ChoiceCounts
 */

/**
 * One question's statistics from its choice counts among all takers who had it and among those
 * of them in the upper and lower 27 % groups (by total score).
 * p = share right; discrimination = share right in the upper group − in the lower group (0 when
 * either group has nobody with the question); optionShare/skipShare in % (1 decimal); miskey when
 * the upper group has at least 5 takers with the question and its most chosen option is not the
 * key and was chosen by at least half of them.
 * @param {number} answer the key's index
 * @param {ChoiceCounts} all
 * @param {ChoiceCounts} upper
 * @param {ChoiceCounts} lower
 */
function itemStats(answer, all, upper, lower) {
  const count = (/** @type {ChoiceCounts} */ c) => c.options.reduce((a, b) => a + b, 0) + c.skipped;
  const right = (/** @type {ChoiceCounts} */ c) =>
    answer >= 0 && answer < c.options.length ? c.options[answer] : 0;
  const attempts = count(all);
  const p = attempts > 0 ? right(all) / attempts : null;
  const nu = count(upper);
  const nl = count(lower);
  const discrimination = nu > 0 && nl > 0 ? round2(right(upper) / nu - right(lower) / nl) : 0;
  /** @type {{ option: number, share: number } | null} */
  let miskey = null;
  if (nu >= MISKEY_MIN_GROUP) {
    let top = -1;
    for (let i = 0; i < upper.options.length; i++) {
      if (top < 0 || upper.options[i] > upper.options[top]) top = i;
    }
    if (top >= 0 && top !== answer && upper.options[top] / nu >= MISKEY_MIN_SHARE) {
      miskey = { option: top, share: round1((upper.options[top] / nu) * 100) };
    }
  }
  return {
    attempts,
    percentCorrect: p === null ? 0 : round1(p * 100),
    optionShare: all.options.map((n) => (attempts > 0 ? round1((n / attempts) * 100) : 0)),
    skipShare: attempts > 0 ? round1((all.skipped / attempts) * 100) : 0,
    difficulty: difficultyOf(p),
    discrimination,
    miskey,
  };
}

/**
 * The takers of a test in upper / middle / lower groups: ids of the upper and lower 27 % by total
 * score (ties at a boundary go by the order given, so pass them in a fixed order).
 * @param {{ id: string, score: number }[]} takers
 * @returns {{ upper: string[], lower: string[] }}
 */
function groupsOf(takers) {
  const sorted = takers.slice().sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const k = Math.min(groupSize(sorted.length), Math.floor(sorted.length / 2));
  return {
    upper: sorted.slice(0, k).map((t) => t.id),
    lower: sorted.slice(sorted.length - k).map((t) => t.id),
  };
}

/**
 * Item statistics of every question from the takers' answers (all in memory: for tests and small
 * sets; the server aggregates the same counts in SQL and calls itemStats).
 * @param {{ id: string, score: number, answers: Record<string, unknown> }[]} takers
 * @param {{ id: string, answer: number, options: number }[]} questions `options`: how many
 */
function itemStatistics(takers, questions) {
  const { upper, lower } = groupsOf(takers);
  /** @type {Record<string, "u" | "l">} */
  const group = {};
  for (const id of upper) group[id] = "u";
  for (const id of lower) group[id] = "l";
  return questions.map((q) => {
    const empty = () => ({ options: Array.from({ length: q.options }, () => 0), skipped: 0 });
    const all = empty();
    const up = empty();
    const lo = empty();
    for (const t of takers) {
      if (!Object.prototype.hasOwnProperty.call(t.answers, q.id)) continue;
      const a = t.answers[q.id];
      const targets = [all];
      if (group[t.id] === "u") targets.push(up);
      if (group[t.id] === "l") targets.push(lo);
      for (const c of targets) {
        if (typeof a === "number" && a >= 0 && a < q.options) c.options[a]++;
        else c.skipped++;
      }
    }
    return { id: q.id, ...itemStats(q.answer, all, up, lo) };
  });
}

module.exports = {
  GROUP_SHARE,
  MISKEY_MIN_GROUP,
  MISKEY_MIN_SHARE,
  seedOf,
  matchesRule,
  drawIds,
  draw,
  sectionScore,
  scoreAttempt,
  rankFromCounts,
  rankAmong,
  groupSize,
  groupsOf,
  difficultyOf,
  itemStats,
  itemStatistics,
};
