// Turns the text of a question paper (src/lib/docx extractDocxText: one line per paragraph or
// manual line break, Word list items marked) into quiz questions. Where each question starts is
// read in one of four layouts, whichever finds the most complete questions in the document:
// - "marker": "Q1." "Q1:" "Q1)" "Q 1" "Q.1" "Question 1:" and "Q76" alone on a line;
// - "list": Word's own numbering (the number is list structure, not text);
// - "numbered": "1." typed as text (statements "1. … 2. …" inside a question are not questions);
// - "aiken": no numbers; a question follows the previous one's answer line (Moodle's Aiken format).
// Options and answers: question-options.ts and question-answer.ts. It never guesses silently:
// anything odd is a warning shown next to the question, and a doubtful answer key is also a flag
// that blocks publishing. Pure and synchronous: no DOM, no I/O.
import type { QuizQuestion } from "@/types/pocketbase";
import { readListMark, type ListMark } from "@/lib/docx/list-marks";
import { NO_ANSWER, resolveAnswer } from "./question-answer";
import { looksLikeOption, readOptions, splitInlineOptions, type BodyLine } from "./question-options";

export { NO_ANSWER } from "./question-answer";
export const NO_QUESTIONS_MESSAGE = "No questions found in this document";
export const MAX_OPTIONS = 4;

export type QuestionLayout = "marker" | "list" | "numbered" | "aiken";

export interface ParsedQuestion extends QuizQuestion {
  /** The number written in the document ("Q12" → 12; its position for unnumbered layouts). */
  number: number;
  /** Everything odd about the question, the flag included. */
  warnings: string[];
}

// At the start of a line: "Q1:", "Q1.", "Q 1:", "q1:", "Q1)", "Q1 -", "Question 1:", "Q.1 text",
// "Q 1 text" and "Q76" alone.
const MARKER =
  /^Q(?:uestion|ues|ue)?(?:\s*(\d{1,4})\s*[:.)\-–—]|\.\s*(\d{1,4})(?:\s*[:.)\-–—]|(?=\s)|$)|\s*(\d{1,4})(?=\s|$))\s*(.*)$/iu;
// "1. text" typed as text (a dot and a space: "2.5%" is not a number).
const NUMBERED = /^(\d{1,4})\.(?:\s+(.*))?$/u;
// "Answer: b", "ANS - Sutlej", "Ans. (c)", "Correct answer: b", Hindi उत्तर, Punjabi ਉੱਤਰ / ਜਵਾਬ,
// "ਸਹੀ ਉੱਤਰ". (?![a-z]) keeps "Anshul…" from counting; JS's \b does not work next to Indic letters.
const ANSWER =
  /^(?:(?:correct|right)\s+|ਸਹੀ\s+|सही\s+)?(?:answer|ans|उत्तर|ਉੱਤਰ|ਉਤਰ|ਜਵਾਬ)(?![a-z])\s*(?:[:.\-–—=)]\s*)*(.*)$/iu;
const EXPLANATION = /^(?:explanation|expl|exp|solution|व्याख्या|ਵਿਆਖਿਆ)\s*(?:[:.\-–—]\s*)+(.*)$/iu;

