// Mock tests (issue 24): the ready-made exam patterns staff copy and edit in the admin, and the rules
// a test's sections must follow, checked by the builder (src/features/mock-tests/admin) before it
// saves and by the save pipeline (pb_hooks/lib/mock-test-save.js) that has the last word. The
// patterns follow the published exam patterns; they are starting points that staff check against
// the latest notification. CommonJS with no imports or host globals, like rules-core.cjs.
"use strict";

/** Every pattern is shown with this line in the admin. */
const PATTERN_NOTE = "Based on the published pattern — check the latest notification.";

/** @typedef {"none" | "1/4" | "1/3"} MockMarking */
/** @typedef {"" | "easy" | "medium" | "hard"} MockDifficulty */

/**
 * One section of a pattern: its questions are drawn at random from the topic named like the
 * section, until staff pick otherwise.
 * @typedef {object} PatternSection
 * @property {string} title
 * @property {string} titlePa
 * @property {string} topic  the bank topic the section's random pick draws from
 * @property {number} questions
 * @property {number} timeLimit  minutes; 0 = no limit of its own
 * @property {number} qualifying  marks; 0 = none
 * @property {number} marks  for a right answer
 * @property {MockMarking} negativeMarking
 */

/**
 * @typedef {object} MockPattern
 * @property {string} id
 * @property {string} name
 * @property {string} namePa
 * @property {string} exam  the exam tag ("PSTET")
 * @property {number} timeLimit  minutes for the whole test; 0 = only the sections' own
 * @property {boolean} lockedOrder
 * @property {string} instructions
 * @property {string} instructionsPa
 * @property {PatternSection[]} sections
 */

/**
 * @param {string} title
 * @param {string} titlePa
 * @param {string} topic
 * @param {number} questions
 * @param {Partial<PatternSection>} [extra]
 * @returns {PatternSection}
 */
function section(title, titlePa, topic, questions, extra) {
  return {
    title: title,
    titlePa: titlePa,
    topic: topic,
    questions: questions,
    timeLimit: 0,
    qualifying: 0,
    marks: 1,
    negativeMarking: "none",
    ...extra,
  };
}

const PSTET_INSTRUCTIONS =
  "Each right answer gets 1 mark; there is no negative marking. You may move between sections and change your answers until the time is over.";
const PSTET_INSTRUCTIONS_PA =
  "ਹਰ ਸਹੀ ਉੱਤਰ ਦਾ 1 ਅੰਕ; ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ। ਸਮਾਂ ਖ਼ਤਮ ਹੋਣ ਤੱਕ ਤੁਸੀਂ ਭਾਗਾਂ ਵਿਚਕਾਰ ਜਾ ਸਕਦੇ ਹੋ ਅਤੇ ਉੱਤਰ ਬਦਲ ਸਕਦੇ ਹੋ।";
const CDP = section("Child Development & Pedagogy", "ਬਾਲ ਵਿਕਾਸ ਅਤੇ ਸਿੱਖਿਆ ਸ਼ਾਸਤਰ", "Child Development", 30);
const PUNJABI = section("Punjabi (Language I)", "ਪੰਜਾਬੀ (ਭਾਸ਼ਾ I)", "Punjabi", 30);
const ENGLISH = section("English (Language II)", "ਅੰਗਰੇਜ਼ੀ (ਭਾਸ਼ਾ II)", "English", 30);
/** -1/4 of the marks for a wrong answer. */
const QUARTER = /** @type {Partial<PatternSection>} */ ({ negativeMarking: "1/4" });

