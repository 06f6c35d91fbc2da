// Full-text search rules shared by PocketBase (pb_hooks/search.pb.js, lib/search.js, the
// migrations that add the article text and the index), the seed and the unit tests: how an
// article's HTML becomes the plain text that is searched, how a visitor's query becomes a safe
// FTS5 MATCH expression, and how a snippet becomes HTML. Plain ES2015 so goja runs it too.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS for goja, which has no import
const { cleanText } = require("./rules-core.cjs");

/** Bounds. The route and the UI refuse nothing: longer input is cut, never an error. */
const SEARCH_LIMITS = {
  /** Characters of an article's text stored and indexed (about 40 pages; the rest is not searched). */
  text: 100000,
  /** Characters of a query kept (the box allows 100). */
  query: 200,
  /** Words of a query used. */
  terms: 8,
  /** Results per page, like the list. */
  perPage: 24,
  /** Highest page number served (24 × 200 results is more than anyone reads). */
  maxPage: 200,
  /** Selected tags honoured, as on the list. */
  tags: 20,
};

/** Snippet markers: control characters, which cleanText removes from every stored text. */
const MARK_OPEN = "\u0001";
const MARK_CLOSE = "\u0002";
const MARKERS = new RegExp(`([${MARK_OPEN}${MARK_CLOSE}])`);

const ENTITIES = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201C",
  rdquo: "\u201D",
  bull: "\u2022",
  middot: "\u00B7",
  copy: "\u00A9",
  reg: "\u00AE",
  trade: "\u2122",
  deg: "\u00B0",
  times: "\u00D7",
  rupee: "\u20B9",
  zwnj: "\u200C",
  zwj: "\u200D",
};

function codePoint(n) {
  // Out of range, a surrogate or NUL: drop it rather than throw.
  if (!(n > 0 && n <= 0x10ffff) || (n >= 0xd800 && n <= 0xdfff)) return "";
  return String.fromCodePoint(n);
}

function decodeEntities(s) {
  return s.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (all, body) => {
    if (body[0] === "#") {
      return codePoint(
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10),
      );
    }
    const named = ENTITIES[body.toLowerCase()];
    return named === undefined ? all : named;
  });
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(s, max) {
  if (s.length <= max) return s;
  const code = s.charCodeAt(max - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

// Tags that end a block of text: replaced by a space so "<p>a</p><p>b</p>" is "a b", while inline
// tags ("Pun<b>jab</b>") join their text.
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|thead|tbody|tfoot|table|caption|blockquote|pre|figure|figcaption|section|article|header|footer|aside|nav|img)\b[^>]*>/gi;

/**
 * The plain text of an article's HTML: tags removed (blocks become spaces), entities decoded,
 * invisible and control characters removed, NFC, whitespace collapsed, at most
 * SEARCH_LIMITS.text characters. The HTML is cut first (to 4× the text limit: markup is
 * bulky) so a huge document costs bounded time.
 */
function htmlToPlainText(html, max) {
  const limit = max || SEARCH_LIMITS.text;
  let s = cut(String(html == null ? "" : html), limit * 4);
  s = s
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, " ")
    .replace(BLOCK_TAG, " ")
    .replace(/<\/?[a-zA-Z][^>]*>/g, "");
  return plainText(decodeEntities(s), limit);
}

/** Any text as stored for search: cleanText, whitespace collapsed, trimmed, cut to `max`. */
function plainText(value, max) {
  const limit = max || SEARCH_LIMITS.text;
  // Cut before and after cleaning: cleaning is linear, and whitespace runs only shrink.
  return cut(
    cleanText(cut(String(value == null ? "" : value), limit * 2))
      .replace(/\s+/g, " ")
      .trim(),
    limit,
  );
}

/** Number of Unicode code points (what the trigram tokenizer counts). */
function charCount(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 0xdc00 && c <= 0xdfff)) n++;
  }
  return n;
}

