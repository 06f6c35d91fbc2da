// The validation rules that both the server and the app check, in one file every runtime can load.
// It is CommonJS because PocketBase's hook runtime (goja) require()s CommonJS only:
// - pb_hooks: require(`${__hooks}/../shared/rules-core.cjs`) inside a handler;
// - the seed (Node ESM): createRequire, see scripts/lib/seed.mjs;
// - the app: import from "@shared/rules-core.cjs" (typed by rules-core.d.cts, generated from the JSDoc here); the plugin in vite.config.ts
//   wraps this file as ESM for dev, build and vitest.
// Keep it plain ES2019 with no imports or host globals, so goja, Node and browsers all run it.
"use strict";

/**
 * SEO URL rule of the spec: lowercase and trim; keep a-z, 0-9, space and hyphen; whitespace to a
 * hyphen; collapse repeated hyphens. Names in other scripts (e.g. Gurmukhi) leave "".
 * @param {string} name
 */
function slugify(name) {
  return String(name == null ? "" : name)
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The slug of `name`, or a readable dated one (never "") when the name leaves nothing.
 * @param {string} name
 * @param {string} day
 */
function slugOrFallback(name, day) {
  return slugify(name) || `current-affairs-${day}`;
}

/**
 * Article SEO URLs that would sit on a site page's path (/currentaffairs/today, /archive, and the
 * /date/… and /month/… sections): refused on save (pb_hooks) and skipped by the form's slug finder.
 */
const RESERVED_ARTICLE_SLUGS = /** @type {readonly string[]} */ (["today", "date", "month", "archive"]);

/**
 * Whether `slug` is the address of one of the site's own /currentaffairs/… pages.
 * @param {string} slug
 */
function isReservedArticleSlug(slug) {
  return (
    RESERVED_ARTICLE_SLUGS.indexOf(
      String(slug == null ? "" : slug)
        .trim()
        .toLowerCase(),
    ) !== -1
  );
}

/**
 * Date URLs (/currentaffairs/date/YYYY-MM-DD, /month/YYYY-MM): exactly a real calendar day or
 * month in 2000–2099, else null (2026-02-30, 9999-99-99, "../../etc"). The app shows the 404
 * page for null and never queries with it; pb_hooks answer those URLs with status 404.
 */
var CALENDAR_FIRST_YEAR = 2000;
var CALENDAR_LAST_YEAR = 2099;

/**
 * "YYYY-MM" if exactly a month in 2000–2099, else null.
 * @param {unknown} value
 * @returns {string | null}
 */
function parseCalendarMonth(value) {
  var m = /^(\d{4})-(\d{2})$/.exec(typeof value === "string" ? value : "");
  if (!m) return null;
  var y = Number(m[1]);
  var mo = Number(m[2]);
  return y >= CALENDAR_FIRST_YEAR && y <= CALENDAR_LAST_YEAR && mo >= 1 && mo <= 12 ? m[0] : null;
}

/**
 * "YYYY-MM-DD" if exactly a real calendar day in 2000–2099, else null.
 * @param {unknown} value
 * @returns {string | null}
 */
function parseCalendarDay(value) {
  var m = /^(\d{4}-\d{2})-(\d{2})$/.exec(typeof value === "string" ? value : "");
  if (!m || !parseCalendarMonth(m[1])) return null;
  var parts = m[1].split("-");
  var last = new Date(Date.UTC(Number(parts[0]), Number(parts[1]), 0)).getUTCDate();
  var d = Number(m[2]);
  return d >= 1 && d <= last ? m[0] : null;
}

/** Longest tag name; the CAtags.name field has the same max (pb_migrations). */
const TAG_NAME_MAX = 60;

// Control (Cc) and format (Cf) characters, as of Unicode 15: NUL, ESC, DEL, C1 controls, the
// bidi overrides and isolates (U+202A-202E, U+2066-2069: a right-to-left override makes a name
// display reversed), zero-width space, soft hyphen, BOM, word joiner, interlinear annotations,
// and the astral ones (as surrogate pairs, so goja and browsers run the same regex without /u).
// Tab, CR and LF are whitespace, which callers collapse or keep. ZWNJ and ZWJ (U+200C/D) are kept:
// Gurmukhi and other Indic text needs them to choose conjunct forms.
const INVISIBLE_RE = new RegExp(
  "[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u00AD\\u0600-\\u0605\\u061C\\u06DD\\u070F" +
    "\\u0890\\u0891\\u08E2\\u180E\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB]" +
    "|\\uD804[\\uDCBD\\uDCCD]|\\uD80D[\\uDC30-\\uDC3F]|\\uD82F[\\uDCA0-\\uDCA3]|\\uD834[\\uDD73-\\uDD7A]" +
    "|\\uDB40[\\uDC01\\uDC20-\\uDC7F]",
  "g",
);
const HAS_INVISIBLE = new RegExp(INVISIBLE_RE.source);

/**
 * Text as stored (names, descriptions, messages): NFC, with control and format characters
 * removed (see INVISIBLE_RE; tab, CR, LF, ZWNJ and ZWJ stay). Not trimmed.
 * @param {string} value
 */
function cleanText(value) {
  return String(value == null ? "" : value)
    .replace(INVISIBLE_RE, "")
    .normalize("NFC");
}

/**
 * A tag, article, quiz, course or person's name as stored: cleanText, whitespace runs as one space, trimmed.
 * @param {string} value
 */
function cleanName(value) {
  return cleanText(value).replace(/\s+/g, " ").trim();
}

/**
 * The key two tag names are compared by (stored in CAtags.nameKey under a UNIQUE index): the clean
 * name case-folded. Upper then lower case approximates Unicode full case folding in every runtime
 * (ß and SS, ς and σ, Ä and ä all meet); NFC again because case mapping can decompose.
 * @param {string} value
 */
function tagKey(value) {
  return cleanName(value).toUpperCase().toLowerCase().normalize("NFC");
}

/**
 * Links the site renders as hrefs from settings (social.*, appLinks.*, slides[].ctaUrl): an
 * https:// address or a path on this site ("/courses", never "//host" or "/\\host", which browsers
 * treat as another host). Everything else (javascript:, data:, vbscript:, http:) is refused.
 * Returns null when `value` is acceptable ("" and a missing value mean no link).
 * @param {unknown} value
 * @returns {string | null}
 */
function linkProblem(value) {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") return "must be text";
  // No whitespace, controls or backslashes anywhere: browsers strip or reinterpret them.
  if (/[\s\\]/.test(value) || HAS_INVISIBLE.test(value)) {
    return "must be an https:// address or a path starting with /, without spaces";
  }
  if (/^https:\/\/[^/?#@:]+(:[0-9]{1,5})?([/?#].*)?$/i.test(value)) return null;
  if (/^\/(?![/])/.test(value)) return null;
  return "must be an https:// address or a path starting with /";
}

/** The link-bearing JSON fields of the settings record and where their links sit. */
const SETTINGS_LINK_FIELDS = Object.freeze(["social", "appLinks", "slides"]);

/**
 * Checks the links in one settings JSON field (its parsed value). Returns null, or a message that
 * names the bad link, e.g. 'Link social.facebook must be an https:// address or a path starting with /'.
 * @param {string} field
 * @param {unknown} value
 * @returns {string | null}
 */
function settingsLinkProblem(field, value) {
  if (value === undefined || value === null || value === "") return null;
  if (field === "slides") {
    if (!Array.isArray(value)) return "slides must be a list";
    for (let i = 0; i < value.length; i++) {
      const slide = value[i];
      if (slide === null || typeof slide !== "object" || Array.isArray(slide)) continue;
      const p = linkProblem(slide.ctaUrl);
      if (p) return `Link slides[${i}].ctaUrl ${p}`;
    }
    return null;
  }
  if (typeof value !== "object" || Array.isArray(value)) return `${field} must be an object of links`;
  for (const key of Object.keys(value)) {
    const p = linkProblem(/** @type {Record<string, unknown>} */ (value)[key]);
    if (p) return `Link ${field}.${key} ${p}`;
  }
  return null;
}

/** Limits on a quiz's questions (quizs.questions is JSON, so only these rules check its shape). */
const QUESTION_LIMITS = Object.freeze({
  questions: 1000,
  options: 4,
  text: 2000,
  option: 500,
  answer: 500,
  explanation: 2000,
  /** The import's note on a doubtful answer key (question-answer.ts keeps it shorter). */
  flag: 500,
});

/**
 * Returns null when `list` is a valid question list, else a message naming the first problem.
 * @param {unknown} list
 * @returns {string | null}
 */
function questionListProblem(list) {
  const L = QUESTION_LIMITS;
  if (!Array.isArray(list)) return "Questions must be a list.";
  if (list.length > L.questions) {
    return `A quiz can have at most ${L.questions} questions (this one has ${list.length}).`;
  }
  for (let i = 0; i < list.length; i++) {
    const q = list[i];
    const at = `Question ${i + 1}`;
    if (q === null || typeof q !== "object" || Array.isArray(q)) return `${at} must be an object.`;
    if (typeof q.text !== "string" || q.text.trim() === "") return `${at} needs its text.`;
    if (q.text.length > L.text) return `${at}: the text is longer than ${L.text} characters.`;
    if (!Array.isArray(q.options)) return `${at}: options must be a list.`;
    if (q.options.length > L.options) return `${at} has more than ${L.options} options.`;
    for (const o of q.options) {
      if (typeof o !== "string") return `${at}: every option must be text.`;
      if (o.length > L.option) return `${at}: an option is longer than ${L.option} characters.`;
    }
    if (typeof q.answer !== "string" || q.answer.trim() === "") {
      return `${at} needs an answer ("N/A" when none).`;
    }
    if (q.answer.length > L.answer) return `${at}: the answer is longer than ${L.answer} characters.`;
    if (q.explanation !== undefined && q.explanation !== null) {
      if (typeof q.explanation !== "string") return `${at}: the explanation must be text.`;
      if (q.explanation.length > L.explanation) {
        return `${at}: the explanation is longer than ${L.explanation} characters.`;
      }
    }
    if (q.flag !== undefined && q.flag !== null) {
      if (typeof q.flag !== "string") return `${at}: the flag must be text.`;
      if (q.flag.length > L.flag) return `${at}: the flag is longer than ${L.flag} characters.`;
    }
    if (q.order !== undefined && (typeof q.order !== "number" || !isFinite(q.order))) {
      return `${at}: order must be a number.`;
    }
  }
  return null;
}

/**
 * The same check on the field's raw JSON text, as the server reads it (record.getString):
 * "" and "null" mean no questions.
 * @param {string} raw
 * @returns {string | null}
 */
function questionsProblem(raw) {
  if (raw === "" || raw === "null") return null;
  let list;
  try {
    list = JSON.parse(raw);
  } catch {
    return "Questions must be valid JSON.";
  }
  return questionListProblem(list);
}

/**
 * Limits on an uploaded .docx, checked from its zip central directory without inflating anything:
 * by the browser before mammoth opens it (src/lib/docx/zip-preflight.ts) and by the server on
 * every save of an article's `doc` (pb_hooks/lib/docx-check.js).
 */
const DOCX_PREFLIGHT_LIMITS = Object.freeze({
  /** Most entries a document may hold (Word writes ~15–40 plus one per image). */
  maxEntries: 2000,
  /** Hard cap on the declared unpacked size of all entries together. */
  maxUnpackedBytes: 120 * 1024 * 1024,
  // Real documents: images are stored ~1:1 and XML packs ~5–20:1, so a few MB of unpacked
  // text is normal; 10 MB+ that came out of something 50× smaller is not.
  /** Above this unpacked size, an overall ratio over `maxRatio` counts as a bomb. */
  ratioCheckFromBytes: 10 * 1024 * 1024,
  maxRatio: 50,
});

/**
 * A course as staff save it (admin form and server hook pb_hooks/courses.pb.js). priceMax is also
 * the price field's max (migration 1764100100); the image limits repeat the image field's.
 */
const COURSE_LIMITS = Object.freeze({
  priceMax: 1000000,
  nameMax: 200,
  descriptionMax: 5000,
  imageMaxBytes: 2 * 1024 * 1024,
  imageTypes: Object.freeze(["image/png", "image/jpeg", "image/webp"]),
});

/**
 * A course's store URL (the Buy Now link): an https:// address only, never a site path,
 * javascript: or http:. Returns null when acceptable ("" means no link), else a message.
 * @param {unknown} value
 * @returns {string | null}
 */
function httpsUrlProblem(value) {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") return "must be text";
  if (!/^https:\/\//i.test(value))
    return "must be an https:// address (a secure link starting with https://)";
  return linkProblem(value) ? "must be an https:// address without spaces" : null;
}

/** @typedef {"none" | "1/4" | "1/3"} NegativeMarking */

/** Negative marking choices on a quiz: the fraction of a mark taken off per wrong answer. */
const NEGATIVE_MARKING = Object.freeze({ none: 0, "1/4": 3, "1/3": 4 });

/**
 * The score after negative marking, exact: marks are counted in twelfths (a common multiple of
 * 4 and 3) as integers and divided once, rounded to 2 decimals (7 − 2 × ⅓ = 6.33).
 * @param {number} correct
 * @param {number} wrong
 * @param {NegativeMarking | ""} [marking] (anything else: none)
 */
function markedScore(correct, wrong, marking) {
  const byName = /** @type {Readonly<Record<string, number>>} */ (NEGATIVE_MARKING);
  const penalty = (marking && byName[marking]) || 0;
  const twelfths = correct * 12 - wrong * penalty;
  return Math.round((twelfths / 12) * 100) / 100;
}

/** Longest time limit a quiz may have, in minutes (quizs.timeLimit; 0 = none). */
const TIME_LIMIT_MAX = 300;

/**
 * Why an active (published) quiz's questions cannot go live, naming every question at fault
 * (numbered from 1 as staff see them), or null. Each question needs at least two options and an
 * answer that is one of them, and no flag: the import flags an answer key it could not read for
 * certain (src/features/quizzes/question-answer.ts) until staff edit the question.
 * @param {unknown} list
 * @returns {string | null}
 */
function publishProblem(list) {
  if (!Array.isArray(list)) return null;
  /** @type {number[]} */
  const noKey = [];
  /** @type {number[]} */
  const fewOptions = [];
  /** @type {number[]} */
  const flagged = [];
  list.forEach((q, i) => {
    if (!q || typeof q !== "object") return;
    const options = Array.isArray(q.options)
      ? q.options.filter((/** @type {unknown} */ o) => typeof o === "string" && o.trim() !== "")
      : [];
    if (options.length < 2) fewOptions.push(i + 1);
    if (typeof q.answer !== "string" || options.indexOf(q.answer) < 0) noKey.push(i + 1);
    else if (typeof q.flag === "string" && q.flag.trim() !== "") flagged.push(i + 1);
  });
  const name = (/** @type {number[]} */ nums) =>
    nums.length === 1
      ? `question ${nums[0]}`
      : `questions ${nums.slice(0, -1).join(", ")} and ${nums[nums.length - 1]}`;
  const parts = [];
  if (noKey.length) parts.push(`${name(noKey)} ${noKey.length === 1 ? "has" : "have"} no answer key`);
  if (fewOptions.length)
    parts.push(`${name(fewOptions)} ${fewOptions.length === 1 ? "has" : "have"} fewer than two options`);
  if (flagged.length)
    parts.push(
      `${name(flagged)} ${flagged.length === 1 ? "has an answer key" : "have answer keys"} to check`,
    );
  if (!parts.length) return null;
  const text = parts.join("; ");
  const count = noKey.length + fewOptions.length + flagged.length;
  return `Cannot publish: ${text}. Fix ${count === 1 ? "it" : "them"} or untick Published.`;
}

module.exports = {
  slugify,
  slugOrFallback,
  RESERVED_ARTICLE_SLUGS,
  isReservedArticleSlug,
  parseCalendarDay,
  parseCalendarMonth,
  TAG_NAME_MAX,
  cleanText,
  cleanName,
  tagKey,
  linkProblem,
  SETTINGS_LINK_FIELDS,
  settingsLinkProblem,
  QUESTION_LIMITS,
  questionListProblem,
  questionsProblem,
  NEGATIVE_MARKING,
  markedScore,
  TIME_LIMIT_MAX,
  publishProblem,
  DOCX_PREFLIGHT_LIMITS,
  COURSE_LIMITS,
  httpsUrlProblem,
};
