// The admin editors' working copy of a question: parsed from a DOCX or loaded from a quiz,
// edited inline, then stored as a QuizQuestion. Warnings are recomputed from what is on screen
// once a question has been edited, so fixing it clears them. A flag (an answer key the import could
// not read for certain) is stored with the question and blocks publishing until staff edit the
// question, which is how they confirm or correct its answer.
import * as v from "valibot";
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
  /** Why the answer key needs checking; cleared by editing the question. */
  flag?: string;
  edited: boolean;
}

let nextKey = 0;
const newKey = () => `q${++nextKey}`;

function editable(
  q: Pick<QuizQuestion, "text" | "options" | "answer" | "explanation">,
  parseWarnings: string[],
  flag: string | undefined,
  edited: boolean,
): EditableQuestion {
  const { text, options, answer, explanation } = q;
  return {
    key: newKey(),
    text,
    options,
    answer,
    explanation: explanation ?? "",
    parseWarnings,
    flag,
    edited,
  };
}

export const fromParsed = (p: ParsedQuestion): EditableQuestion => editable(p, p.warnings, p.flag, false);

export const fromStored = (q: QuizQuestion): EditableQuestion => editable(q, [], q.flag || undefined, true);

export function blankQuestion(): EditableQuestion {
  return {
    key: newKey(),
    text: "",
    options: [],
    answer: NO_ANSWER,
    explanation: "",
    parseWarnings: [],
    edited: true,
  };
}

/** What is off with the question as it stands (it can still be saved). */
export function liveWarnings(q: EditableQuestion): string[] {
  const w: string[] = q.flag ? [q.flag] : [];
  if (q.options.length < MAX_OPTIONS)
    w.push(`Only ${q.options.length} option${q.options.length === 1 ? "" : "s"} (expected ${MAX_OPTIONS}).`);
  if (q.flag) return w;
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

export type DraftErrors = Partial<Record<keyof QuestionDraft, string>>;

const L = QUESTION_LIMITS;
const filled = (options: string[]) => options.map((o) => o.trim()).filter(Boolean);

/** The rules an inline edit must pass before it is applied; mirrors the server's limits. */
export const questionDraftSchema = v.pipe(
  v.object({
    text: v.pipe(
      v.string(),
      v.check((t) => t.trim() !== "", "Enter the question."),
      v.maxLength(L.text, `Keep the question under ${L.text} characters.`),
    ),
    options: v.pipe(
      v.array(v.string()),
      v.check((o) => filled(o).length > 0, "Enter at least one option."),
      v.check(
        (o) => filled(o).every((x) => x.length <= L.option),
        `Keep each option under ${L.option} characters.`,
      ),
      v.check((o) => new Set(filled(o)).size === filled(o).length, "Two options are the same."),
    ),
    answer: v.string(),
    explanation: v.pipe(
      v.string(),
      v.maxLength(L.explanation, `Keep the explanation under ${L.explanation} characters.`),
    ),
  }),
  // Checked even when other fields are wrong (only the answer's own path must be clean), so every
  // message shows at once.
  v.forward(
    v.partialCheck(
      [["answer"]],
      // partialCheck types its input by the listed paths; the options are read from the same object.
      (d) => d.answer === NO_ANSWER || filled((d as QuestionDraft).options).includes(d.answer.trim()),
      "Choose the correct option, or N/A.",
    ),
    ["answer"],
  ),
);

/** The first message per field for a draft ({} when it can be applied). */
export function draftErrors(d: QuestionDraft): DraftErrors {
  const result = v.safeParse(questionDraftSchema, d);
  const out: DraftErrors = {};
  if (result.success) return out;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof QuestionDraft | undefined;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** The question as edited; editing it is staff's check of its answer, so the flag goes. */
export function applyDraft(q: EditableQuestion, d: QuestionDraft): EditableQuestion {
  const options = d.options.map((o) => o.trim()).filter(Boolean);
  return {
    ...q,
    flag: undefined,
    text: d.text.trim(),
    options,
    answer: d.answer.trim() || NO_ANSWER,
    explanation: d.explanation.trim(),
    edited: true,
  };
}

export function toStored(list: EditableQuestion[]): QuizQuestion[] {
  return list.map((q, i) => {
    const out: QuizQuestion = {
      text: q.text,
      options: q.options,
      answer: q.answer || NO_ANSWER,
      order: i + 1,
    };
    if (q.explanation) out.explanation = q.explanation;
    if (q.flag) out.flag = q.flag;
    return out;
  });
}
