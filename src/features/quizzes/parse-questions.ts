// Turns the text of a question paper (src/lib/docx extractDocxText: one line per paragraph or manual line break) into quiz questions.
// The spec's rule: split on markers "Q<number>:", the first line of each part is the question,
// the next four lines are the options, and a line starting with "answer" gives the answer
// ("N/A" when missing). Real papers are messier (see the tests), so this also accepts "Q1." /
// "Q 1:" / "q1:", labelled options "(a) …", "A. …", "a) …" (also several on one line),
// "Answer:" / "ANS -" / "Ans." given as a letter or as the option's text, blank lines, and
// Gurmukhi or Devanagari labels. It never guesses silently: anything odd becomes a warning that
// the staff member sees next to the question. Pure and synchronous: no DOM, no I/O.
import type { QuizQuestion } from "@/types/pocketbase";

export const NO_QUESTIONS_MESSAGE = "No questions found in this document";
export const MAX_OPTIONS = 4;
export const NO_ANSWER = "N/A";

export interface ParsedQuestion extends QuizQuestion {
  /** The number written in the document ("Q12" → 12), for warnings and the preview. */
  number: number;
  warnings: string[];
}

// At the start of a line: "Q1:", "Q1.", "Q 1:", "q1:", "Q1)", "Q1 -", "Question 1:", and "Q.1 text".
const MARKER =
  /^[ \t]*Q(?:uestion|ues|ue)?(?:[ \t]*(\d{1,4})[ \t]*[:.)\-–—]|\.[ \t]*(\d{1,4})(?:[ \t]*[:.)\-–—]|(?=[ \t])))[ \t]*/gim;
// "Answer: b", "ANS - Sutlej", "Ans. (c)", "Correct answer: b", Hindi उत्तर, Punjabi ਉੱਤਰ / ਜਵਾਬ.
// (?![a-z]) keeps "Anshul…" from counting; JS's \b does not work next to Indic letters.
const ANSWER = /^(?:correct\s+)?(?:answer|ans|उत्तर|ਉੱਤਰ|ਉਤਰ|ਜਵਾਬ)(?![a-z])\s*(?:[:.\-–—=)]\s*)*(.*)$/iu;
const EXPLANATION = /^(?:explanation|expl|exp|solution|व्याख्या|ਵਿਆਖਿਆ)\s*(?:[:.\-–—]\s*)+(.*)$/iu;

// Option labels by position: a–d, A–D, 1–4, Devanagari क–घ, Gurmukhi ੳ ਅ ੲ ਸ.
const LABEL_SETS = ["abcd", "1234", "कखगघ", "ੳਅੲਸ"];
const LABEL_CHARS = "a-d1-4कखगघੳਅੲਸ";
// "(a) text", "a) text", "A. text", "a: text", "[a] text". A dot needs a space after it, so an
// option like "2.5%" is not read as label "2".
const LABELLED = new RegExp(`^[(\\[]?([${LABEL_CHARS}])(?:\\s*[)\\]:]|\\.(?=\\s))\\s*(\\S.*)$`, "iu");
// Several "(a) … (b) …" options written on one line.
const INLINE_LABEL = new RegExp(`(?:^|\\s)\\(([${LABEL_CHARS}])\\)\\s*`, "giu");
// A bare label as an answer: "b", "(b)", "b)", "B.", "option b", "option (B)".
const BARE_LABEL = new RegExp(`^(?:option\\s*)?[(\\[]?([${LABEL_CHARS}])[)\\].]?$`, "iu");
// A label followed by the text: "(b) Sutlej", "B. Sutlej".
const LABEL_THEN_TEXT = new RegExp(
  `^(?:option\\s*)?[(\\[]?([${LABEL_CHARS}])(?:\\s*[)\\]:]|\\.(?=\\s))\\s*(\\S.*)$`,
  "iu",
);

/** The option position (0–3) of a label character, or -1. */
function labelIndex(label: string): number {
  const l = label.toLowerCase();
  for (const set of LABEL_SETS) {
    const i = [...set].indexOf(l);
    if (i >= 0) return i;
  }
  return -1;
}

/** Whitespace-collapsed, case-folded form for comparing answer text with options. */
function norm(s: string): string {
  return s.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

function cleanText(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      // Non-breaking and other odd spaces from Word; zero-width characters that Word leaves
      // around but that matter in Gurmukhi/Devanagari (ZWJ/ZWNJ) are kept.
      .replace(/[\u00a0\u2000-\u200a\u202f\u3000]/g, " ")
      .replace(/[\ufeff\u200b]/g, "")
  );
}

/**
 * Splits "… (a) x (b) y (c) z (d) w" into the text before the options and one line per option.
 * Only when at least two labels run in order from the first (a, b, c…), so "see Article 21 (b)"
 * stays whole.
 */
function splitInlineOptions(line: string): { before: string; options: string[] } {
  const hits = [...line.matchAll(INLINE_LABEL)];
  const first = hits.findIndex((h) => labelIndex(h[1]) === 0);
  const run = first < 0 ? [] : hits.slice(first);
  if (run.length < 2 || !run.every((h, i) => labelIndex(h[1]) === i)) return { before: line, options: [] };
  return {
    before: line.slice(0, run[0].index).trim(),
    options: run.map((h, i) => line.slice(h.index, run[i + 1]?.index).trim()),
  };
}

interface Options {
  options: string[];
  extraLines: string[];
  /** Lines between the question's first line and the first labelled option. */
  questionLines: string[];
}

