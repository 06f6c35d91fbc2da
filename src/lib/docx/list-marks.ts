// Word's list numbering ("Q1." typed with the numbering button) is not text: mammoth turns it into
// <ol>/<ul> and drops the numbers. The quiz text job keeps the structure by starting each list
// item's line with a mark that says how deep the item is and whether its list is numbered; the
// quiz parser reads it (questions at the top level, options one level down). The mark uses two
// private-use characters, which are removed from the document's own text first, so a document
// cannot forge one.

const OPEN = "\uE000";
const CLOSE = "\uE001";

export interface ListMark {
  /** 0 for a top-level item, 1 for an item of a list inside an item, … */
  depth: number;
  /** A numbered list (<ol>), not bullets. */
  ordered: boolean;
}

/** The mark that starts the line of a list item. */
export function listMark({ depth, ordered }: ListMark): string {
  return `${OPEN}${Math.min(depth, 9)}${ordered ? "o" : "u"}${CLOSE}`;
}

const MARK_AT_START = new RegExp(`^${OPEN}(\\d)([ou])${CLOSE}`);
const ANY_MARK_CHAR = new RegExp(`[${OPEN}${CLOSE}]`, "g");

/** Removes the mark characters from text that came from the document. */
export function stripMarkChars(text: string): string {
  return text.replace(ANY_MARK_CHAR, "");
}

/** Splits a line into its list mark (when it has one) and the rest. */
export function readListMark(line: string): { mark: ListMark | null; text: string } {
  const m = MARK_AT_START.exec(line);
  if (!m) return { mark: null, text: line };
  return { mark: { depth: Number(m[1]), ordered: m[2] === "o" }, text: line.slice(m[0].length) };
}