/** @type {readonly MockPattern[]} */
const PATTERNS = [
  {
    id: "pstet-1",
    name: "PSTET Paper I (classes I–V)",
    namePa: "ਪੀ.ਐੱਸ.ਟੈੱਟ ਪੇਪਰ I (ਜਮਾਤ I–V)",
    exam: "PSTET",
    timeLimit: 90,
    lockedOrder: false,
    instructions: PSTET_INSTRUCTIONS,
    instructionsPa: PSTET_INSTRUCTIONS_PA,
    sections: [
      CDP,
      PUNJABI,
      ENGLISH,
      section("Mathematics", "ਗਣਿਤ", "Mathematics", 30),
      section("Environmental Studies", "ਵਾਤਾਵਰਨ ਅਧਿਐਨ", "Environmental Studies", 30),
    ],
  },
  {
    id: "pstet-2",
    name: "PSTET Paper II (classes VI–VIII), Mathematics & Science",
    namePa: "ਪੀ.ਐੱਸ.ਟੈੱਟ ਪੇਪਰ II (ਜਮਾਤ VI–VIII), ਗਣਿਤ ਅਤੇ ਵਿਗਿਆਨ",
    exam: "PSTET",
    timeLimit: 90,
    lockedOrder: false,
    instructions: PSTET_INSTRUCTIONS,
    instructionsPa: PSTET_INSTRUCTIONS_PA,
    sections: [
      CDP,
      PUNJABI,
      ENGLISH,
      section("Mathematics & Science: Mathematics", "ਗਣਿਤ ਅਤੇ ਵਿਗਿਆਨ: ਗਣਿਤ", "Mathematics", 30),
      section("Mathematics & Science: Science", "ਗਣਿਤ ਅਤੇ ਵਿਗਿਆਨ: ਵਿਗਿਆਨ", "Science", 30),
    ],
  },
  {
    id: "pstet-2-sst",
    name: "PSTET Paper II (classes VI–VIII), Social Studies",
    namePa: "ਪੀ.ਐੱਸ.ਟੈੱਟ ਪੇਪਰ II (ਜਮਾਤ VI–VIII), ਸਮਾਜਿਕ ਅਧਿਐਨ",
    exam: "PSTET",
    timeLimit: 90,
    lockedOrder: false,
    instructions: PSTET_INSTRUCTIONS,
    instructionsPa: PSTET_INSTRUCTIONS_PA,
    sections: [
      CDP,
      PUNJABI,
      ENGLISH,
      section("Social Studies: History & Geography", "ਸਮਾਜਿਕ ਅਧਿਐਨ: ਇਤਿਹਾਸ ਅਤੇ ਭੂਗੋਲ", "Social Studies", 30),
      section(
        "Social Studies: Civics & Economics",
        "ਸਮਾਜਿਕ ਅਧਿਐਨ: ਨਾਗਰਿਕ ਸ਼ਾਸਤਰ ਅਤੇ ਅਰਥ ਸ਼ਾਸਤਰ",
        "Social Studies",
        30,
      ),
    ],
  },
  {
    id: "ppc-1",
    name: "Punjab Police Constable, Paper I",
    namePa: "ਪੰਜਾਬ ਪੁਲਿਸ ਕਾਂਸਟੇਬਲ, ਪੇਪਰ I",
    exam: "Punjab Police Constable",
    timeLimit: 120,
    lockedOrder: false,
    instructions:
      "Each right answer gets 1 mark; a wrong answer loses 1/4 mark. A skipped question loses nothing.",
    instructionsPa: "ਹਰ ਸਹੀ ਉੱਤਰ ਦਾ 1 ਅੰਕ; ਗਲਤ ਉੱਤਰ ਦਾ 1/4 ਅੰਕ ਕੱਟਿਆ ਜਾਂਦਾ ਹੈ। ਛੱਡੇ ਪ੍ਰਸ਼ਨ ਦਾ ਕੋਈ ਅੰਕ ਨਹੀਂ ਕੱਟਦਾ।",
    sections: [
      section("General Awareness", "ਆਮ ਜਾਣਕਾਰੀ", "General Awareness", 30, QUARTER),
      section("Quantitative Aptitude", "ਗਣਿਤਕ ਯੋਗਤਾ", "Quantitative Aptitude", 15, QUARTER),
      section("Logical Reasoning", "ਤਰਕ ਸ਼ਕਤੀ", "Reasoning", 15, QUARTER),
      section("English Language", "ਅੰਗਰੇਜ਼ੀ ਭਾਸ਼ਾ", "English", 15, QUARTER),
      section("Punjabi Language", "ਪੰਜਾਬੀ ਭਾਸ਼ਾ", "Punjabi", 15, QUARTER),
      section("Digital Literacy", "ਡਿਜੀਟਲ ਸਾਖਰਤਾ", "Computer Knowledge", 10, QUARTER),
    ],
  },
  {
    id: "ppc-2",
    name: "Punjab Police Constable, Paper II (qualifying Punjabi)",
    namePa: "ਪੰਜਾਬ ਪੁਲਿਸ ਕਾਂਸਟੇਬਲ, ਪੇਪਰ II (ਯੋਗਤਾ ਪੰਜਾਬੀ)",
    exam: "Punjab Police Constable",
    timeLimit: 60,
    lockedOrder: false,
    instructions:
      "Qualifying Punjabi paper: you need half of the marks to qualify; the marks do not count towards merit.",
    instructionsPa: "ਯੋਗਤਾ ਪੰਜਾਬੀ ਪੇਪਰ: ਪਾਸ ਹੋਣ ਲਈ ਅੱਧੇ ਅੰਕ ਚਾਹੀਦੇ ਹਨ; ਇਹ ਅੰਕ ਮੈਰਿਟ ਵਿੱਚ ਨਹੀਂ ਗਿਣੇ ਜਾਂਦੇ।",
    sections: [
      section("Punjabi (qualifying)", "ਪੰਜਾਬੀ (ਯੋਗਤਾ)", "Punjabi", 50, { timeLimit: 60, qualifying: 25 }),
    ],
  },
  {
    id: "psssb-clerk",
    name: "PSSSB Clerk",
    namePa: "ਪੀ.ਐੱਸ.ਐੱਸ.ਐੱਸ.ਬੀ. ਕਲਰਕ",
    exam: "PSSSB Clerk",
    timeLimit: 120,
    lockedOrder: false,
    instructions: "Each right answer gets 1 mark; a wrong answer loses 1/4 mark.",
    instructionsPa: "ਹਰ ਸਹੀ ਉੱਤਰ ਦਾ 1 ਅੰਕ; ਗਲਤ ਉੱਤਰ ਦਾ 1/4 ਅੰਕ ਕੱਟਿਆ ਜਾਂਦਾ ਹੈ।",
    sections: [
      section(
        "General Knowledge & Current Affairs",
        "ਆਮ ਗਿਆਨ ਅਤੇ ਹਾਲਾਤ-ਏ-ਹਾਜ਼ਰਾ",
        "General Knowledge",
        25,
        QUARTER,
      ),
      section("Punjab History & Culture", "ਪੰਜਾਬ ਦਾ ਇਤਿਹਾਸ ਅਤੇ ਸੱਭਿਆਚਾਰ", "Punjab History", 15, QUARTER),
      section("Logical Reasoning & Mental Ability", "ਤਰਕ ਸ਼ਕਤੀ ਅਤੇ ਮਾਨਸਿਕ ਯੋਗਤਾ", "Reasoning", 20, QUARTER),
      section("Quantitative Aptitude", "ਗਣਿਤਕ ਯੋਗਤਾ", "Quantitative Aptitude", 15, QUARTER),
      section("English", "ਅੰਗਰੇਜ਼ੀ", "English", 15, QUARTER),
      section("Punjabi", "ਪੰਜਾਬੀ", "Punjabi", 15, QUARTER),
      section("Computer Knowledge (ICT)", "ਕੰਪਿਊਟਰ ਗਿਆਨ (ਆਈ.ਸੀ.ਟੀ.)", "Computer Knowledge", 15, QUARTER),
    ],
  },
  {
    id: "psssb-patwari",
    name: "PSSSB Patwari",
    namePa: "ਪੀ.ਐੱਸ.ਐੱਸ.ਐੱਸ.ਬੀ. ਪਟਵਾਰੀ",
    exam: "Patwari",
    timeLimit: 120,
    lockedOrder: false,
    instructions: "Each right answer gets 1 mark; a wrong answer loses 1/4 mark.",
    instructionsPa: "ਹਰ ਸਹੀ ਉੱਤਰ ਦਾ 1 ਅੰਕ; ਗਲਤ ਉੱਤਰ ਦਾ 1/4 ਅੰਕ ਕੱਟਿਆ ਜਾਂਦਾ ਹੈ।",
    sections: [
      section(
        "General Knowledge & Current Affairs",
        "ਆਮ ਗਿਆਨ ਅਤੇ ਹਾਲਾਤ-ਏ-ਹਾਜ਼ਰਾ",
        "General Knowledge",
        20,
        QUARTER,
      ),
      section("Punjab History & Culture", "ਪੰਜਾਬ ਦਾ ਇਤਿਹਾਸ ਅਤੇ ਸੱਭਿਆਚਾਰ", "Punjab History", 15, QUARTER),
      section("Punjab Geography", "ਪੰਜਾਬ ਦਾ ਭੂਗੋਲ", "Punjab Geography", 10, QUARTER),
      section("Logical Reasoning", "ਤਰਕ ਸ਼ਕਤੀ", "Reasoning", 15, QUARTER),
      section("Mathematics", "ਗਣਿਤ", "Mathematics", 15, QUARTER),
      section("English & Punjabi", "ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ", "Punjabi", 15, QUARTER),
      section("Computer Knowledge", "ਕੰਪਿਊਟਰ ਗਿਆਨ", "Computer Knowledge", 10, QUARTER),
    ],
  },
];