/** Picks the option lines, stripping labels only when every option is labelled in order. */
function readOptions(lines: string[]): Options {
  const firstLabelled = lines.findIndex((l) => LABELLED.test(l));
  const labelledRun: string[] = [];
  if (firstLabelled >= 0) {
    for (const l of lines.slice(firstLabelled)) {
      const m = LABELLED.exec(l);
      if (!m || labelIndex(m[1]) !== labelledRun.length) break;
      labelledRun.push(m[2].trim());
    }
  }
  const labelledAll = firstLabelled >= 0 && firstLabelled + labelledRun.length === lines.length;
  if (labelledAll && labelledRun.length > 0) {
    // Labelled options: unlabelled lines before them continue the question (statement-type
    // questions often take two lines).
    return {
      options: labelledRun.slice(0, MAX_OPTIONS),
      extraLines: labelledRun.slice(MAX_OPTIONS),
      questionLines: lines.slice(0, firstLabelled),
    };
  }
  // The spec's plain form: the next four lines are the options, as written.
  return { options: lines.slice(0, MAX_OPTIONS), extraLines: lines.slice(MAX_OPTIONS), questionLines: [] };
}

/** Resolves the text after "Answer" to one option's text, or explains why it could not. */
function resolveAnswer(raw: string, options: string[]): { answer: string; warning?: string } {
  const value = raw.replace(/^[\s:.\-–—]+/, "").trim();
  if (!value) return { answer: NO_ANSWER, warning: `No answer given; it will be saved as ${NO_ANSWER}.` };
  const byText = (t: string) => options.find((o) => norm(o) === norm(t));
  const exact = byText(value);
  if (exact !== undefined) return { answer: exact };
  const fromIndex = (label: string) => {
    const i = labelIndex(label);
    return i >= 0 && i < options.length ? options[i] : undefined;
  };
  const bare = BARE_LABEL.exec(value);
  if (bare) {
    const opt = fromIndex(bare[1]);
    if (opt !== undefined) return { answer: opt };
    return { answer: value, warning: `The answer "${value}" is not among the options.` };
  }
  const labelled = LABEL_THEN_TEXT.exec(value);
  if (labelled) {
    const opt = byText(labelled[2]) ?? fromIndex(labelled[1]);
    if (opt !== undefined) {
      if (norm(opt) !== norm(labelled[2])) {
        return {
          answer: opt,
          warning: `The answer "${value}" does not match option ${labelled[1]} ("${opt}"); check it.`,
        };
      }
      return { answer: opt };
    }
  }
  return { answer: value, warning: `The answer "${value}" is not among the options.` };
}

function parsePart(number: number, body: string, order: number): ParsedQuestion {
  const warnings: string[] = [];
  const rawLines = body
    .split("\n")
    .map((l) => l.replace(/[ \t]+/g, " ").trim())
    .filter((l) => l.length > 0);
  // The question and its options may share the first line: "What is X? (a) … (b) …".
  const head = splitInlineOptions(rawLines.shift() ?? "");
  const text = head.before;
  let answerRaw: string | null = null;
  let explanation: string | null = null;
  const rest: string[] = [...head.options];
  for (const line of rawLines) {
    const exp = EXPLANATION.exec(line);
    const ans: RegExpExecArray | null = answerRaw === null && !exp ? ANSWER.exec(line) : null;
    if (exp) explanation = exp[1].trim();
    else if (ans) answerRaw = ans[1];
    // An explanation runs on until the answer line or the next question.
    else if (explanation !== null) explanation = `${explanation}\n${line}`.trim();
    else {
      const split = splitInlineOptions(line);
      rest.push(...(split.before ? [split.before] : []), ...split.options);
    }
  }
  const { options, extraLines, questionLines } = readOptions(rest);
  const fullText = [text, ...questionLines].join("\n");
  if (!fullText) warnings.push("The question text is empty.");
  if (options.length < MAX_OPTIONS) {
    warnings.push(
      `Only ${options.length} option${options.length === 1 ? "" : "s"} found (expected ${MAX_OPTIONS}).`,
    );
  }
  if (extraLines.length > 0) {
    warnings.push(
      `More than ${MAX_OPTIONS} options; not kept: ${extraLines.map((l) => `"${l}"`).join(", ")}.`,
    );
  }
  let answer = NO_ANSWER;
  if (answerRaw === null) warnings.push(`No answer line found; it will be saved as ${NO_ANSWER}.`);
  else {
    const r = resolveAnswer(answerRaw, options);
    answer = r.answer;
    if (r.warning) warnings.push(r.warning);
  }
  const q: ParsedQuestion = { number, text: fullText, options, answer, order, warnings };
  if (explanation) q.explanation = explanation;
  return q;
}

/** Parses a question paper's plain text. Returns [] when it has no "Q<number>" markers. */
export function parseQuestions(input: string): ParsedQuestion[] {
  const text = cleanText(input);
  const markers = [...text.matchAll(MARKER)];
  return markers.map((m, i) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = markers[i + 1]?.index ?? text.length;
    return parsePart(Number(m[1] ?? m[2]), text.slice(start, end), i + 1);
  });
}

/** Strips the parser's bookkeeping, leaving what is stored on the quiz. */
export function toQuizQuestion({ text, options, answer, explanation, order }: ParsedQuestion): QuizQuestion {
  const q: QuizQuestion = { text, options, answer, order };
  if (explanation) q.explanation = explanation;
  return q;
}
