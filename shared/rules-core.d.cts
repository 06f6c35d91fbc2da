// Generated from rules-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export type NegativeMarking = "none" | "1/4" | "1/3";
/**
 * SEO URL rule of the spec: lowercase and trim; keep a-z, 0-9, space and hyphen; whitespace to a
 * hyphen; collapse repeated hyphens. Names in other scripts (e.g. Gurmukhi) leave "".
 * @param {string} name
 */
export function slugify(name: string): string;
/**
 * The slug of `name`, or a readable dated one (never "") when the name leaves nothing.
 * @param {string} name
 * @param {string} day
 */
export function slugOrFallback(name: string, day: string): string;
/**
 * Article SEO URLs that would sit on a site page's path (/currentaffairs/today, /archive, and the
 * /date/… and /month/… sections): refused on save (pb_hooks) and skipped by the form's slug finder.
 */
export const RESERVED_ARTICLE_SLUGS: readonly string[];
/**
 * Whether `slug` is the address of one of the site's own /currentaffairs/… pages.
 * @param {string} slug
 */
export function isReservedArticleSlug(slug: string): boolean;
/**
 * "YYYY-MM-DD" if exactly a real calendar day in 2000–2099, else null.
 * @param {unknown} value
 * @returns {string | null}
 */
export function parseCalendarDay(value: unknown): string | null;
/**
 * "YYYY-MM" if exactly a month in 2000–2099, else null.
 * @param {unknown} value
 * @returns {string | null}
 */
export function parseCalendarMonth(value: unknown): string | null;
/** Longest tag name; the CAtags.name field has the same max (pb_migrations). */
export const TAG_NAME_MAX: 60;
/**
 * Text as stored (names, descriptions, messages): NFC, with control and format characters
 * removed (see INVISIBLE_RE; tab, CR, LF, ZWNJ and ZWJ stay). Not trimmed.
 * @param {string} value
 */
export function cleanText(value: string): string;
/**
 * A tag, article, quiz, course or person's name as stored: cleanText, whitespace runs as one space, trimmed.
 * @param {string} value
 */
export function cleanName(value: string): string;
/**
 * The key two tag names are compared by (stored in CAtags.nameKey under a UNIQUE index): the clean
 * name case-folded. Upper then lower case approximates Unicode full case folding in every runtime
 * (ß and SS, ς and σ, Ä and ä all meet); NFC again because case mapping can decompose.
 * @param {string} value
 */
export function tagKey(value: string): string;
/**
 * Links the site renders as hrefs from settings (social.*, appLinks.*, slides[].ctaUrl): an
 * https:// address or a path on this site ("/courses", never "//host" or "/\\host", which browsers
 * treat as another host). Everything else (javascript:, data:, vbscript:, http:) is refused.
 * Returns null when `value` is acceptable ("" and a missing value mean no link).
 * @param {unknown} value
 * @returns {string | null}
 */
export function linkProblem(value: unknown): string | null;
/** The link-bearing JSON fields of the settings record and where their links sit. */
export const SETTINGS_LINK_FIELDS: readonly string[];
/**
 * Checks the links in one settings JSON field (its parsed value). Returns null, or a message that
 * names the bad link, e.g. 'Link social.facebook must be an https:// address or a path starting with /'.
 * @param {string} field
 * @param {unknown} value
 * @returns {string | null}
 */
export function settingsLinkProblem(field: string, value: unknown): string | null;
/** Limits on a quiz's questions (quizs.questions is JSON, so only these rules check its shape). */
export const QUESTION_LIMITS: Readonly<{
    questions: 1000;
    options: 4;
    text: 2000;
    option: 500;
    answer: 500;
    explanation: 2000;
    /** The import's note on a doubtful answer key (question-answer.ts keeps it shorter). */
    flag: 500;
}>;
/**
 * Returns null when `list` is a valid question list, else a message naming the first problem.
 * @param {unknown} list
 * @returns {string | null}
 */
export function questionListProblem(list: unknown): string | null;
/**
 * The same check on the field's raw JSON text, as the server reads it (record.getString):
 * "" and "null" mean no questions.
 * @param {string} raw
 * @returns {string | null}
 */
export function questionsProblem(raw: string): string | null;
/** @typedef {"none" | "1/4" | "1/3"} NegativeMarking */
/** Negative marking choices on a quiz: the fraction of a mark taken off per wrong answer. */
export const NEGATIVE_MARKING: Readonly<{
    none: 0;
    "1/4": 3;
    "1/3": 4;
}>;
/**
 * The score after negative marking, exact: marks are counted in twelfths (a common multiple of
 * 4 and 3) as integers and divided once, rounded to 2 decimals (7 − 2 × ⅓ = 6.33).
 * @param {number} correct
 * @param {number} wrong
 * @param {NegativeMarking | ""} [marking] (anything else: none)
 */
export function markedScore(correct: number, wrong: number, marking?: NegativeMarking | ""): number;
/** Longest time limit a quiz may have, in minutes (quizs.timeLimit; 0 = none). */
export const TIME_LIMIT_MAX: 300;
/**
 * Why an active (published) quiz's questions cannot go live, naming every question at fault
 * (numbered from 1 as staff see them), or null. Each question needs at least two options and an
 * answer that is one of them, and no flag: the import flags an answer key it could not read for
 * certain (src/features/quizzes/question-answer.ts) until staff edit the question.
 * @param {unknown} list
 * @returns {string | null}
 */
export function publishProblem(list: unknown): string | null;
/**
 * Limits on an uploaded .docx, checked from its zip central directory without inflating anything:
 * by the browser before mammoth opens it (src/lib/docx/zip-preflight.ts) and by the server on
 * every save of an article's `doc` (pb_hooks/lib/docx-check.js).
 */
export const DOCX_PREFLIGHT_LIMITS: Readonly<{
    /** Most entries a document may hold (Word writes ~15–40 plus one per image). */
    maxEntries: 2000;
    /** Hard cap on the declared unpacked size of all entries together. */
    maxUnpackedBytes: number;
    /** Above this unpacked size, an overall ratio over `maxRatio` counts as a bomb. */
    ratioCheckFromBytes: number;
    maxRatio: 50;
}>;
/**
 * A course as staff save it (admin form and server hook pb_hooks/courses.pb.js). priceMax is also
 * the price field's max (migration 1764100100); the image limits repeat the image field's.
 */
export const COURSE_LIMITS: Readonly<{
    priceMax: 1000000;
    nameMax: 200;
    descriptionMax: 5000;
    imageMaxBytes: number;
    imageTypes: readonly string[];
}>;
/**
 * A course's store URL (the Buy Now link): an https:// address only, never a site path,
 * javascript: or http:. Returns null when acceptable ("" means no link), else a message.
 * @param {unknown} value
 * @returns {string | null}
 */
export function httpsUrlProblem(value: unknown): string | null;