/**
 * The pattern with this id, or null.
 * @param {string} id
 * @returns {MockPattern | null}
 */
function patternById(id) {
  for (const p of PATTERNS) if (p.id === id) return p;
  return null;
}

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
function sectionsFromPattern(pattern) {
  return pattern.sections.map((s, i) => ({
    id: "s" + (i + 1),
    title: s.title,
    titlePa: s.titlePa,
    timeLimit: s.timeLimit,
    qualifying: s.qualifying,
    marks: s.marks,
    negativeMarking: s.negativeMarking,
    pick: { mode: "random", topics: [s.topic], difficulty: "", count: s.questions, perAttempt: true },
  }));
}

/**
 * How many questions a pattern has.
 * @param {MockPattern} pattern
 */
function patternQuestionCount(pattern) {
  let n = 0;
  for (const s of pattern.sections) n += s.questions;
  return n;
}

/** Limits of a test (the migration's field limits, and what a paper needs). */
const MOCK_LIMITS = {
  sections: 50,
  questionsPerSection: 500,
  // In all sections together: an attempt keeps every drawn id and answer in 200 KB JSON fields
  // (pb_migrations/1764800000) and its view sends every question to a phone; real papers ask 100-200.
  questions: 1000,
  minutes: 600,
  marks: 100,
  titleLength: 200,
  topics: 20,
};

