// Generated from question-bank-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
/**
 * A question read from a file (the quiz import's shape, answer as an option index or -1).
 */
export type ImportedQuestion = {
    text: string;
    options: string[];
    answer: number;
    explanation?: string;
    flag?: string;
};
/**
 * One item of a bilingual import: two questions in different scripts paired (`problem` when their
 * option counts differ: not imported until fixed or unpaired), or a question alone.
 */
export type PairedItem = {
    number: number;
    halves: {
        lang: BankLang;
        q: ImportedQuestion;
        index: number;
    }[];
    problem: string;
};
export type BankLang = "en" | "pa" | "hi";
/**
 * A question as the bank stores it (the questions collection's own fields).
 */
export type BankQuestion = {
    textEn: string;
    textPa: string;
    textHi: string;
    optionsEn: string[];
    optionsPa: string[];
    optionsHi: string[];
    answer: number;
    explanationEn: string;
    explanationPa: string;
    explanationHi: string;
    topics: string[];
    exams: string[];
    difficulty: "" | "easy" | "medium" | "hard";
    flag: string;
    source: string;
};
/** Bounds, the same as the questions collection's fields (pb_migrations/1764800000_…). */
export const BANK_LIMITS: Readonly<{
    text: 4000;
    option: 500;
    /** `answer` is 0–9 in the schema. */
    options: 10;
    explanation: 4000;
    topics: 30;
    topic: 80;
    dupKey: 500;
    search: 20000;
    /** Rows of one CSV import. */
    csvRows: 10000;
}>;
/** The languages a question can be given in, in the order the bank prefers them. */
export const BANK_LANGS: readonly ["en", "pa", "hi"];
/** The CSV's columns (the header row names them; order free, case and spaces ignored). */
export const CSV_COLUMNS: readonly string[];
export const FORMULA_WARNING: "looks like a spreadsheet formula";
/**
 * `textEn`, `optionsPa`, …: the field of `base` in language `lang`.
 * @param {"text" | "options" | "explanation"} base
 * @param {BankLang} lang
 */
export function langField(base: "text" | "options" | "explanation", lang: BankLang): string;
/**
 * One line of text as stored: NFC, invisible characters removed, whitespace runs one space, trimmed.
 * @param {unknown} value
 */
export function cleanLine(value: unknown): string;
/**
 * A list of strings from anything (JSON text, an array, null): non-strings and blanks dropped.
 * @param {unknown} value
 * @returns {string[]}
 */
export function stringList(value: unknown): string[];
/**
 * Tags (topics, exams): cleaned, blanks and repeats (case-insensitive) dropped.
 * @param {unknown} value
 */
export function cleanTags(value: unknown): string[];
/**
 * A question normalised as the bank stores it: text trimmed, NFC, spaces collapsed; empty options
 * dropped (the answer index moves with them, counted in the first language that has options);
 * tags cleaned. Missing fields become their empty value. Does not validate.
 * @param {Partial<Record<string, unknown>>} q
 * @returns {BankQuestion}
 */
export function normaliseQuestion(q: Partial<Record<string, unknown>>): BankQuestion;
/**
 * The languages `q` is given in (text or options), in bank order.
 * @param {Partial<BankQuestion>} q
 * @returns {BankLang[]}
 */
export function questionLangs(q: Partial<BankQuestion>): BankLang[];
/**
 * Problems of a normalised question, by field, in plain words ({} when it can be saved): at least
 * one language's text; two or more options in it; every language's options the same count as the
 * first's; the answer one of the options or -1; lengths.
 * @param {BankQuestion} q
 * @returns {Record<string, string>}
 */
export function questionProblems(q: BankQuestion): Record<string, string>;
/**
 * Text folded for comparison and search: NFC, lower-case; Gurmukhi nukta letters as their base
 * letter, the nukta sign and addak (ੱ) dropped, tippi (ੰ) as bindi (ਂ), so spellings that differ
 * only in those match; ZWJ/ZWNJ dropped. Punctuation and symbols become spaces.
 * @param {unknown} value
 */
export function foldText(value: unknown): string;
/**
 * The duplicate key: the question's text folded (foldText) with every space removed, from the
 * English text when there is one, else the Punjabi, else the Hindi; at most 500 characters. Two
 * questions with the same key are the same question for the import's duplicate check.
 * @param {Partial<BankQuestion>} q
 */
export function dupKey(q: Partial<BankQuestion>): string;
/**
 * The search words: every language's text, options and explanation folded (foldText), words
 * once each, at most 20,000 characters. The bank's search folds the query the same way and
 * looks for every word in it (pb.filter `search ~ {:w1} && …`), so a Gurmukhi word is found
 * spelled with or without its nukta, addak or tippi.
 * @param {Partial<BankQuestion>} q
 */
export function searchWords(q: Partial<BankQuestion>): string;
/**
 * A search box's text as the words to look for in `search` (folded like searchWords), at most 8.
 * @param {unknown} query
 */
export function searchTerms(query: unknown): string[];
/**
 * True when a save changes what the question asks or its key (text, options or answer in any
 * language): such an edit clears the import's flag.
 * @param {Partial<BankQuestion>} before
 * @param {Partial<BankQuestion>} after
 */
