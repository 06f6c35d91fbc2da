// The question bank's rules (issue 24), shared by the save hook (pb_hooks/lib/question-save.js),
// the migration that fills the bank from the quizzes, the seed and the admin's bank screens:
// - a question's validation (plain messages per field) and normalisation;
// - the duplicate key (dupKey) and the search words (search) the hook stores;
// - the CSV import: an RFC 4180 parser and a row → question mapping;
// - the bilingual .docx import: a question's script and the pairing of consecutive questions
//   given in two languages;
// - a quiz's stored question as a bank question and back (the quiz write-back).
// CommonJS, plain ES2019 with no host globals (see rules-core.cjs): goja, Node and browsers run it.
"use strict";

const { cleanText } = require("./rules-core.cjs");

/** Bounds, the same as the questions collection's fields (pb_migrations/1764800000_…). */
const BANK_LIMITS = Object.freeze({
  text: 4000,
  option: 500,
  /** `answer` is 0–9 in the schema. */
  options: 10,
  explanation: 4000,
  topics: 30,
  topic: 80,
  dupKey: 500,
  search: 20000,
  /** Rows of one CSV import. */
  csvRows: 10000,
});

/** The languages a question can be given in, in the order the bank prefers them. */
const BANK_LANGS = /** @type {const} */ (["en", "pa", "hi"]);

/** @typedef {"en" | "pa" | "hi"} BankLang */

/**
 * A question as the bank stores it (the questions collection's own fields).
 * @typedef {{
 *   textEn: string, textPa: string, textHi: string,
 *   optionsEn: string[], optionsPa: string[], optionsHi: string[],
 *   answer: number,
 *   explanationEn: string, explanationPa: string, explanationHi: string,
 *   topics: string[], exams: string[],
 *   difficulty: "" | "easy" | "medium" | "hard",
 *   flag: string, source: string
 * }} BankQuestion
 */

const SUFFIX = { en: "En", pa: "Pa", hi: "Hi" };

/**
 * `textEn`, `optionsPa`, …: the field of `base` in language `lang`.
 * @param {"text" | "options" | "explanation"} base
 * @param {BankLang} lang
 */
function langField(base, lang) {
  return base + SUFFIX[lang];
}

/**
 * One line of text as stored: NFC, invisible characters removed, whitespace runs one space, trimmed.
 * @param {unknown} value
 */
