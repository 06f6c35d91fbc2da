// Full-text search rules shared by PocketBase (pb_hooks/search.pb.js, lib/search.js, the
// migrations that add the article text and the index), the seed and the unit tests: how an
// article's HTML becomes the plain text that is searched, how a visitor's query becomes a safe
// FTS5 MATCH expression, and how a snippet becomes HTML. Plain ES2015 so goja runs it too.
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

/**
 * @param {number} n
 */
function codePoint(n) {
  // Out of range, a surrogate or NUL: drop it rather than throw.
  if (!(n > 0 && n <= 0x10ffff) || (n >= 0xd800 && n <= 0xdfff)) return "";
  return String.fromCodePoint(n);
}

/**
 * @param {string} s
 */
function decodeEntities(s) {
  return s.replace(
    /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g,
    (/** @type {string} */ all, /** @type {string} */ body) => {
      if (body[0] === "#") {
        return codePoint(
          body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10),
        );
      }
      const named = /** @type {Record<string, string>} */ (ENTITIES)[body.toLowerCase()];
      return named === undefined ? all : named;
    },
  );
}

/**
 * Cuts to at most `max` UTF-16 units without splitting a surrogate pair.
 * @param {string} s
 * @param {number} max
 */
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
 * @param {string} html
 * @param {number} [max]
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

/**
 * Any text as stored for search: cleanText, whitespace collapsed, trimmed, cut to `max`.
 * @param {string} value
 * @param {number} [max]
 */
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

/**
 * Number of Unicode code points (what the trigram tokenizer counts).
 * @param {string} s
 */
function charCount(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 0xdc00 && c <= 0xdfff)) n++;
  }
  return n;
}

/**
 * SQLite's lower() folds A–Z only; fold the same way so instr() comparisons agree.
 * @param {string} s
 */
function asciiLower(s) {
  return s.replace(/[A-Z]/g, (/** @type {string} */ c) => c.toLowerCase());
}

// A "plain word": letters, digits and combining marks only, in the scripts the articles use
// (ASCII, Latin-1 and Latin Extended letters, Gurmukhi). The word index's tokenizer (unicode61 with
// categories L* N* Co M*, migration 1764400000) keeps such a word whole, so an article holding it
// as a word also holds it as a substring (what the trigram index matches). Explicit ranges, not
// \p{…}: goja's regular expressions do not support Unicode property escapes. Only assigned
// Gurmukhi code points (an unassigned one is a separator to the tokenizer).
const PLAIN_WORD =
  // eslint-disable-next-line no-misleading-character-class -- code point ranges, marks included on purpose
  /^[0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0A01-\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A59-\u0A5C\u0A5E\u0A66-\u0A75]+$/;

/**
 * A visitor's query as a search plan. Every word is quoted as an FTS5 string ("…" with inner
 * quotes doubled), so FTS syntax (NEAR, AND/OR/NOT, *, -, ^, column filters, parentheses) is
 * searched as text and can never change the query. Words of 3+ characters go to the trigram
 * index (`match`, all of them required); shorter words, which a trigram index cannot look up,
 * come back in `short` (lower-cased like SQLite's lower()) for a substring test. `words` is the
 * same words as a MATCH for the whole-word index when every one of them is a plain word (else "":
 * "covid-19", "Punjab's" or an emoji would be split by that index's tokenizer into other words).
 * @param {unknown} q
 * @returns {{ text: string, match: string, words: string, long: string[], short: string[] }}
 */
function parseQuery(q) {
  const text = cut(cleanText(cut(String(q == null ? "" : q), SEARCH_LIMITS.query * 2)), SEARCH_LIMITS.query)
    .replace(/\s+/g, " ")
    .trim();
  /** @type {Record<string, boolean>} */
  const seen = {};
  /** @type {string[]} */
  const long = [];
  /** @type {string[]} */
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
  const plain = long.length > 0 && long.every((w) => PLAIN_WORD.test(w));
  return { text, match, words: plain ? match : "", long, short };
}

// Combining marks (Latin diacritics, Devanagari and Gurmukhi vowel signs, nasal signs, virama,
// ZWNJ/ZWJ). A match can end inside a word ("ਪੰਜਾਬ" in "ਪੰਜਾਬੀ"): a vowel sign left outside the
// <mark> would render on its own, as a dotted circle, so the mark is widened to whole letters.
/** True for a combining mark (by code point: a regular expression over a long non-ASCII text is
 * @param {number} c
 * slow in PocketBase's JS engine). */