export function contentChanged(before: Partial<BankQuestion>, after: Partial<BankQuestion>): boolean;
/**
 * The script most of `text`'s letters are in: "pa" (Gurmukhi), "hi" (Devanagari) or "en" (Latin,
 * and anything else).
 * @param {unknown} text
 * @returns {BankLang}
 */
export function scriptOf(text: unknown): BankLang;
/**
 * A question read from a file (the quiz import's shape, answer as an option index or -1).
 * @typedef {{ text: string, options: string[], answer: number, explanation?: string, flag?: string }} ImportedQuestion
 */
/**
 * One item of a bilingual import: two questions in different scripts paired (`problem` when their
 * option counts differ: not imported until fixed or unpaired), or a question alone.
 * @typedef {{ number: number, halves: { lang: BankLang, q: ImportedQuestion, index: number }[], problem: string }} PairedItem
 */
/**
 * Pairs consecutive questions given in two scripts (English then Punjabi, or the reverse, or
 * with Hindi): each question's script is found from its text; a question is paired with the next
 * when that one is in another script and not itself already paired. Items are numbered from 1.
 * @param {readonly ImportedQuestion[]} questions
 * @returns {PairedItem[]}
 */
export function pairBilingual(questions: readonly ImportedQuestion[]): PairedItem[];
/**
 * A paired (or single) item as a bank question. The answer comes from the first half that has a
 * key; a flag of either half is kept, and halves whose keys differ are flagged.
 * @param {PairedItem} item
 * @param {{ topics?: string[], exams?: string[], source?: string }} [extra]
 * @returns {BankQuestion}
 */
export function pairedToQuestion(item: PairedItem, extra?: {
    topics?: string[];
    exams?: string[];
    source?: string;
}): BankQuestion;
/**
 * Rows of a CSV text (RFC 4180): fields separated by commas, a quoted field may hold commas,
 * doubled quotes and line breaks; records end at CRLF, LF or CR; a byte order mark is dropped;
 * a last empty line is not a row.
 * @param {string} text
 * @returns {string[][]}
 */
export function parseCsv(text: string): string[][];
/**
 * The header row as a column → index map; unknown columns in `unknown`. Missing text columns are
 * `missing` ("text_en or text_pa", "answer").
 * @param {readonly string[]} header
 */
export function csvHeader(header: readonly string[]): {
    index: Record<string, number>;
    unknown: string[];
    missing: string[];
};
/**
 * "1"–"10", "A"–"J" (either case, "(b)", "B."), or "" → the option index or -1.
 * @param {string} value
 */
export function csvAnswer(value: string): number;
/**
 * One CSV data row as a bank question, with its warnings (a cell that starts like a formula is
 * kept as text and warned about) and problems (questionProblems, plus an unreadable answer).
 * `rowNumber` is the row's line in the file (the header is 1).
 * @param {readonly string[]} row
 * @param {Record<string, number>} index from csvHeader
 * @param {number} rowNumber
 * @param {{ topics?: string[], exams?: string[], source?: string }} [extra] tags for every row
 */
export function csvRowToQuestion(row: readonly string[], index: Record<string, number>, rowNumber: number, extra?: {
    topics?: string[];
    exams?: string[];
    source?: string;
}): {
    question: BankQuestion;
    warnings: string[];
    problems: Record<string, string>;
};
/**
 * A quiz's stored question as a bank question: Gurmukhi text goes to textPa/optionsPa, anything
 * else to English; the answer is the index of the option equal to the quiz's answer text, or -1
 * with the flag "No answer key in the quiz".
 * @param {{ text?: unknown, options?: unknown, answer?: unknown, explanation?: unknown, flag?: unknown }} qq
 * @param {string} quizId
 * @param {number} index the question's stored index in the quiz
 * @param {string[]} [topics]
 */
export function quizQuestionToBank(qq: {
    text?: unknown;
    options?: unknown;
    answer?: unknown;
    explanation?: unknown;
    flag?: unknown;
}, quizId: string, index: number, topics?: string[]): {
    question: BankQuestion;
    lang: BankLang;
};
/**
 * `quiz:<id>#<index>`.
 * @param {string} quizId
 * @param {number} index
 */
export function quizSource(quizId: string, index: number): string;
/**
 * The quiz and stored index a `quiz:<id>#<i>` source names, or null.
 * @param {unknown} source
 * @returns {{ quizId: string, index: number } | null}
 */
export function parseQuizSource(source: unknown): {
    quizId: string;
    index: number;
} | null;
/**
 * The bank question's text, options, answer and explanation in the quiz's language, written
 * over the quiz's stored question (order and anything else kept). `lang` is the language the
 * quiz is in (scriptOf its stored text); when the bank question has no text in it, null. The
 * quiz's flag is removed when the bank's is clear, else kept.
 * @param {Record<string, unknown>} stored the quiz's question
 * @param {Partial<BankQuestion>} q
 */
export function bankToQuizQuestion(stored: Record<string, unknown>, q: Partial<BankQuestion>): Record<string, unknown> | null;
