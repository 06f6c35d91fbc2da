// Generated from mock-patterns-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export type MockMarking = "none" | "1/4" | "1/3";
export type MockDifficulty = "" | "easy" | "medium" | "hard";
/**
 * One section of a pattern: its questions are drawn at random from the topic named like the
 * section, until staff pick otherwise.
 */
export type PatternSection = {
    title: string;
    titlePa: string;
    /**
     * the bank topic the section's random pick draws from
     */
    topic: string;
    questions: number;
    /**
     * minutes; 0 = no limit of its own
     */
    timeLimit: number;
    /**
     * marks; 0 = none
     */
    qualifying: number;
    /**
     * for a right answer
     */
    marks: number;
    negativeMarking: MockMarking;
};
export type MockPattern = {
    id: string;
    name: string;
    namePa: string;
    /**
     * the exam tag ("PSTET")
     */
    exam: string;
    /**
     * minutes for the whole test; 0 = only the sections' own
     */
    timeLimit: number;
    lockedOrder: boolean;
    instructions: string;
    instructionsPa: string;
    sections: PatternSection[];
};
/**
 * A stored section (MockSection in src/types/pocketbase.ts) as the checks read it.
 */
export type SectionInput = {
    id?: string | undefined;
    title: string;
    titlePa?: string | undefined;
    timeLimit: number;
    qualifying: number;
    marks: number;
    negativeMarking: MockMarking;
    pick: SectionPick;
};
export type SectionPick = {
    mode: "fixed";
    questions: string[];
} | {
    mode: "random";
    topics: string[];
    difficulty: MockDifficulty;
    count: number;
    perAttempt: boolean;
    drawn?: string[];
};
/**
 * A problem with one section's field (`field` names it: "title", "timeLimit", "pick.count"…), or
 * with the test's sections as a whole (section null).
 */
export type SectionProblem = {
    section: number | null;
    field: string;
    message: string;
};
/** Every pattern is shown with this line in the admin. */
export const PATTERN_NOTE: "Based on the published pattern \u2014 check the latest notification.";
/** @type {readonly MockPattern[]} */
export const PATTERNS: readonly MockPattern[];
export namespace MOCK_LIMITS {
    let sections: number;
    let questionsPerSection: number;
    let questions: number;
    let minutes: number;
    let marks: number;
    let titleLength: number;
    let topics: number;
}
/**
 * The pattern with this id, or null.
 * @param {string} id
 * @returns {MockPattern | null}
 */
export function patternById(id: string): MockPattern | null;
/**
 * A stored section (MockSection in src/types/pocketbase.ts) as the checks read it.
 * @typedef {object} SectionInput
 * @property {string} [id]
 * @property {string} title
 * @property {string} [titlePa]
 * @property {number} timeLimit
 * @property {number} qualifying
 * @property {number} marks
 * @property {MockMarking} negativeMarking
 * @property {SectionPick} pick
 */
/**
 * @typedef {{ mode: "fixed"; questions: string[] } | { mode: "random"; topics: string[];
 *   difficulty: MockDifficulty; count: number; perAttempt: boolean; drawn?: string[] }} SectionPick
 */
/**
 * A new test's sections copied from a pattern: stable ids s1…, each a random pick of the pattern's
 * count from the topic named like the section, any difficulty, drawn per attempt.
 * @param {MockPattern} pattern
 * @returns {SectionInput[]}
 */
export function sectionsFromPattern(pattern: MockPattern): SectionInput[];
/**
 * How many questions a pattern has.
 * @param {MockPattern} pattern
 */
export function patternQuestionCount(pattern: MockPattern): number;
/**
 * The number of questions a section asks for (fixed: the ids picked; random: the count).
 * @param {SectionPick} pick
 */
export function pickCount(pick: SectionPick): number;
/**
 * Most marks a section can give.
 * @param {SectionInput} s
 */
export function sectionTotal(s: SectionInput): number;
/**
 * A problem with one section's field (`field` names it: "title", "timeLimit", "pick.count"…), or
 * with the test's sections as a whole (section null).
 * @typedef {{ section: number | null; field: string; message: string }} SectionProblem
 */
/**
 * Everything wrong with a test's sections that can be told without the bank: their shape, a
 * section time longer than the whole test's, marks, qualifying marks above what the section can
 * give, and for a published test at least one section with questions. Messages name the section
 * by its number (1-based). The bank checks (picked questions exist; enough for a random draw)
 * are the save pipeline's.
 * @param {unknown} sections
 * @param {{ timeLimit: number; active: boolean }} test
 * @returns {SectionProblem[]}
 */
export function sectionsProblems(sections: unknown, test: {
    timeLimit: number;
    active: boolean;
}): SectionProblem[];
