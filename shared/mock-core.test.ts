// The mock-test arithmetic (shared/mock-core.cjs) through the app's ESM wrapper: the seeded draw,
// section scoring with negative marking and qualifying, topic accuracy, rank and percentile, and
// the item statistics (p-value, discrimination, option shares, miskey).
import { describe, expect, it } from "vitest";
import {
  draw,
  drawIds,
  difficultyOf,
  groupSize,
  groupsOf,
  itemStatistics,
  itemStats,
  matchesRule,
  rankAmong,
  rankFromCounts,
  scoreAttempt,
  sectionScore,
  seedOf,
} from "./mock-core.cjs";

const ids = Array.from({ length: 40 }, (_, i) => `q${String(i).padStart(2, "0")}`);

describe("draw", () => {
  it("draws the same questions for the same seed, whatever the order of the bank rows", () => {
    const a = drawIds(ids, 10, seedOf("token-1:s2"));
    const b = drawIds([...ids].reverse(), 10, seedOf("token-1:s2"));
    expect(a).toEqual(b);
    expect(a).toHaveLength(10);
    expect(new Set(a).size).toBe(10);
    for (const id of a) expect(ids).toContain(id);
  });

  it("draws differently for another seed, and fewer when the pool is short", () => {
    expect(drawIds(ids, 10, seedOf("token-1:s2"))).not.toEqual(drawIds(ids, 10, seedOf("token-2:s2")));
    expect(drawIds(ids.slice(0, 3), 10, 7)).toHaveLength(3);
    expect(drawIds(ids, 0, 7)).toEqual([]);
    expect(drawIds([], 5, 7)).toEqual([]);
  });

  it("never repeats a question already used by another section", () => {
    const first = drawIds(ids, 20, 11);
    const second = drawIds(ids, 20, 12, first);
    expect(second).toHaveLength(20);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    // All 40 used: nothing is left for a third.
    expect(drawIds(ids, 5, 13, [...first, ...second])).toEqual([]);
    // Repeats in the pool itself count once.
    expect(drawIds(["a", "a", "b"], 3, 1).sort()).toEqual(["a", "b"]);
  });

  it("spreads the draws over the whole pool (no question always left out)", () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      for (const id of drawIds(ids, 5, seedOf(`t${i}`))) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect(seen.size).toBe(40);
    // 400 × 5 / 40 = 50 expected per question.
    for (const n of seen.values()) expect(n).toBeGreaterThan(20);
  });

  it("matches rows by topic (any of them, case and spaces aside), difficulty, key and retirement", () => {
    const rule = { topics: ["Punjab History", "reasoning "], difficulty: "medium", count: 5 };
    const row = { id: "x", topics: ["punjab history"], difficulty: "medium", retired: false, answer: 2 };
    expect(matchesRule(row, rule)).toBe(true);
    expect(matchesRule({ ...row, topics: ["Reasoning"] }, rule)).toBe(true);
    expect(matchesRule({ ...row, topics: ["Geography"] }, rule)).toBe(false);
    expect(matchesRule({ ...row, topics: null }, rule)).toBe(false);
    expect(matchesRule({ ...row, difficulty: "hard" }, rule)).toBe(false);
    expect(matchesRule({ ...row, retired: true }, rule)).toBe(false);
    expect(matchesRule({ ...row, answer: -1 }, rule)).toBe(false);
    // No topics and no difficulty: any question with a key.
    expect(
      matchesRule({ ...row, topics: [], difficulty: "" }, { topics: [], difficulty: "", count: 1 }),
    ).toBe(true);
  });

  it("draw() filters the bank rows by the rule, then draws", () => {
    const rows = [
      ...ids.slice(0, 10).map((id) => ({ id, topics: ["Geography"], difficulty: "easy", answer: 0 })),
      ...ids.slice(10).map((id) => ({ id, topics: ["History"], difficulty: "easy", answer: 0 })),
    ];
    const got = draw(rows, { topics: ["Geography"], difficulty: "", count: 4 }, 99);
    expect(got).toHaveLength(4);
    for (const id of got) expect(ids.slice(0, 10)).toContain(id);
    expect(draw(rows, { topics: ["Geography"], difficulty: "", count: 30 }, 99)).toHaveLength(10);
  });
});

