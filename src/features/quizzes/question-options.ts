// Option labels in question papers and how the parser reads a question's option lines. Part of the
// quiz parser (parse-questions.ts); pure and synchronous.

/** The label sets staff use, each in order: the label's position is the option's. */
const LABEL_SETS = {
  latin: ["a", "b", "c", "d", "e", "f", "g", "h"],
  digit: ["1", "2", "3", "4", "5", "6", "7", "8"],
  roman: ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"],
  devanagari: ["क", "ख", "ग", "घ", "ङ"],
  // Punjabi papers use the first letters of the Gurmukhi alphabet (ੳ ਅ ੲ ਸ) or ਕ ਖ ਗ ਘ.
  gurmukhi: ["ੳ", "ਅ", "ੲ", "ਸ", "ਹ"],
  gurmukhiKa: ["ਕ", "ਖ", "ਗ", "ਘ", "ਙ"],
} as const;

export type LabelSet = keyof typeof LABEL_SETS;
/** How a question's options were labelled: a typed label set, Word's list numbering, or not at all. */
export type OptionLabelling = LabelSet | "list" | null;

// Longest first, so "iii" is not read as "i".
const TOKEN = `(viii|vii|vi|iv|v|iii|ii|i|[a-h]|[1-8]|[कखगघङ]|[ੳਅੲਸਹ]|[ਕਖਗਘਙ])`;

export interface Label {
  set: LabelSet;
  index: number;
}

/** The label a token names ("b", "B", "ii", "ਅ"), or null. */
export function labelOf(token: string): Label | null {
  const t = token.toLowerCase();
  for (const [set, labels] of Object.entries(LABEL_SETS)) {
    const index = (labels as readonly string[]).indexOf(t);
    if (index >= 0) return { set: set as LabelSet, index };
  }
  return null;
}

/** The letter staff see for option `index` in the admin (A–D). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

// "(a) text", "a) text", "A. text", "a: text", "[a] text", "(ii) text", "ੳ) text". A dot needs a
// space after it, so an option like "2.5%" is not read as label "2".
const LABELLED = new RegExp(`^[(\\[]?${TOKEN}(?:\\s*[)\\]:]|\\.(?=\\s))\\s*(\\S.*)$`, "iu");
// Several "(a) … (b) …" options written on one line.
const INLINE_LABEL = new RegExp(`(?:^|\\s)\\(${TOKEN}\\)\\s*`, "giu");

/** A labelled option line's label and text, or null. */
export function readLabelled(line: string): { label: Label; text: string } | null {
  const m = LABELLED.exec(line);
  const label = m ? labelOf(m[1]) : null;
  return m && label ? { label, text: m[2].trim() } : null;
}

/**
 * Splits "… (a) x (b) y (c) z (d) w" into the text before the options and one line per option.
 * Only when at least two labels of one set run in order from the first, so "see Article 21 (b)"
 * stays whole.
 */
export function splitInlineOptions(line: string): { before: string; options: string[] } {
  const hits = [...line.matchAll(INLINE_LABEL)].map((h) => ({ at: h.index, label: labelOf(h[1]) }));
  const first = hits.findIndex((h) => h.label?.index === 0);
  const run = first < 0 ? [] : hits.slice(first);
  const set = run[0]?.label?.set;
  if (run.length < 2 || !run.every((h, i) => h.label?.set === set && h.label?.index === i)) {
    return { before: line, options: [] };
  }
  return {
    before: line.slice(0, run[0].at).trim(),
    options: run.map((h, i) => line.slice(h.at, run[i + 1]?.at).trim()),
  };
}

/** A line after the question's first line that is not an answer or explanation. */
export interface BodyLine {
  text: string;
  /** An item of a Word list (its numbering is the label). */
  listed: boolean;
}

export interface ReadOptions {
  /** Every option found, labels stripped (may be more than a question can keep). */
  options: string[];
  labelling: OptionLabelling;
  /** Lines before the options: they continue the question (statements, a second line). */
  questionLines: string[];
}

/** A run of labels of one set, in order from the first, reaching the last line: the options. */
function labelledRunToEnd(lines: string[]): { start: number; set: LabelSet; texts: string[] } | null {
  for (let start = 0; start < lines.length; start++) {
    const first = readLabelled(lines[start]);
    if (!first || first.label.index !== 0) continue;
    const texts: string[] = [];
    for (const line of lines.slice(start)) {
      const r = readLabelled(line);
      if (!r || r.label.set !== first.label.set || r.label.index !== texts.length) break;
      texts.push(r.text);
    }
    if (start + texts.length === lines.length) return { start, set: first.label.set, texts };
  }
  return null;
}

/**
 * Picks the option lines: Word list items at the end (numbered by Word), else labelled lines at
 * the end (labels stripped), else the spec's plain form: the lines as written.
 */
export function readOptions(lines: BodyLine[]): ReadOptions {
  let listStart = lines.length;
  while (listStart > 0 && lines[listStart - 1].listed) listStart--;
  if (listStart < lines.length) {
    const texts = lines.slice(listStart).map((l) => l.text);
    // Items of a list whose text carries typed labels too ("(a) …" in a bulleted list).
    const typed = labelledRunToEnd(texts);
    return {
      options: typed?.start === 0 ? typed.texts : texts,
      labelling: typed?.start === 0 ? typed.set : "list",
      questionLines: lines.slice(0, listStart).map((l) => l.text),
    };
  }
  const texts = lines.map((l) => l.text);
  const run = labelledRunToEnd(texts);
  if (run) return { options: run.texts, labelling: run.set, questionLines: texts.slice(0, run.start) };
  return { options: texts, labelling: null, questionLines: [] };
}

/** True when the line looks like an option: labelled, or several labelled options on one line. */
export function looksLikeOption(line: string): boolean {
  return readLabelled(line) !== null || splitInlineOptions(line).options.length > 0;
}