function isMark(c) {
  return (
    (c >= 0x0300 && c <= 0x036f) ||
    (c >= 0x0900 && c <= 0x0903) ||
    (c >= 0x093a && c <= 0x094f) ||
    (c >= 0x0951 && c <= 0x0957) ||
    c === 0x0962 ||
    c === 0x0963 ||
    (c >= 0x0a01 && c <= 0x0a03) ||
    c === 0x0a3c ||
    (c >= 0x0a3e && c <= 0x0a4d) ||
    c === 0x0a51 ||
    c === 0x0a70 ||
    c === 0x0a71 ||
    c === 0x0a75 ||
    c === 0x200c ||
    c === 0x200d
  );
}

/**
 * The number of combining marks `s` starts with.
 * @param {string} s
 */
function leadingMarks(s) {
  let n = 0;
  while (n < s.length && isMark(s.charCodeAt(n))) n++;
  return n;
}

/**
 * Moves snippet markers so no combining mark is split from its letter: `parts` is text, marker,
 * text, …, text. Marks just after a closing marker move inside it; an opening marker just
 * before marks moves back before their letter.
 * @param {string[]} parts
 */
function wholeLetters(parts) {
  for (let k = 1; k < parts.length; k += 2) {
    if (parts[k] !== MARK_CLOSE) continue;
    const n = leadingMarks(parts[k + 1]);
    if (!n) continue;
    parts[k - 1] += parts[k + 1].slice(0, n);
    parts[k + 1] = parts[k + 1].slice(n);
  }
  for (let k = 1; k < parts.length; k += 2) {
    if (parts[k] !== MARK_OPEN || !parts[k - 1] || !leadingMarks(parts[k + 1])) continue;
    const before = parts[k - 1];
    let j = before.length;
    while (j > 0 && isMark(before.charCodeAt(j - 1))) j--;
    if (j > 0) j--; // the letter the marks belong to
    parts[k + 1] = before.slice(j) + parts[k + 1];
    parts[k - 1] = before.slice(0, j);
  }
  return parts;
}

/** @type {Record<string, string>} */
const HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * @param {unknown} s
 */
