// Types of search-core.cjs (a CommonJS file shared with PocketBase's hooks).

export const SEARCH_LIMITS: {
  readonly text: 100000;
  readonly query: 200;
  readonly terms: 8;
  readonly perPage: 24;
  readonly maxPage: 200;
  readonly tags: 20;
};
export const MARK_OPEN: "\u0001";
export const MARK_CLOSE: "\u0002";
export function htmlToPlainText(html: string, max?: number): string;
export function plainText(value: string, max?: number): string;
export function parseQuery(q: unknown): {
  text: string;
  match: string;
  words: string;
  long: string[];
  short: string[];
};
export function escapeHtml(s: string): string;
export function snippetToHtml(snippet: string): string;
export function hasMark(snippet: string): boolean;
export function highlightShort(
  text: string,
  words: string[],
  size?: number,
  cut?: { before?: boolean; after?: boolean; lower?: string },
): string;
export function parsePage(value: unknown): number;
export function parseTags(value: unknown): string[];
