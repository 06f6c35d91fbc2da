// Generated from mock-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
/**
 * A question as scoring needs it.
 */
export type ScoreQuestion = {
    id: string;
    answer: number;
    topics?: unknown;
};
/**
 * A section of an attempt as scoring needs it: its rules (from the test) and what happened.
 */
export type ScoreSection = {
    id: string;
    marks: number;
    negativeMarking: string;
    qualifying: number;
    questions: string[];
    startedAt?: string;
    endedAt?: string;
};
/**
 * The result of a section (MockResult["sections"][number]).
 */
export type SectionResult = {
    id: string;
    correct: number;
    wrong: number;
    skipped: number;
    score: number;
    total: number;
    qualified: boolean | null;
    seconds: number;
};
export type TopicResult = {
    topic: string;
    correct: number;
    answered: number;
    percent: number;
};
export type MockResultShape = {
    sections: SectionResult[];
    topics: TopicResult[];
    total: number;
};
/**
 * Counts of one group of takers on one question: how many chose each option, how many skipped.
 */
export type ChoiceCounts = {
    options: number[];
    skipped: number;
};
export type MockMarking = "none" | "1/4" | "1/3";
export type MockDifficulty = "" | "easy" | "medium" | "hard";
/**
 * A bank row as the draw needs it (questions collection).
 */
export type DrawRow = {
    id: string;
    topics?: unknown;
    difficulty?: string;
    retired?: boolean;
    answer?: number;
};
/**
 * A random pick rule (MockPick with mode "random" in src/types/pocketbase.ts).
 */
export type DrawRule = {
    topics?: unknown;
    difficulty?: string;
    count?: number;
};
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
export const GROUP_SHARE: 0.27;
/** Fewest takers in the upper group before a miskey is flagged. */
export const MISKEY_MIN_GROUP: 5;
/** Share of the upper group (0–1) that must choose one other option for a miskey flag. */
export const MISKEY_MIN_SHARE: 0.5;
/**
 * A string as a 32-bit seed (FNV-1a), for mulberry32: an attempt's token and a section id give
 * the same draw every time.
 * @param {string} text
 */
export function seedOf(text: string): number;
/**
 * Whether a bank question may be drawn by a rule: not retired, with an answer key, one of the
 * rule's topics (none named = any topic) and its difficulty ("" = any).
 * @param {DrawRow} row
 * @param {DrawRule} rule
 */
export function matchesRule(row: DrawRow, rule: DrawRule): boolean;
/**
 * `count` ids drawn at random from `ids` (without repeats, leaving out those in `exclude`), the
 * same for the same seed and the same ids in any order. Fewer when there are not enough.
 * @param {string[]} ids
 * @param {number} count
 * @param {number} seed 32-bit (seedOf)
 * @param {string[]} [exclude] ids already used by the attempt's other sections
 * @returns {string[]}
 */
export function drawIds(ids: string[], count: number, seed: number, exclude?: string[]): string[];
/**
 * A random section's draw from bank rows: `rule.count` of the rows matching the rule.
 * @param {DrawRow[]} rows
 * @param {DrawRule} rule
 * @param {number} seed 32-bit (seedOf)
 * @param {string[]} [exclude] ids already used by the attempt's other sections
 */
export function draw(rows: DrawRow[], rule: DrawRule, seed: number, exclude?: string[]): string[];
/**
 * A section's marks: correct × marks − wrong × marks × penalty, rounded to 2 decimals (counted
 * in twelfths like markedScore, so 7 − 2 × ⅓ is 6.33, not 6.329999).
 * @param {number} correct
 * @param {number} wrong
 * @param {number} marks for a right answer
 * @param {string} marking "none" | "1/4" | "1/3"
 */
export function sectionScore(correct: number, wrong: number, marks: number, marking: string): number;
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
export function scoreAttempt(sections: ScoreSection[], questions: Record<string, ScoreQuestion>, answers: Record<string, unknown>): {
    result: MockResultShape;
    score: number;
    correct: number;
    wrong: number;
    skipped: number;
};
/**
 * Rank and percentile from counts: rank = 1 + takers with a higher score (equal scores share a
 * rank); percentile = share of the ranked takers with a lower score, 1 decimal.
 * @param {number} higher
 * @param {number} lower
 * @param {number} of all ranked takers (this one included)
 * @returns {{ rank: number, of: number, percentile: number }}
 */
export function rankFromCounts(higher: number, lower: number, of: number): {
    rank: number;
    of: number;
    percentile: number;
};
/**
 * Rank and percentile of `score` among the ranked takers' `scores` (which include it).
 * @param {number} score
 * @param {number[]} scores
 */
export function rankAmong(score: number, scores: number[]): {
    rank: number;
    of: number;
    percentile: number;
};
/**
 * How many takers each of the upper and lower groups holds: 27 % of them, rounded, at least 1
 * (0 when there are none).
 * @param {number} takers
 */
export function groupSize(takers: number): number;
/**
 * The takers of a test in upper / middle / lower groups: ids of the upper and lower 27 % by total
 * score (ties at a boundary go by the order given, so pass them in a fixed order).
 * @param {{ id: string, score: number }[]} takers
 * @returns {{ upper: string[], lower: string[] }}
 */
export function groupsOf(takers: {
    id: string;
    score: number;
}[]): {
    upper: string[];
    lower: string[];
};
/**
 * A difficulty label from the share right (0–1): ≥ 0.7 easy, ≤ 0.3 hard, else medium; "" when
 * nobody had the question.
 * @param {number | null} p
 * @returns {MockDifficulty}
 */
export function difficultyOf(p: number | null): MockDifficulty;
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
export function itemStats(answer: number, all: ChoiceCounts, upper: ChoiceCounts, lower: ChoiceCounts): {
    attempts: number;
    percentCorrect: number;
    optionShare: number[];
    skipShare: number;
    difficulty: MockDifficulty;
    discrimination: number;
    miskey: {
        option: number;
        share: number;
    } | null;
};
/**
 * Item statistics of every question from the takers' answers (all in memory: for tests and small
 * sets; the server aggregates the same counts in SQL and calls itemStats).
 * @param {{ id: string, score: number, answers: Record<string, unknown> }[]} takers
 * @param {{ id: string, answer: number, options: number }[]} questions `options`: how many
 */
export function itemStatistics(takers: {
    id: string;
    score: number;
    answers: Record<string, unknown>;
}[], questions: {
    id: string;
    answer: number;
    options: number;
}[]): {
    attempts: number;
    percentCorrect: number;
    optionShare: number[];
    skipShare: number;
    difficulty: MockDifficulty;
    discrimination: number;
    miskey: {
        option: number;
        share: number;
    } | null;
    id: string;
}[];