function escapeHtml(s) {
  const str = String(s);
  // Most parts have nothing to escape: indexOf is far cheaper than a regular expression in goja.
  for (const c in HTML_ESCAPES)
    if (str.indexOf(c) >= 0) return str.replace(/[&<>"']/g, (m) => HTML_ESCAPES[m]);
  return str;
}

/**
 * A snippet from SQLite's snippet() (plain text with MARK_OPEN/MARK_CLOSE around matches) as
 * HTML: everything escaped first, then the markers become <mark>…</mark>. Unbalanced markers
 * (a cut snippet) are closed.
 * @param {string} snippet
 */
function snippetToHtml(snippet) {
  const s = String(snippet == null ? "" : snippet);
  // Text, marker, text, …, text, found with indexOf (fast, unlike a split on a regular expression).
  /** @type {string[]} */
  const parts = [];
  let i = 0;
  for (;;) {
    const a = s.indexOf(MARK_OPEN, i);
    const b = s.indexOf(MARK_CLOSE, i);
    const at = a < 0 ? b : b < 0 ? a : Math.min(a, b);
    if (at < 0) break;
    parts.push(s.slice(i, at), s[at]);
    i = at + 1;
  }
  parts.push(s.slice(i));
  let open = false;
  let out = "";
  wholeLetters(parts).forEach((part, k) => {
    if (k % 2 === 0) out += escapeHtml(part);
    else if (part === MARK_OPEN) {
      if (!open) out += "<mark>";
      open = true;
    } else {
      if (open) out += "</mark>";
      open = false;
    }
  });
  return open ? `${out}</mark>` : out;
}

/**
 * True when a snippet from snippet() contains a match.
 * @param {string} snippet
 */
function hasMark(snippet) {
  return String(snippet == null ? "" : snippet).indexOf(MARK_OPEN) >= 0;
}

/**
 * A snippet of `text`: about `size` characters around the first occurrence of any of `words`
 * (lower-cased ASCII, compared like SQLite's lower()), every occurrence in it marked, as HTML like
 * snippetToHtml. "" when none occurs. The window starts after a space when one is near (not in
 * the middle of a word) and never on a combining mark; "…" shows where it was cut. `cut` says that
 * `text` is itself a part of a longer text (cut before it, after it), so "…" is due there too, and
 * may give `lower`, the text lower-cased by SQLite's lower().
 * Used for descriptions and for the article text (lib/search.js: the part of the text around the
 * first match, read by SQL, so a long text is never sent whole).
 * @param {string} text
 * @param {string[]} words
 * @param {number} [size]
 * @param {{ before?: boolean, after?: boolean, lower?: string }} [cut]
 */
function highlightShort(text, words, size, cut) {
  const width = size || 120;
  // The caller may pass the text lower-cased by SQLite's lower() (cheaper than asciiLower here).
  const lower = cut && typeof cut.lower === "string" ? cut.lower : asciiLower(String(text || ""));
  let first = -1;
  for (const w of words) {
    const at = w ? lower.indexOf(w) : -1;
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return "";
  let start = Math.max(0, first - Math.floor(width / 3));
  if (start > 0) {
    const space = lower.lastIndexOf(" ", first - 1);
    if (space >= start && space - start < 20) start = space + 1;
  }
  let end = Math.min(lower.length, start + width);
  // Not inside a surrogate pair.
  if (start > 0 && lower.charCodeAt(start) >= 0xdc00 && lower.charCodeAt(start) <= 0xdfff) start--;
  if (end < lower.length && lower.charCodeAt(end) >= 0xdc00 && lower.charCodeAt(end) <= 0xdfff) end++;
  // Not on a vowel sign or other mark (it would render on its own, as a dotted circle).
  if (start < first) start += Math.min(leadingMarks(String(text).slice(start, first)), first - start);
  const src = String(text).slice(start, end);
  const low = lower.slice(start, end);
  const before = start > 0 || Boolean(cut && cut.before);
  const after = end < lower.length || Boolean(cut && cut.after);
  return `${before ? "\u2026" : ""}${markWords(src, low, words)}${after ? "\u2026" : ""}`;
}

/**
 * `src` as HTML with every occurrence of `words` in `low` (src lower-cased) in <mark>, widened to
 * whole letters as snippetToHtml does, the rest escaped. Leftmost occurrence first, the longest
 * word where several start. Built in one pass with indexOf and charCodeAt: in PocketBase's JS
 * engine a loop over every character, or a regular expression over a non-ASCII text, costs
 * about a millisecond a snippet, and a page has 24.
 * @param {string} src
 * @param {string} low
 * @param {string[]} words
 */
function markWords(src, low, words) {
  let plain = true;
  for (const c in HTML_ESCAPES) if (src.indexOf(c) >= 0) plain = false;
  const esc = plain ? (/** @type {string} */ x) => x : escapeHtml;
  let html = "";
  let i = 0;
  for (;;) {
    let next = -1;
    let hit = "";
    for (const w of words) {
      const at = w ? low.indexOf(w, i) : -1;
      if (at >= 0 && (next < 0 || at < next || (at === next && w.length > hit.length))) {
        next = at;
        hit = w;
      }
    }
    if (next < 0) break;
    let from = next;
    let to = next + hit.length;
    if (isMark(src.charCodeAt(from))) {
      // Starts on a vowel sign: back to the letter it belongs to.
      while (from > i && isMark(src.charCodeAt(from - 1))) from--;
      if (from > i) from--;
    }
    while (to < src.length && isMark(src.charCodeAt(to))) to++;
    html += `${esc(src.slice(i, from))}<mark>${esc(src.slice(from, to))}</mark>`;
    i = to;
  }
  return html + esc(src.slice(i));
}

/**
 * A page number from the query string: 1 for anything that is not a whole number ≥ 1.
 * @param {unknown} value
 */
function parsePage(value) {
  const s = String(value == null ? "" : value).trim();
  if (!/^[0-9]{1,6}$/.test(s)) return 1;
  const n = parseInt(s, 10);
  return n < 1 ? 1 : Math.min(n, SEARCH_LIMITS.maxPage + 1);
}

/**
 * Tag ids from "id1,id2" (as the list's URL has them): unknown shapes dropped, at most 20.
 * @param {unknown} value
 */
function parseTags(value) {
  /** @type {string[]} */
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
