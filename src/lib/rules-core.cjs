// The validation rules that both the server and the app check, in one file every runtime can load.
// It is CommonJS because PocketBase's hook runtime (goja) require()s CommonJS only:
// - pb_hooks: require(`${__hooks}/../src/lib/rules-core.cjs`) inside a handler;
// - the seed (Node ESM): createRequire, see scripts/lib/seed.mjs;
// - the app: import from "@/lib/rules" (typed by rules-core.d.cts); the plugin in vite.config.ts
//   wraps this file as ESM for dev, build and vitest.
// Keep it plain ES2019 with no imports or host globals, so goja, Node and browsers all run it.
"use strict";

/**
 * SEO URL rule of the spec: lowercase and trim; keep a-z, 0-9, space and hyphen; whitespace to a
 * hyphen; collapse repeated hyphens. Names in other scripts (e.g. Gurmukhi) leave "".
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

/** The slug of `name`, or a readable dated one (never "") when the name leaves nothing. */
function slugOrFallback(name, day) {
  return slugify(name) || `current-affairs-${day}`;
}

/** Longest tag name; the CAtags.name field has the same max (pb_migrations). */
const TAG_NAME_MAX = 60;

/** A tag or article name as stored: NFC, inner runs of whitespace as one space, trimmed. */
function cleanName(value) {
  return String(value == null ? "" : value)
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

/** The key two tag names are compared by: the clean name in full Unicode lower case. */
function tagKey(value) {
  return cleanName(value).toLowerCase().normalize("NFC");
}

/** Limits on a quiz's questions (quizs.questions is JSON, so only these rules check its shape). */
const QUESTION_LIMITS = Object.freeze({
  questions: 1000,
  options: 4,
  text: 2000,
  option: 500,
  answer: 500,
  explanation: 2000,
});

/** Returns null when `list` is a valid question list, else a message naming the first problem. */
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
    if (q.order !== undefined && (typeof q.order !== "number" || !isFinite(q.order))) {
      return `${at}: order must be a number.`;
    }
  }
  return null;
}

/**
 * The same check on the field's raw JSON text, as the server reads it (record.getString):
 * "" and "null" mean no questions.
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

module.exports = {
  slugify,
  slugOrFallback,
  TAG_NAME_MAX,
  cleanName,
  tagKey,
  QUESTION_LIMITS,
  questionListProblem,
  questionsProblem,
};