/** SQLite's lower() folds A–Z only; fold the same way so instr() comparisons agree. */
function asciiLower(s) {
  return s.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * A visitor's query as a search plan. Every word is quoted as an FTS5 string ("…" with inner
 * quotes doubled), so FTS syntax (NEAR, AND/OR/NOT, *, -, ^, column filters, parentheses) is
 * searched as text and can never change the query. Words of 3+ characters go to the trigram
 * index (`match`, all of them required); shorter words, which a trigram index cannot look up,
 * come back in `short` (lower-cased like SQLite's lower()) for a substring test.
 * @returns {{ text: string, match: string, long: string[], short: string[] }}
 */
function parseQuery(q) {
  const text = cut(cleanText(cut(String(q == null ? "" : q), SEARCH_LIMITS.query * 2)), SEARCH_LIMITS.query)
    .replace(/\s+/g, " ")
    .trim();
  const seen = {};
  const long = [];
  const short = [];
  for (const word of text ? text.split(" ") : []) {
    const key = asciiLower(word);
    if (seen[key]) continue;
    seen[key] = true;
    if (long.length + short.length >= SEARCH_LIMITS.terms) break;
    if (charCount(word) >= 3) long.push(word);
    else short.push(key);
  }
  const match = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(" AND ");
  return { text, match, long, short };
}

// Combining marks (Latin diacritics, Devanagari and Gurmukhi vowel signs, nasal signs, virama,
// ZWNJ/ZWJ). A match can end inside a word ("ਪੰਜਾਬ" in "ਪੰਜਾਬੀ"): a vowel sign left outside the
// <mark> would render on its own, as a dotted circle, so the mark is widened to whole letters.
const MARKS =
  "[\\u0300-\\u036F\\u0900-\\u0903\\u093A-\\u094F\\u0951-\\u0957\\u0962\\u0963\\u0A01-\\u0A03\\u0A3C\\u0A3E-\\u0A4D\\u0A51\\u0A70\\u0A71\\u0A75\\u200C\\u200D]";
const CLOSE_BEFORE_MARKS = new RegExp(`${MARK_CLOSE}(${MARKS}+)`, "g");
const OPEN_BEFORE_MARKS = new RegExp(`([^${MARK_OPEN}${MARK_CLOSE}]${MARKS}*)${MARK_OPEN}(${MARKS}+)`, "g");

/** Moves snippet markers so no combining mark is split from its letter. */
function wholeLetters(snippet) {
  return snippet
    .replace(CLOSE_BEFORE_MARKS, `$1${MARK_CLOSE}`)
    .replace(OPEN_BEFORE_MARKS, `${MARK_OPEN}$1$2`);
}

const HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * A snippet from SQLite's snippet() (plain text with MARK_OPEN/MARK_CLOSE around matches) as
 * HTML: everything escaped first, then the markers become <mark>…</mark>. Unbalanced markers
 * (a cut snippet) are closed.
 */
function snippetToHtml(snippet) {
  let open = false;
  let out = "";
  const parts = wholeLetters(String(snippet == null ? "" : snippet)).split(MARKERS);
  for (const part of parts) {
    if (part === MARK_OPEN) {
      if (!open) out += "<mark>";
      open = true;
    } else if (part === MARK_CLOSE) {
      if (open) out += "</mark>";
      open = false;
    } else out += escapeHtml(part);
  }
  return open ? `${out}</mark>` : out;
}

/** True when a snippet from snippet() contains a match. */
function hasMark(snippet) {
  return String(snippet == null ? "" : snippet).indexOf(MARK_OPEN) >= 0;
}

/**
 * A snippet for short words (no snippet() without an index match): about `size` characters of
 * `text` around the first occurrence of any of `words` (lower-cased ASCII), every occurrence in
 * it marked, as HTML like snippetToHtml. "" when none occurs.
 */
function highlightShort(text, words, size) {
  const width = size || 120;
  const lower = asciiLower(String(text || ""));
  let first = -1;
  for (const w of words) {
    const at = w ? lower.indexOf(w) : -1;
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return "";
  let start = Math.max(0, first - Math.floor(width / 3));
  let end = Math.min(lower.length, start + width);
  // Not inside a surrogate pair.
  if (start > 0 && lower.charCodeAt(start) >= 0xdc00 && lower.charCodeAt(start) <= 0xdfff) start--;
  if (end < lower.length && lower.charCodeAt(end) >= 0xdc00 && lower.charCodeAt(end) <= 0xdfff) end++;
  const src = String(text).slice(start, end);
  const low = lower.slice(start, end);
  let marked = "";
  for (let i = 0; i < src.length;) {
    let hit = "";
    for (const w of words) if (w && w.length > hit.length && low.startsWith(w, i)) hit = w;
    if (hit) {
      marked += MARK_OPEN + src.slice(i, i + hit.length) + MARK_CLOSE;
      i += hit.length;
    } else {
      marked += src[i];
      i++;
    }
  }
  return snippetToHtml(`${start > 0 ? "\u2026" : ""}${marked}${end < lower.length ? "\u2026" : ""}`);
}

/** A page number from the query string: 1 for anything that is not a whole number ≥ 1. */
function parsePage(value) {
  const s = String(value == null ? "" : value).trim();
  if (!/^[0-9]{1,6}$/.test(s)) return 1;
  const n = parseInt(s, 10);
  return n < 1 ? 1 : Math.min(n, SEARCH_LIMITS.maxPage + 1);
}

/** Tag ids from "id1,id2" (as the list's URL has them): unknown shapes dropped, at most 20. */
function parseTags(value) {
  const out = [];
  for (const t of String(value == null ? "" : value).split(",")) {
    const id = t.trim();
    if (/^[a-z0-9]{1,30}$/i.test(id) && out.indexOf(id) < 0) out.push(id);
    if (out.length >= SEARCH_LIMITS.tags) break;
  }
  return out;
}

module.exports = {
  SEARCH_LIMITS,
  MARK_OPEN,
  MARK_CLOSE,
  htmlToPlainText,
  plainText,
  parseQuery,
  escapeHtml,
  snippetToHtml,
  hasMark,
  highlightShort,
  parsePage,
  parseTags,
};
