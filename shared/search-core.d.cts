// Generated from search-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export namespace SEARCH_LIMITS {
    let text: number;
    let query: number;
    let terms: number;
    let perPage: number;
    let maxPage: number;
    let tags: number;
}
/** Snippet markers: control characters, which cleanText removes from every stored text. */
export const MARK_OPEN: "\u0001";
export const MARK_CLOSE: "\u0002";
/**
 * The plain text of an article's HTML: tags removed (blocks become spaces), entities decoded,
 * invisible and control characters removed, NFC, whitespace collapsed, at most
 * SEARCH_LIMITS.text characters. The HTML is cut first (to 4× the text limit: markup is
 * bulky) so a huge document costs bounded time.
 * @param {string} html
 * @param {number} [max]
 */
export function htmlToPlainText(html: string, max?: number): string;
/**
 * Any text as stored for search: cleanText, whitespace collapsed, trimmed, cut to `max`.
 * @param {string} value
 * @param {number} [max]
 */
export function plainText(value: string, max?: number): string;
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
export function parseQuery(q: unknown): {
    text: string;
    match: string;
    words: string;
    long: string[];
    short: string[];
};
/**
 * @param {unknown} s
 */
export function escapeHtml(s: unknown): string;
/**
 * A snippet from SQLite's snippet() (plain text with MARK_OPEN/MARK_CLOSE around matches) as
 * HTML: everything escaped first, then the markers become <mark>…</mark>. Unbalanced markers
 * (a cut snippet) are closed.
 * @param {string} snippet
 */
export function snippetToHtml(snippet: string): string;
/**
 * True when a snippet from snippet() contains a match.
 * @param {string} snippet
 */
export function hasMark(snippet: string): boolean;
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
export function highlightShort(text: string, words: string[], size?: number, cut?: {
    before?: boolean;
    after?: boolean;
    lower?: string;
}): string;
/**
 * A page number from the query string: 1 for anything that is not a whole number ≥ 1.
 * @param {unknown} value
 */
export function parsePage(value: unknown): number;
/**
 * Tag ids from "id1,id2" (as the list's URL has them): unknown shapes dropped, at most 20.
 * @param {unknown} value
 */
export function parseTags(value: unknown): string[];
