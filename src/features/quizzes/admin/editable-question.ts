// The admin editors' working copy of a question: parsed from a DOCX or loaded from a quiz,
// edited inline, then stored as a QuizQuestion. Warnings are recomputed from what is on screen
// once a question has been edited, so fixing it clears them.
import type { QuizQuestion } from "@/types/pocketbase";
import { MAX_OPTIONS, NO_ANSWER, type ParsedQuestion } from "../parse-questions";
import { QUESTION_LIMITS } from "../question-limits";

export interface EditableQuestion {
  key: string;
  text: string;
  options: string[];
  answer: string;
  explanation: string;
  /** The parser's warnings, shown until the question is edited. */
  parseWarnings: string[];
  edited: boolean;
}

let nextKey = 0;
const newKey = () => `q${++nextKey}`;

export function fromParsed(p: ParsedQuestion): EditableQuestion {
  return { key: newKey(), text: p.text, options: p.options, answer: p.answer, explanation: p.explanation ?? "", parseWarnings: p.warnings, edited: false };
}

export function fromStored(q: QuizQuestion): EditableQuestion {
  return { key: newKey(), text: q.text, options: q.options, answer: q.answer, explanation: q.explanation ?? "", parseWarnings: [], edited: true };
}

export function blankQuestion(): EditableQuestion {
  return { key: newKey(), text: "", options: [], answer: NO_ANSWER, explanation: "", parseWarnings: [], edited: true };
}

/** What is off with the question as it stands (it can still be saved). */
export function liveWarnings(q: EditableQuestion): string[] {
  const w: string[] = [];
  if (q.options.length < MAX_OPTIONS) w.push(`Only ${q.options.length} option${q.options.length === 1 ? "" : "s"} (expected ${MAX_OPTIONS}).`);
  if (q.answer === NO_ANSWER) w.push(`No answer; it will be saved as ${NO_ANSWER}.`);
  else if (!q.options.includes(q.answer)) w.push(`The answer "${q.answer}" is not among the options.`);
  return w;
}

export function shownWarnings(q: EditableQuestion): string[] {
  return q.edited ? liveWarnings(q) : q.parseWarnings;
}

export interface QuestionDraft {
  text: string;
  options: string[];
  answer: string;
  explanation: string;
}

export type DraftErrors = Partial<Record<"text" | "options" | "answer" | "explanation", string>>;

/** Checks an inline edit before it is applied; mirrors the server's limits. */
export function draftErrors(d: QuestionDraft): DraftErrors {
  const e: DraftErrors = {};
  const L = QUESTION_LIMITS;
  const options = d.options.map((o) => o.trim()).filter(Boolean);
  if (!d.text.trim()) e.text = "Enter the question.";
  else if (d.text.length > L.text) e.text = `Keep the question under ${L.text} characters.`;
  if (options.length === 0) e.options = "Enter at least one option.";
  else if (options.some((o) => o.length > L.option)) e.options = `Keep each option under ${L.option} characters.`;
  else if (new Set(options).size !== options.length) e.options = "Two options are the same.";
  if (d.answer !== NO_ANSWER && !options.includes(d.answer.trim())) e.answer = "Choose the correct option, or N/A.";
  if (d.explanation.length > L.explanation) e.explanation = `Keep the explanation under ${L.explanation} characters.`;
  return e;
}

export function applyDraft(q: EditableQuestion, d: QuestionDraft): EditableQuestion {
  const options = d.options.map((o) => o.trim()).filter(Boolean);
  return { ...q, text: d.text.trim(), options, answer: d.answer.trim() || NO_ANSWER, explanation: d.explanation.trim(), edited: true };
}

export function toStored(list: EditableQuestion[]): QuizQuestion[] {
  return list.map((q, i) => {
    const out: QuizQuestion = { text: q.text, options: q.options, answer: q.answer || NO_ANSWER, order: i + 1 };
    if (q.explanation) out.explanation = q.explanation;
    return out;
  });
}