/**
 * The number of questions a section asks for (fixed: the ids picked; random: the count).
 * @param {SectionPick} pick
 */
function pickCount(pick) {
  if (pick.mode === "fixed") return pick.questions.length;
  return pick.count;
}

/**
 * Most marks a section can give.
 * @param {SectionInput} s
 */
function sectionTotal(s) {
  return Math.round(pickCount(s.pick) * s.marks * 100) / 100;
}

/** @param {unknown} v */
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
/** @param {unknown} v */
function isWhole(v) {
  return typeof v === "number" && Math.floor(v) === v && isFinite(v);
}
/** @param {unknown} v */
function isStringArray(v) {
  return Array.isArray(v) && v.every((x) => typeof x === "string");
}
/** @param {number} n */
function plural(n) {
  return n === 1 ? "" : "s";
}

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
function sectionsProblems(sections, test) {
  /** @type {SectionProblem[]} */
  const out = [];
  if (sections === null || sections === undefined) sections = [];
  if (!Array.isArray(sections)) {
    return [{ section: null, field: "", message: "The sections must be a list." }];
  }
  if (sections.length > MOCK_LIMITS.sections) {
    out.push({
      section: null,
      field: "",
      message: `A test can have at most ${MOCK_LIMITS.sections} sections.`,
    });
  }
  sections.forEach((raw, i) => {
    const n = i + 1;
    /** @param {string} field @param {string} message */
    const bad = (field, message) =>
      out.push({ section: i, field: field, message: `Section ${n}: ${message}` });
    if (!isObject(raw)) {
      bad("", "not a section.");
      return;
    }
    const s = /** @type {Record<string, unknown>} */ (raw);
    if (s["id"] !== undefined && typeof s["id"] !== "string") bad("id", "its id must be text.");
    const title = typeof s["title"] === "string" ? s["title"].trim() : "";
    if (title === "") bad("title", "give it a title.");
    else if (title.length > MOCK_LIMITS.titleLength) bad("title", "keep the title under 200 characters.");
    if (s["titlePa"] !== undefined && typeof s["titlePa"] !== "string")
      bad("titlePa", "the Punjabi title must be text.");
    else if (typeof s["titlePa"] === "string" && s["titlePa"].length > MOCK_LIMITS.titleLength) {
      bad("titlePa", "keep the Punjabi title under 200 characters.");
    }
    const time = s["timeLimit"];
    if (
      !isWhole(time) ||
      /** @type {number} */ (time) < 0 ||
      /** @type {number} */ (time) > MOCK_LIMITS.minutes
    ) {
      bad("timeLimit", `enter whole minutes from 0 to ${MOCK_LIMITS.minutes} (0 = no time of its own).`);
    } else if (test.timeLimit > 0 && /** @type {number} */ (time) > test.timeLimit) {
      out.push({
        section: i,
        field: "timeLimit",
        message: `Section ${n} has ${time} minutes but the whole test has ${test.timeLimit}.`,
      });
    }
    const marks = s["marks"];
    const marksOk = typeof marks === "number" && isFinite(marks) && marks > 0 && marks <= MOCK_LIMITS.marks;
    if (!marksOk)
      bad("marks", `marks for a right answer must be more than 0 (at most ${MOCK_LIMITS.marks}).`);
    const neg = s["negativeMarking"];
    if (neg !== "none" && neg !== "1/4" && neg !== "1/3") bad("negativeMarking", "choose none, 1/4 or 1/3.");
    const pick = s["pick"];
    let count = -1;
    if (!isObject(pick)) {
      bad("pick", "say how its questions are chosen.");
    } else {
      const p = /** @type {Record<string, unknown>} */ (pick);
      if (p["mode"] === "fixed") {
        const qs = p["questions"];
        if (!isStringArray(qs)) bad("pick.questions", "the chosen questions must be a list of ids.");
        else {
          const ids = /** @type {string[]} */ (qs);
          count = ids.length;
          if (count > MOCK_LIMITS.questionsPerSection) {
            bad("pick.questions", `at most ${MOCK_LIMITS.questionsPerSection} questions.`);
          }
          if (new Set(ids).size !== ids.length) bad("pick.questions", "a question is chosen twice.");
        }
      } else if (p["mode"] === "random") {
        const c = p["count"];
        if (
          !isWhole(c) ||
          /** @type {number} */ (c) < 1 ||
          /** @type {number} */ (c) > MOCK_LIMITS.questionsPerSection
        ) {
          bad("pick.count", `draw from 1 to ${MOCK_LIMITS.questionsPerSection} questions.`);
        } else count = /** @type {number} */ (c);
        const topics = p["topics"];
        if (!isStringArray(topics)) bad("pick.topics", "the topics must be a list.");
        else if (/** @type {string[]} */ (topics).length > MOCK_LIMITS.topics) {
          bad("pick.topics", `at most ${MOCK_LIMITS.topics} topics.`);
        }
        const d = p["difficulty"];
        if (d !== "" && d !== "easy" && d !== "medium" && d !== "hard") {
          bad("pick.difficulty", "choose any, easy, medium or hard.");
        }
        if (typeof p["perAttempt"] !== "boolean")
          bad("pick.perAttempt", "say whether each attempt gets its own draw.");
        if (p["drawn"] !== undefined && !isStringArray(p["drawn"]))
          bad("pick.drawn", "the kept draw must be a list of ids.");
      } else {
        bad("pick", "choose questions or draw them at random.");
      }
    }
    const q = s["qualifying"];
    if (typeof q !== "number" || !isFinite(q) || q < 0) {
      bad("qualifying", "qualifying marks must be 0 (none) or more.");
    } else if (q > 0 && count >= 0 && marksOk) {
      const total = Math.round(count * /** @type {number} */ (marks) * 100) / 100;
      if (q > total) {
        bad("qualifying", `needs ${q} qualifying marks but has only ${total} mark${plural(total)} in all.`);
      }
    }
  });
  if (out.length === 0) {
    let all = 0;
    for (const s of /** @type {SectionInput[]} */ (sections)) all += pickCount(s.pick);
    if (all > MOCK_LIMITS.questions) {
      out.push({
        section: null,
        field: "",
        message: `A test can have at most ${MOCK_LIMITS.questions} questions in all; this one asks for ${all}.`,
      });
    }
  }
  if (test.active && out.length === 0) {
    const list = /** @type {SectionInput[]} */ (sections);
    if (!list.some((s) => pickCount(s.pick) > 0)) {
      out.push({
        section: null,
        field: "",
        message: "A published test needs at least one section with questions.",
      });
    } else {
      list.forEach((s, i) => {
        if (pickCount(s.pick) === 0) {
          out.push({
            section: i,
            field: "pick.questions",
            message: `Section ${i + 1} has no questions: choose some, or remove the section.`,
          });
        }
      });
    }
  }
  return out;
}

module.exports = {
  PATTERN_NOTE,
  PATTERNS,
  MOCK_LIMITS,
  patternById,
  sectionsFromPattern,
  patternQuestionCount,
  pickCount,
  sectionTotal,
  sectionsProblems,
};