describe("scoring", () => {
  it("takes a quarter or a third of the section's marks per wrong answer, to 2 decimals", () => {
    expect(sectionScore(7, 2, 1, "1/3")).toBe(6.33);
    expect(sectionScore(7, 2, 1, "1/4")).toBe(6.5);
    expect(sectionScore(7, 2, 1, "none")).toBe(7);
    expect(sectionScore(10, 3, 2, "1/4")).toBe(18.5);
    expect(sectionScore(0, 5, 1, "1/3")).toBe(-1.67);
    expect(sectionScore(1, 0, 0.5, "1/3")).toBe(0.5);
  });

  const questions = {
    a: { id: "a", answer: 0, topics: ["Punjab History"] },
    b: { id: "b", answer: 1, topics: ["Punjab History", "Current Affairs 2026-11"] },
    c: { id: "c", answer: 2, topics: ["Punjab Geography"] },
    d: { id: "d", answer: 0, topics: ["Punjab Geography"] },
    e: { id: "e", answer: 3, topics: ["Punjabi Grammar"] },
  };
  const sections = [
    {
      id: "s1",
      marks: 1,
      negativeMarking: "1/4",
      qualifying: 0,
      questions: ["a", "b", "c"],
      startedAt: "2026-11-27T10:00:00.000Z",
      endedAt: "2026-11-27T10:05:30.000Z",
    },
    {
      id: "s2",
      marks: 2,
      negativeMarking: "1/3",
      qualifying: 3,
      questions: ["d", "e", "gone"],
      startedAt: "2026-11-27T10:05:30.000Z",
      endedAt: "",
    },
  ];

  it("scores each section, qualifying and the whole, with topic accuracy weakest first", () => {
    const r = scoreAttempt(sections, questions, { a: 0, b: 0, c: 2, d: 1, e: null, gone: 1 });
    expect(r.result.sections).toEqual([
      { id: "s1", correct: 2, wrong: 1, skipped: 0, score: 1.75, total: 3, qualified: null, seconds: 330 },
      { id: "s2", correct: 0, wrong: 1, skipped: 1, score: -0.67, total: 4, qualified: false, seconds: 0 },
    ]);
    expect(r.score).toBe(1.08);
    expect([r.correct, r.wrong, r.skipped]).toEqual([2, 2, 1]);
    expect(r.result.total).toBe(7);
    expect(r.result.topics).toEqual([
      { topic: "Current Affairs 2026-11", correct: 0, answered: 1, percent: 0 },
      { topic: "Punjab Geography", correct: 1, answered: 2, percent: 50 },
      { topic: "Punjab History", correct: 1, answered: 2, percent: 50 },
    ]);
  });

  it("qualifies a section at exactly its qualifying marks; an answer out of range is skipped", () => {
    const r = scoreAttempt(sections, questions, { d: 0, e: 3 });
    expect(r.result.sections[1]).toMatchObject({ correct: 2, score: 4, qualified: true });
    const bad = scoreAttempt(sections, questions, { a: -1, b: 1.5, c: "2" });
    expect(bad.result.sections[0]).toMatchObject({ correct: 0, wrong: 0, skipped: 3, score: 0 });
  });
});

describe("rank and percentile", () => {
  it("shares a rank between equal scores and counts only lower scores for the percentile", () => {
    const scores = [90, 75.5, 75.5, 60, 10];
    expect(rankAmong(90, scores)).toEqual({ rank: 1, of: 5, percentile: 80 });
    expect(rankAmong(75.5, scores)).toEqual({ rank: 2, of: 5, percentile: 40 });
    expect(rankAmong(60, scores)).toEqual({ rank: 4, of: 5, percentile: 20 });
    expect(rankAmong(10, scores)).toEqual({ rank: 5, of: 5, percentile: 0 });
    expect(rankFromCounts(0, 2, 3)).toEqual({ rank: 1, of: 3, percentile: 66.7 });
    expect(rankAmong(5, [5])).toEqual({ rank: 1, of: 1, percentile: 0 });
  });
});

