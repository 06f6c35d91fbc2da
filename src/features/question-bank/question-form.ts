// The bank question form's values and schema: the shared rules (shared/question-bank-core.cjs,
// the same the save hook runs) give each field its message before anything is sent.
import * as v from "valibot";
import { normaliseQuestion, questionProblems } from "@shared/question-bank-core.cjs";
import type { Question } from "@/types/pocketbase";
import type { QuestionInput } from "./api/questions";

export const LANGS = [
  { code: "En", name: "English", lang: "en" },
  { code: "Pa", name: "Punjabi", lang: "pa" },
  { code: "Hi", name: "Hindi", lang: "hi" },
] as const;

export interface QuestionFormValues {
  textEn: string;
  textPa: string;
  textHi: string;
  optionsEn: string[];
  optionsPa: string[];
  optionsHi: string[];
  /** The option's index as text; "-1" = no answer key. */
  answer: string;
  explanationEn: string;
  explanationPa: string;
  explanationHi: string;
  topics: string[];
  exams: string[];
  difficulty: "" | "easy" | "medium" | "hard";
  retired: boolean;
}

/** The form's fields (server field errors land on these). */
export const QUESTION_FIELDS = [
  "textEn",
  "textPa",
  "textHi",
  "optionsEn",
  "optionsPa",
  "optionsHi",
  "answer",
  "explanationEn",
  "explanationPa",
  "explanationHi",
  "topics",
  "exams",
  "difficulty",
  "retired",
] as const;

const MIN_OPTION_ROWS = 4;

/** Option rows: what is stored, padded to 4 empty rows. */
function rows(list: string[] | null | undefined, count: number): string[] {
  const out = [...(list ?? [])];
  while (out.length < count) out.push("");
  return out;
}

export function formDefaults(q?: Question): QuestionFormValues {
  const count = Math.max(
    MIN_OPTION_ROWS,
    q?.optionsEn?.length ?? 0,
    q?.optionsPa?.length ?? 0,
    q?.optionsHi?.length ?? 0,
  );
  return {
    textEn: q?.textEn ?? "",
    textPa: q?.textPa ?? "",
    textHi: q?.textHi ?? "",
    optionsEn: rows(q?.optionsEn, count),
    optionsPa: rows(q?.optionsPa, count),
    optionsHi: rows(q?.optionsHi, count),
    answer: String(q?.answer ?? -1),
    explanationEn: q?.explanationEn ?? "",
    explanationPa: q?.explanationPa ?? "",
    explanationHi: q?.explanationHi ?? "",
    topics: q?.topics ?? [],
    exams: q?.exams ?? [],
    difficulty: q?.difficulty ?? "",
    retired: q?.retired ?? false,
  };
}

/**
 * The values as the bank stores them. Option rows are positions: an empty row is dropped in every
 * language alike only when it is empty in all of them, so the answer's row keeps its meaning.
 */
export function toInput(values: QuestionFormValues): Omit<QuestionInput, "flag" | "source"> {
  const count = Math.max(values.optionsEn.length, values.optionsPa.length, values.optionsHi.length);
  const keep: number[] = [];
  for (let i = 0; i < count; i++) {
    if ([values.optionsEn[i], values.optionsPa[i], values.optionsHi[i]].some((o) => (o ?? "").trim()))
      keep.push(i);
  }
  const pick = (list: string[]) => {
    const out = keep.map((i) => (list[i] ?? "").trim());
    return out.some(Boolean) ? out : [];
  };
  const answerRow = Number(values.answer);
  return {
    textEn: values.textEn,
    textPa: values.textPa,
    textHi: values.textHi,
    optionsEn: pick(values.optionsEn),
    optionsPa: pick(values.optionsPa),
    optionsHi: pick(values.optionsHi),
    answer: answerRow >= 0 ? keep.indexOf(answerRow) : -1,
    explanationEn: values.explanationEn,
    explanationPa: values.explanationPa,
    explanationHi: values.explanationHi,
    topics: values.topics,
    exams: values.exams,
    difficulty: values.difficulty,
    retired: values.retired,
  };
}

/** Field → message, by the shared rules, on what would be saved. */
export function formProblems(values: QuestionFormValues): Partial<Record<keyof QuestionFormValues, string>> {
  const input = toInput(values);
  const problems = questionProblems(normaliseQuestion(input));
  if (Number(values.answer) >= 0 && input.answer === -1) {
    problems["answer"] = "The answer is an empty option: fill it in or choose another.";
  }
  return problems as Partial<Record<keyof QuestionFormValues, string>>;
}

const text = v.string();
const list = v.array(v.string());

export const questionFormSchema = v.pipe(
  v.object({
    textEn: text,
    textPa: text,
    textHi: text,
    optionsEn: list,
    optionsPa: list,
    optionsHi: list,
    answer: text,
    explanationEn: text,
    explanationPa: text,
    explanationHi: text,
    topics: list,
    exams: list,
    difficulty: v.picklist(["", "easy", "medium", "hard"]),
    retired: v.boolean(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    for (const [key, message] of Object.entries(formProblems(value))) {
      if (!message) continue;
      addIssue({
        message,
        path: [
          {
            type: "object",
            origin: "value",
            input: value,
            key,
            value: value[key as keyof QuestionFormValues],
          },
        ],
      });
    }
  }),
) satisfies v.GenericSchema<QuestionFormValues, QuestionFormValues>;