interface Line {
  text: string;
  list: ListMark | null;
  /** Read once per line, not once per layout tried. */
  answer: boolean;
  explanation: boolean;
  optionLike: boolean;
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

function toLines(input: string): Line[] {
  return cleanText(input)
    .split("\n")
    .map((raw) => {
      const { mark, text: rawText } = readListMark(raw);
      const text = rawText.replace(/[ \t]+/g, " ").trim();
      const explanation = EXPLANATION.test(text);
      return {
        text,
        list: mark,
        explanation,
        answer: !explanation && ANSWER.test(text),
        optionLike: looksLikeOption(text),
      };
    })
    .filter((l) => l.text.length > 0);
}

/** One question's lines: the first is the text after its marker (may be ""). */
interface Part {
  number: number;
  first: string;
  lines: Line[];
}

interface Current {
  part: Part;
  hasAnswer: boolean;
  /** Option-like lines seen (labelled, inline, or list items below the question's level). */
  options: number;
  /** In the "numbered" layout: the last "n." statement number inside the question. */
  statements: number;
}

/** Where questions start in `lines` for one layout. */
function split(lines: Line[], layout: QuestionLayout): Part[] {
  const parts: Part[] = [];
  const docHasAnswers = lines.some((l) => l.answer);
  let cur: Current | null = null;
  const start = (number: number, first: string) => {
    cur = { part: { number, first, lines: [] }, hasAnswer: false, options: 0, statements: 0 };
    parts.push(cur.part);
  };
  for (const line of lines) {
    const c = cur as Current | null;
    const done = c !== null && (c.hasAnswer || c.options > 0);
    if (layout === "marker") {
      const m = MARKER.exec(line.text);
      if (m) {
        start(Number(m[1] ?? m[2] ?? m[3]), m[4]);
        continue;
      }
    } else if (layout === "list") {
      if (line.list?.depth === 0 && line.list.ordered && (!c || done || !docHasAnswers)) {
        start(parts.length + 1, line.text);
        continue;
      }
    } else if (layout === "numbered") {
      const m = line.list ? null : NUMBERED.exec(line.text);
      if (m) {
        const n = Number(m[1]);
        if (!c || done || (n !== c.statements + 1 && n === c.part.number + 1)) {
          start(n, m[2] ?? "");
          continue;
        }
        // A statement ("1. … 2. …" before the options), never an option in this layout.
        if (n === c.statements + 1) c.statements = n;
        c.part.lines.push(line);
        continue;
      }
    } else if (!c || (c.hasAnswer && !line.explanation)) {
      if (!line.answer) {
        start(parts.length + 1, line.text);
        continue;
      }
    }
    if (!c) continue;
    c.part.lines.push(line);
    if (line.answer) c.hasAnswer = true;
    else if (line.list ? layout !== "list" || line.list.depth > 0 || docHasAnswers : line.optionLike)
      c.options++;
  }
  return parts;
}

function parsePart(part: Part, order: number): ParsedQuestion {
  const warnings: string[] = [];
  const lines = part.lines.map((l) => ({ text: l.text, listed: l.list !== null }));
  // The question may start on the marker's line or, when the marker stands alone, the next line.
  const firstLine = part.first || (lines.shift()?.text ?? "");
  // The question and its options may share the first line: "What is X? (a) … (b) …".
  const head = splitInlineOptions(firstLine);
  let answerRaw: string | null = null;
  let explanation: string | null = null;
  const rest: BodyLine[] = head.options.map((text) => ({ text, listed: false }));
  for (const line of lines) {
    const exp = EXPLANATION.exec(line.text);
    const ans: RegExpExecArray | null = answerRaw === null && !exp ? ANSWER.exec(line.text) : null;
    if (exp) explanation = exp[1].trim();
    else if (ans) answerRaw = ans[1];
    // An explanation runs on until the answer line or the next question.
    else if (explanation !== null) explanation = `${explanation}\n${line.text}`.trim();
    else if (line.listed) rest.push(line);
    else {
      const split = splitInlineOptions(line.text);
      if (split.before) rest.push({ text: split.before, listed: false });
      rest.push(...split.options.map((text) => ({ text, listed: false })));
    }
  }
  const { options: all, labelling, questionLines } = readOptions(rest);
  const options = all.slice(0, MAX_OPTIONS);
  const text = [head.before, ...questionLines].filter(Boolean).join("\n");
  if (!text) warnings.push("The question text is empty.");
  if (options.length < MAX_OPTIONS) {
    warnings.push(
      `Only ${options.length} option${options.length === 1 ? "" : "s"} found (expected ${MAX_OPTIONS}).`,
    );
  }
  const extra = all.slice(MAX_OPTIONS);
  if (extra.length > 0) {
    warnings.push(`More than ${MAX_OPTIONS} options; not kept: ${extra.map((l) => `"${l}"`).join(", ")}.`);
  }
  let answer = NO_ANSWER;
  let flag: string | undefined;
  if (answerRaw === null) flag = `No answer line found; it will be saved as ${NO_ANSWER}.`;
  else {
    const r = resolveAnswer(answerRaw, all, labelling);
    answer = r.answer;
    flag = r.flag;
    if (!flag && r.index >= MAX_OPTIONS) {
      flag = `The answer is option ${r.index + 1}, which is not kept (a question has at most ${MAX_OPTIONS} options).`;
    }
  }
  if (flag) warnings.push(flag);
  const q: ParsedQuestion = { number: part.number, text, options, answer, order, warnings };
  // Stored only when the answer is one of the options: a missing key blocks publishing already.
  if (flag && options.includes(answer)) q.flag = flag;
  if (explanation) q.explanation = explanation;
  return q;
}

/** A question is complete when it has text and options, and (in the Aiken layout) an answer line. */
function complete(q: ParsedQuestion, layout: QuestionLayout, hadAnswer: boolean): boolean {
  return q.text !== "" && (layout === "aiken" ? hadAnswer : q.options.length >= 2 || hadAnswer);
}

/** Warns about numbers that repeat or skip in the numbered layouts ("Q5" twice, "Q3" missing). */
function numberWarnings(qs: ParsedQuestion[]): void {
  for (let i = 1; i < qs.length; i++) {
    const [prev, q] = [qs[i - 1].number, qs[i].number];
    if (q === prev) qs[i].warnings.unshift(`Two questions are numbered ${q}; check that none is missing.`);
    else if (q > prev + 1) {
      const gap = q === prev + 2 ? `${prev + 1} seems` : `${prev + 1}–${q - 1} seem`;
      qs[i].warnings.unshift(`Question ${gap} to be missing (the numbers go from ${prev} to ${q}).`);
    }
  }
}

const LAYOUTS: QuestionLayout[] = ["marker", "list", "numbered", "aiken"];

/** Whether a layout can find anything in these lines (skips the work when not). */
function applies(layout: QuestionLayout, lines: Line[]): boolean {
  if (layout === "marker") return lines.some((l) => MARKER.test(l.text));
  if (layout === "list") return lines.some((l) => l.list?.depth === 0 && l.list.ordered);
  if (layout === "numbered") return lines.some((l) => !l.list && NUMBERED.test(l.text));
  return lines.some((l) => l.answer);
}

/** Parses a question paper's text with the layout that finds the most complete questions. */
export function parseQuestionsWithLayout(input: string): {
  layout: QuestionLayout | null;
  questions: ParsedQuestion[];
} {
  const lines = toLines(input);
  let best: { layout: QuestionLayout; questions: ParsedQuestion[]; score: number } | null = null;
  for (const layout of LAYOUTS.filter((l) => applies(l, lines))) {
    const parts = split(lines, layout);
    const questions = parts.map((p, i) => parsePart(p, i + 1));
    const score = questions.filter((q, i) =>
      complete(
        q,
        layout,
        parts[i].lines.some((l) => l.answer),
      ),
    ).length;
    // Papers with "Q1" markers keep them even when no question is complete (each is flagged).
    const usable = score > 0 || (layout === "marker" && questions.length > 0);
    if (usable && (!best || score > best.score)) best = { layout, questions, score };
  }
  if (!best) return { layout: null, questions: [] };
  if (best.layout === "marker" || best.layout === "numbered") numberWarnings(best.questions);
  const first = best.questions[0];
  if (best.layout === "aiken" && first.text.includes("\n")) {
    // Without numbers, a title above the first question cannot be told from its first line.
    first.warnings.push("This question has several lines; check that the first is not the paper's title.");
  }
  return { layout: best.layout, questions: best.questions };
}

/** Parses a question paper's text. Returns [] when no layout finds a question. */
export function parseQuestions(input: string): ParsedQuestion[] {
  return parseQuestionsWithLayout(input).questions;
}

/** Strips the parser's bookkeeping, leaving what is stored on the quiz. */
export function toQuizQuestion({
  text,
  options,
  answer,
  explanation,
  order,
  flag,
}: ParsedQuestion): QuizQuestion {
  const q: QuizQuestion = { text, options, answer, order };
  if (explanation) q.explanation = explanation;
  if (flag) q.flag = flag;
  return q;
}