describe("item statistics", () => {
  it("labels difficulty from the share right", () => {
    expect([0.7, 0.69, 0.31, 0.3, null].map(difficultyOf)).toEqual(["easy", "medium", "medium", "hard", ""]);
  });

  it("puts 27 % of the takers (rounded, at least one) in each group", () => {
    expect([0, 1, 2, 10, 20, 100].map(groupSize)).toEqual([0, 1, 1, 3, 5, 27]);
    const g = groupsOf([
      { id: "a", score: 1 },
      { id: "b", score: 9 },
      { id: "c", score: 5 },
      { id: "d", score: 7 },
    ]);
    expect(g).toEqual({ upper: ["b"], lower: ["a"] });
    expect(groupsOf([{ id: "a", score: 1 }])).toEqual({ upper: [], lower: [] });
  });

  it("computes p, option shares, skips and discrimination from counts", () => {
    const s = itemStats(
      1,
      { options: [2, 5, 2, 0], skipped: 1 },
      { options: [0, 3, 0, 0], skipped: 0 },
      { options: [1, 0, 1, 0], skipped: 1 },
    );
    expect(s).toEqual({
      attempts: 10,
      percentCorrect: 50,
      optionShare: [20, 50, 20, 0],
      skipShare: 10,
      difficulty: "medium",
      discrimination: 1,
      miskey: null,
    });
    // Nobody had it.
    expect(
      itemStats(
        0,
        { options: [0, 0], skipped: 0 },
        { options: [0, 0], skipped: 0 },
        { options: [0, 0], skipped: 0 },
      ),
    ).toMatchObject({
      attempts: 0,
      percentCorrect: 0,
      difficulty: "",
      discrimination: 0,
      miskey: null,
    });
  });

  it("flags a miskey only with 5+ in the upper group, half of them on one other option", () => {
    const lower = { options: [1, 1, 0], skipped: 0 };
    const all = { options: [10, 10, 0], skipped: 0 };
    expect(itemStats(0, all, { options: [1, 4, 0], skipped: 0 }, lower).miskey).toEqual({
      option: 1,
      share: 80,
    });
    // Exactly half is enough.
    expect(itemStats(0, all, { options: [2, 3, 0], skipped: 1 }, lower).miskey).toEqual({
      option: 1,
      share: 50,
    });
    // Under half: no flag.
    expect(itemStats(0, all, { options: [2, 2, 1], skipped: 0 }, lower).miskey).toBeNull();
    // Four in the group: too few.
    expect(itemStats(0, all, { options: [0, 4, 0], skipped: 0 }, lower).miskey).toBeNull();
    // The top group mostly picks the key: no flag.
    expect(itemStats(1, all, { options: [1, 4, 0], skipped: 0 }, lower).miskey).toBeNull();
  });

  it("builds the groups from the takers' scores and counts only takers who had the question", () => {
    // 20 takers: groups of 5. The top five all chose option 2 on q1 (keyed 0): a miskey.
    const takers = Array.from({ length: 20 }, (_, i) => ({
      id: `t${String(i).padStart(2, "0")}`,
      score: 100 - i,
      answers: {
        q1: i < 5 ? 2 : i >= 15 ? 0 : 1,
        // Only the first ten had q2 (a random section): the lower group has nobody with it.
        ...(i < 10 ? { q2: i < 5 ? 0 : null } : {}),
      } as Record<string, number | null>,
    }));
    const [q1, q2] = itemStatistics(takers, [
      { id: "q1", answer: 0, options: 3 },
      { id: "q2", answer: 0, options: 2 },
    ]);
    expect(q1).toMatchObject({
      id: "q1",
      attempts: 20,
      percentCorrect: 25,
      optionShare: [25, 50, 25],
      difficulty: "hard",
      discrimination: -1,
      miskey: { option: 2, share: 100 },
    });
    expect(q2).toMatchObject({
      attempts: 10,
      percentCorrect: 50,
      skipShare: 50,
      discrimination: 0,
      miskey: null,
    });
  });
});