function cleanLine(value) {
  return cleanText(typeof value === "string" ? value : value == null ? "" : String(value))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A list of strings from anything (JSON text, an array, null): non-strings and blanks dropped.
 * @param {unknown} value
 * @returns {string[]}
 */
function stringList(value) {
  let v = value;
  if (typeof v === "string") {
    if (v.trim() === "" || v === "null") return [];
    try {
      v = JSON.parse(v);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(v)) return [];
  /** @type {string[]} */
  const out = [];
  for (let i = 0; i < v.length; i++) if (typeof v[i] === "string") out.push(v[i]);
  return out;
}

/**
 * Tags (topics, exams): cleaned, blanks and repeats (case-insensitive) dropped.
 * @param {unknown} value
 */
function cleanTags(value) {
  /** @type {string[]} */
  const out = [];
  /** @type {Record<string, boolean>} */
  const seen = {};
  const list = stringList(value);
  for (let i = 0; i < list.length; i++) {
    const t = cleanLine(list[i]);
    const k = t.toLowerCase();
    if (t && !seen[k]) {
      seen[k] = true;
      out.push(t);
    }
  }
  return out;
}

/**
 * A question normalised as the bank stores it: text trimmed, NFC, spaces collapsed; empty options
 * dropped (the answer index moves with them, counted in the first language that has options);
 * tags cleaned. Missing fields become their empty value. Does not validate.
 * @param {Partial<Record<string, unknown>>} q
 * @returns {BankQuestion}
 */
function normaliseQuestion(q) {
  const src = q || {};
  /** @type {Record<string, unknown>} */
  const out = {};
  let answer = typeof src["answer"] === "number" && isFinite(src["answer"]) ? Math.trunc(src["answer"]) : -1;
  let answerMoved = false;
  for (let l = 0; l < BANK_LANGS.length; l++) {
    const lang = BANK_LANGS[l];
    out[langField("text", lang)] = cleanLine(src[langField("text", lang)]);
    out[langField("explanation", lang)] = cleanLine(src[langField("explanation", lang)]);
    const raw = Array.isArray(src[langField("options", lang)])
      ? /** @type {unknown[]} */ (src[langField("options", lang)])
      : stringList(src[langField("options", lang)]);
    /** @type {string[]} */
    const kept = [];
    let newAnswer = -1;
    for (let i = 0; i < raw.length; i++) {
      const o = cleanLine(raw[i]);
      if (!o) continue;
      if (i === answer) newAnswer = kept.length;
      kept.push(o);
    }
    if (!answerMoved && kept.length > 0) {
      // The first language with options decides where the answer went (an empty answer option is
      // no answer).
      answerMoved = true;
      answer = answer >= 0 && answer < raw.length ? newAnswer : answer;
    }
    out[langField("options", lang)] = kept;
  }
  out["answer"] = answer;
  out["topics"] = cleanTags(src["topics"]);
  out["exams"] = cleanTags(src["exams"]);
  const d = typeof src["difficulty"] === "string" ? src["difficulty"] : "";
  out["difficulty"] = d === "easy" || d === "medium" || d === "hard" ? d : "";
  out["flag"] = cleanLine(src["flag"]);
  out["source"] = cleanLine(src["source"]);
  return /** @type {BankQuestion} */ (/** @type {unknown} */ (out));
}

/**
 * The languages `q` is given in (text or options), in bank order.
 * @param {Partial<BankQuestion>} q
 * @returns {BankLang[]}
 */
function questionLangs(q) {
  /** @type {BankLang[]} */
  const out = [];
  for (let l = 0; l < BANK_LANGS.length; l++) {
    const lang = BANK_LANGS[l];
    const text = /** @type {Record<string, unknown>} */ (q)[langField("text", lang)];
    const opts = /** @type {Record<string, unknown>} */ (q)[langField("options", lang)];
    if ((typeof text === "string" && text !== "") || (Array.isArray(opts) && opts.length > 0)) out.push(lang);
  }
  return out;
}

const LANG_NAMES = { en: "English", pa: "Punjabi", hi: "Hindi" };

/**
 * Problems of a normalised question, by field, in plain words ({} when it can be saved): at least
 * one language's text; two or more options in it; every language's options the same count as the
 * first's; the answer one of the options or -1; lengths.
 * @param {BankQuestion} q
 * @returns {Record<string, string>}
 */
function questionProblems(q) {
  const L = BANK_LIMITS;
  /** @type {Record<string, string>} */
  const problems = {};
  const langs = questionLangs(q);
  /** @type {BankLang | null} */
  let first = null;
  for (let l = 0; l < langs.length; l++) {
    const lang = langs[l];
    const name = LANG_NAMES[lang];
    const text = q[/** @type {"textEn"} */ (langField("text", lang))];
    const opts = q[/** @type {"optionsEn"} */ (langField("options", lang))];
    const textField = langField("text", lang);
    const optField = langField("options", lang);
    if (!text) problems[textField] = `Write the question in ${name}, or remove its ${name} options.`;
    else if (text.length > L.text)
      problems[textField] = `The ${name} question is longer than ${L.text} characters.`;
    if (first === null) {
      first = lang;
      if (opts.length < 2) problems[optField] = `Give at least two ${name} options.`;
    } else {
      const want = q[/** @type {"optionsEn"} */ (langField("options", first))].length;
      if (opts.length !== want) {
        problems[optField] =
          `The ${name} has ${opts.length} option${opts.length === 1 ? "" : "s"}, the ${LANG_NAMES[first]} ${want}: give the same options in every language.`;
      }
    }
    if (opts.length > L.options) problems[optField] = `At most ${L.options} options.`;
    for (let i = 0; i < opts.length; i++) {
      if (opts[i].length > L.option) {
        problems[optField] = `${name} option ${i + 1} is longer than ${L.option} characters.`;
        break;
      }
    }
    const expl = q[/** @type {"explanationEn"} */ (langField("explanation", lang))];
    if (expl.length > L.explanation) {
      problems[langField("explanation", lang)] =
        `The ${name} explanation is longer than ${L.explanation} characters.`;
    }
  }
  if (first === null)
    problems["textEn"] = "Write the question in at least one language (English, Punjabi or Hindi).";
  const count = first ? q[/** @type {"optionsEn"} */ (langField("options", first))].length : 0;
  if (!(q.answer === -1 || (q.answer >= 0 && q.answer < count && q.answer === Math.trunc(q.answer)))) {
    problems["answer"] = count
      ? `Choose the answer: one of the ${count} options (or "no answer key").`
      : "Give options first, then the answer.";
  }
  if (q.topics.length > L.topics) problems["topics"] = `At most ${L.topics} topics.`;
  if (q.exams.length > L.topics) problems["exams"] = `At most ${L.topics} exams.`;
  for (let i = 0; i < q.topics.length; i++) {
    if (q.topics[i].length > L.topic) problems["topics"] = `A topic is longer than ${L.topic} characters.`;
  }
  for (let i = 0; i < q.exams.length; i++) {
    if (q.exams[i].length > L.topic) problems["exams"] = `An exam name is longer than ${L.topic} characters.`;
  }
  for (const lang of BANK_LANGS) {
    if (langs.indexOf(lang) >= 0) continue;
    const expl = q[/** @type {"explanationEn"} */ (langField("explanation", lang))];
    if (expl)
      problems[langField("explanation", lang)] =
        `There is a ${LANG_NAMES[lang]} explanation but no ${LANG_NAMES[lang]} question.`;
  }
  return problems;
}

// Gurmukhi letters with a nukta (precomposed) and the letter without it: ਸ਼ ਖ਼ ਗ਼ ਜ਼ ਫ਼ ਲ਼.
/** @type {Record<string, string>} */
const NUKTA_LETTERS = {
  "\u0A36": "\u0A38",
  "\u0A59": "\u0A16",
  "\u0A5A": "\u0A17",
  "\u0A5B": "\u0A1C",
  "\u0A5E": "\u0A2B",
  "\u0A33": "\u0A32",
};

/**
 * Text folded for comparison and search: NFC, lower-case; Gurmukhi nukta letters as their base
 * letter, the nukta sign and addak (ੱ) dropped, tippi (ੰ) as bindi (ਂ), so spellings that differ
 * only in those match; ZWJ/ZWNJ dropped. Punctuation and symbols become spaces.
 * @param {unknown} value
 */
function foldText(value) {
  const s = cleanText(typeof value === "string" ? value : value == null ? "" : String(value))
    .normalize("NFC")
    .toLowerCase();
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    const c = s.charCodeAt(i);
    if (NUKTA_LETTERS[ch]) out += NUKTA_LETTERS[ch];
    else if (c === 0x0a3c || c === 0x0a71 || c === 0x200c || c === 0x200d) continue;
    else if (c === 0x0a70) out += "\u0A02";
    else if (
      (c >= 0x30 && c <= 0x39) ||
      (c >= 0x61 && c <= 0x7a) ||
      (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
      (c >= 0x0900 && c <= 0x0963) ||
      (c >= 0x0966 && c <= 0x097f) ||
      (c >= 0x0a00 && c <= 0x0a75)
    )
      out += ch;
    // Devanagari danda (।॥), punctuation, symbols, spaces: a word break.
    else out += " ";
  }
  return out.replace(/\s+/g, " ").trim();
}

/**
 * The duplicate key: the question's text folded (foldText) with every space removed, from the
 * English text when there is one, else the Punjabi, else the Hindi; at most 500 characters. Two
 * questions with the same key are the same question for the import's duplicate check.
 * @param {Partial<BankQuestion>} q
 */
function dupKey(q) {
  const text = q.textEn || q.textPa || q.textHi || "";
  const key = foldText(text).replace(/ /g, "");
  return key.length > BANK_LIMITS.dupKey ? key.slice(0, BANK_LIMITS.dupKey) : key;
}

/**
 * The search words: every language's text, options and explanation folded (foldText), words
 * once each, at most 20,000 characters. The bank's search folds the query the same way and
 * looks for every word in it (pb.filter `search ~ {:w1} && …`), so a Gurmukhi word is found
 * spelled with or without its nukta, addak or tippi.
 * @param {Partial<BankQuestion>} q
 */
function searchWords(q) {
  /** @type {string[]} */
  const parts = [];
  for (let l = 0; l < BANK_LANGS.length; l++) {
    const lang = BANK_LANGS[l];
    const r = /** @type {Record<string, unknown>} */ (q);
    parts.push(String(r[langField("text", lang)] || ""));
    parts.push(stringList(r[langField("options", lang)]).join(" "));
    parts.push(String(r[langField("explanation", lang)] || ""));
  }
  /** @type {Record<string, boolean>} */
  const seen = {};
  /** @type {string[]} */
  const words = [];
  let len = 0;
  const all = foldText(parts.join(" ")).split(" ");
  for (let i = 0; i < all.length; i++) {
    const w = all[i];
    if (!w || seen[w]) continue;
    if (len + w.length + 1 > BANK_LIMITS.search) break;
    seen[w] = true;
    words.push(w);
    len += w.length + 1;
  }
  return words.join(" ");
}

/**
 * A search box's text as the words to look for in `search` (folded like searchWords), at most 8.
 * @param {unknown} query
 */
function searchTerms(query) {
  const words = foldText(String(query == null ? "" : query).slice(0, 200)).split(" ");
  /** @type {string[]} */
  const out = [];
  for (let i = 0; i < words.length && out.length < 8; i++)
    if (words[i] && out.indexOf(words[i]) < 0) out.push(words[i]);
  return out;
}

/**
 * True when a save changes what the question asks or its key (text, options or answer in any
 * language): such an edit clears the import's flag.
 * @param {Partial<BankQuestion>} before
 * @param {Partial<BankQuestion>} after
 */
function contentChanged(before, after) {
  const b = /** @type {Record<string, unknown>} */ (before);
  const a = /** @type {Record<string, unknown>} */ (after);
  if (Number(b["answer"]) !== Number(a["answer"])) return true;
  for (let l = 0; l < BANK_LANGS.length; l++) {
    const lang = BANK_LANGS[l];
    if (String(b[langField("text", lang)] || "") !== String(a[langField("text", lang)] || "")) return true;
    if (
      JSON.stringify(stringList(b[langField("options", lang)])) !==
      JSON.stringify(stringList(a[langField("options", lang)]))
    )
      return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Scripts and the bilingual pairing

/**
 * The script most of `text`'s letters are in: "pa" (Gurmukhi), "hi" (Devanagari) or "en" (Latin,
 * and anything else).
 * @param {unknown} text
 * @returns {BankLang}
 */
function scriptOf(text) {
  const s = String(text == null ? "" : text);
  let pa = 0;
  let hi = 0;
  let en = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x0a00 && c <= 0x0a7f) pa++;
    else if (c >= 0x0900 && c <= 0x097f) hi++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) en++;
  }
  if (pa >= hi && pa > en) return "pa";
  if (hi > pa && hi > en) return "hi";
  return "en";
}

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
function pairBilingual(questions) {
  /** @type {PairedItem[]} */
  const items = [];
  let i = 0;
  while (i < questions.length) {
    const a = questions[i];
    const la = scriptOf(a.text + " " + a.options.join(" "));
    const b = i + 1 < questions.length ? questions[i + 1] : null;
    const lb = b ? scriptOf(b.text + " " + b.options.join(" ")) : la;
    const number = items.length + 1;
    if (b && lb !== la) {
      const problem =
        a.options.length !== b.options.length
          ? `Question ${number}: the ${LANG_NAMES[la]} has ${a.options.length} options, the ${LANG_NAMES[lb]} ${b.options.length}`
          : "";
      items.push({
        number,
        halves: [
          { lang: la, q: a, index: i },
          { lang: lb, q: b, index: i + 1 },
        ],
        problem,
      });
      i += 2;
    } else {
      items.push({ number, halves: [{ lang: la, q: a, index: i }], problem: "" });
      i += 1;
    }
  }
  return items;
}

/**
 * A paired (or single) item as a bank question. The answer comes from the first half that has a
 * key; a flag of either half is kept, and halves whose keys differ are flagged.
 * @param {PairedItem} item
 * @param {{ topics?: string[], exams?: string[], source?: string }} [extra]
 * @returns {BankQuestion}
 */
function pairedToQuestion(item, extra) {
  /** @type {Record<string, unknown>} */
  const q = { answer: -1, topics: (extra && extra.topics) || [], exams: (extra && extra.exams) || [] };
  /** @type {string[]} */
  const flags = [];
  for (let h = 0; h < item.halves.length; h++) {
    const half = item.halves[h];
    if (q[langField("text", half.lang)]) continue;
    q[langField("text", half.lang)] = half.q.text;
    q[langField("options", half.lang)] = half.q.options;
    q[langField("explanation", half.lang)] = half.q.explanation || "";
    if (q["answer"] === -1 && half.q.answer >= 0) q["answer"] = half.q.answer;
    else if (half.q.answer >= 0 && half.q.answer !== q["answer"]) {
      flags.push(`The ${LANG_NAMES[half.lang]} answer key differs (option ${half.q.answer + 1}).`);
    }
    if (half.q.flag) flags.push(half.q.flag);
  }
  q["flag"] = flags.join(" ");
  q["source"] = (extra && extra.source) || "";
  return normaliseQuestion(q);
}

// ---------------------------------------------------------------------------------------------
// CSV

/**
 * Rows of a CSV text (RFC 4180): fields separated by commas, a quoted field may hold commas,
 * doubled quotes and line breaks; records end at CRLF, LF or CR; a byte order mark is dropped;
 * a last empty line is not a row.
 * @param {string} text
 * @returns {string[][]}
 */
function parseCsv(text) {
  let s = String(text == null ? "" : text);
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  let row = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const n = s.length;
  while (i < n) {
    const c = s[i];
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      // Copy up to the next quote at once (fast on long quoted fields).
      const q = s.indexOf('"', i);
      const end = q < 0 ? n : q;
      field += s.slice(i, end);
      i = end;
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\r" || c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += c === "\r" && s[i + 1] === "\n" ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The CSV's columns (the header row names them; order free, case and spaces ignored). */
const CSV_COLUMNS = Object.freeze([
  "text_en",
  "text_pa",
  "text_hi",
  "option1_en",
  "option2_en",
  "option3_en",
  "option4_en",
  "option1_pa",
  "option2_pa",
  "option3_pa",
  "option4_pa",
  "option1_hi",
  "option2_hi",
  "option3_hi",
  "option4_hi",
  "answer",
  "explanation_en",
  "explanation_pa",
  "explanation_hi",
  "topics",
  "exams",
  "difficulty",
]);

const FORMULA_WARNING = "looks like a spreadsheet formula";

/**
 * The header row as a column → index map; unknown columns in `unknown`. Missing text columns are
 * `missing` ("text_en or text_pa", "answer").
 * @param {readonly string[]} header
 */
function csvHeader(header) {
  /** @type {Record<string, number>} */
  const index = {};
  /** @type {string[]} */
  const unknown = [];
  for (let i = 0; i < header.length; i++) {
    const name = String(header[i]).trim().toLowerCase().replace(/\s+/g, "_");
    if (CSV_COLUMNS.indexOf(name) >= 0) index[name] = i;
    else if (name) unknown.push(String(header[i]).trim());
  }
  /** @type {string[]} */
  const missing = [];
  if (index["text_en"] === undefined && index["text_pa"] === undefined && index["text_hi"] === undefined)
    missing.push("text_en or text_pa");
  if (index["answer"] === undefined) missing.push("answer");
  return { index, unknown, missing };
}

/**
 * "1"–"10", "A"–"J" (either case, "(b)", "B."), or "" → the option index or -1.
 * @param {string} value
 */
function csvAnswer(value) {
  const s = String(value)
    .trim()
    .replace(/^\(|[).]$/g, "")
    .trim();
  if (s === "") return -1;
  if (/^[0-9]{1,2}$/.test(s)) {
    const n = parseInt(s, 10);
    return n >= 1 && n <= BANK_LIMITS.options ? n - 1 : -2;
  }
  if (/^[a-jA-J]$/.test(s)) return s.toUpperCase().charCodeAt(0) - 65;
  return -2;
}

/**
 * One CSV data row as a bank question, with its warnings (a cell that starts like a formula is
 * kept as text and warned about) and problems (questionProblems, plus an unreadable answer).
 * `rowNumber` is the row's line in the file (the header is 1).
 * @param {readonly string[]} row
 * @param {Record<string, number>} index from csvHeader
 * @param {number} rowNumber
 * @param {{ topics?: string[], exams?: string[], source?: string }} [extra] tags for every row
 */
function csvRowToQuestion(row, index, rowNumber, extra) {
  /** @type {string[]} */
  const warnings = [];
  /** @param {string} col */
  const cell = (col) => {
    const at = index[col];
    const v = at === undefined || at >= row.length ? "" : String(row[at]);
    if (/^[=+\-@]/.test(v.trim()) && !/^[-+]?[0-9.,]+$/.test(v.trim())) {
      warnings.push(`Row ${rowNumber}, ${col}: "${v.trim().slice(0, 40)}" ${FORMULA_WARNING}; kept as text.`);
    }
    return v;
  };
  /** @param {string} col */
  const list = (col) =>
    cell(col)
      .split(";")
      .map((t) => t.trim())
      .filter(Boolean);
  /** @type {Record<string, unknown>} */
  const raw = {};
  for (const lang of BANK_LANGS) {
    raw[langField("text", lang)] = cell("text_" + lang);
    raw[langField("explanation", lang)] = cell("explanation_" + lang);
    /** @type {string[]} */
    const opts = [];
    for (let k = 1; k <= 4; k++) opts.push(cell("option" + k + "_" + lang));
    // Trailing empty options are not options; an empty one in the middle is kept for the check.
    while (opts.length && opts[opts.length - 1].trim() === "") opts.pop();
    raw[langField("options", lang)] = opts;
  }
  const answerCell = cell("answer");
  const answer = csvAnswer(answerCell);
  raw["answer"] = answer === -2 ? -1 : answer;
  raw["topics"] = ((extra && extra.topics) || []).concat(list("topics"));
  raw["exams"] = ((extra && extra.exams) || []).concat(list("exams"));
  const diff = cell("difficulty").trim().toLowerCase();
  raw["difficulty"] = diff;
  raw["source"] = (extra && extra.source) || "";
  if (answer === -1) raw["flag"] = "No answer key in the spreadsheet";
  const question = normaliseQuestion(raw);
  const problems = questionProblems(question);
  if (answer === -2) problems["answer"] = `The answer "${answerCell.trim().slice(0, 20)}" is not 1-4 or A-D.`;
  if (diff && diff !== question.difficulty)
    problems["difficulty"] = `The difficulty "${diff.slice(0, 20)}" is not easy, medium or hard.`;
  return { question, warnings, problems };
}

// ---------------------------------------------------------------------------------------------
// Quizzes (their stored questions: { text, options, answer: the option's text or "N/A", explanation, flag })

/**
 * A quiz's stored question as a bank question: Gurmukhi text goes to textPa/optionsPa, anything
 * else to English; the answer is the index of the option equal to the quiz's answer text, or -1
 * with the flag "No answer key in the quiz".
 * @param {{ text?: unknown, options?: unknown, answer?: unknown, explanation?: unknown, flag?: unknown }} qq
 * @param {string} quizId
 * @param {number} index the question's stored index in the quiz
 * @param {string[]} [topics]
 */
function quizQuestionToBank(qq, quizId, index, topics) {
  const text = String(qq.text || "");
  const options = stringList(qq.options);
  const lang = scriptOf(text) === "pa" ? "pa" : "en";
  const answerText = cleanLine(qq.answer);
  let answer = -1;
  for (let i = 0; i < options.length; i++) if (cleanLine(options[i]) === answerText) answer = i;
  /** @type {Record<string, unknown>} */
  const raw = {
    answer,
    topics: topics || [],
    source: quizSource(quizId, index),
    flag: answer === -1 ? "No answer key in the quiz" : cleanLine(qq.flag),
  };
  raw[langField("text", lang)] = text;
  raw[langField("options", lang)] = options;
  raw[langField("explanation", lang)] = String(qq.explanation || "");
  const q = normaliseQuestion(raw);
  return { question: q, lang: /** @type {BankLang} */ (lang) };
}

/**
 * `quiz:<id>#<index>`.
 * @param {string} quizId
 * @param {number} index
 */
function quizSource(quizId, index) {
  return "quiz:" + quizId + "#" + index;
}

/**
 * The quiz and stored index a `quiz:<id>#<i>` source names, or null.
 * @param {unknown} source
 * @returns {{ quizId: string, index: number } | null}
 */
function parseQuizSource(source) {
  const m = /^quiz:([a-z0-9]{1,30})#([0-9]{1,4})$/.exec(String(source == null ? "" : source));
  return m ? { quizId: m[1], index: parseInt(m[2], 10) } : null;
}

/**
 * The bank question's text, options, answer and explanation in the quiz's language, written
 * over the quiz's stored question (order and anything else kept). `lang` is the language the
 * quiz is in (scriptOf its stored text); when the bank question has no text in it, null. The
 * quiz's flag is removed when the bank's is clear, else kept.
 * @param {Record<string, unknown>} stored the quiz's question
 * @param {Partial<BankQuestion>} q
 */
function bankToQuizQuestion(stored, q) {
  const lang = scriptOf(String(stored["text"] || "")) === "pa" ? "pa" : "en";
  const r = /** @type {Record<string, unknown>} */ (q);
  const text = String(r[langField("text", lang)] || "");
  const options = stringList(r[langField("options", lang)]);
  if (!text || options.length === 0) return null;
  const answer =
    typeof q.answer === "number" && q.answer >= 0 && q.answer < options.length ? options[q.answer] : "N/A";
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const k in stored) out[k] = stored[k];
  out["text"] = text;
  out["options"] = options;
  out["answer"] = answer;
  out["explanation"] = String(r[langField("explanation", lang)] || "");
  // The bank's flag stays in the bank (a quiz's flag blocks publishing it); an edit that cleared
  // it clears the quiz's too.
  if (!q.flag) delete out["flag"];
  return out;
}

module.exports = {
  BANK_LIMITS,
  BANK_LANGS,
  CSV_COLUMNS,
  FORMULA_WARNING,
  langField,
  cleanLine,
  stringList,
  cleanTags,
  normaliseQuestion,
  questionLangs,
  questionProblems,
  foldText,
  dupKey,
  searchWords,
  searchTerms,
  contentChanged,
  scriptOf,
  pairBilingual,
  pairedToQuestion,
  parseCsv,
  csvHeader,
  csvAnswer,
  csvRowToQuestion,
  quizQuestionToBank,
  quizSource,
  parseQuizSource,
  bankToQuizQuestion,
};
