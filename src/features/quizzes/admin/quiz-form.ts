// The quiz form shared by the import and edit pages: details and the questions on screen, checked
// together on Save (the server checks the same limits).
import * as v from "valibot";
import { publishProblem, TIME_LIMIT_MAX } from "@shared/rules-core.cjs";
import type { Quiz } from "@/types/pocketbase";
import { toStored, type EditableQuestion } from "./editable-question";
import { publishAtSchema } from "@/lib/publish-at";

export const quizFormSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.check((n) => n.trim() !== "", "Enter a name for the quiz."),
      v.check((n) => n.trim().length <= 200, "Keep the name under 200 characters."),
    ),
    desc: v.pipe(v.string(), v.maxLength(50000, "The description is too long.")),
    active: v.boolean(),
    /** "Publish at" (datetime-local, India time); "" = as soon as published. */
    publishAt: publishAtSchema,
    questions: v.pipe(
      v.array(v.custom<EditableQuestion>(() => true)),
      v.minLength(1, "A quiz needs at least one question."),
    ),
    /** "YYYY-MM-DD" or "" (no day). */
    date: v.pipe(v.string(), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, "Enter a date, or leave it empty.")),
    /** Minutes as typed; "" = no time limit. */
    timeLimit: v.pipe(
      v.string(),
      v.check(
        (t) => t.trim() === "" || (/^\d+$/.test(t.trim()) && Number(t) >= 1 && Number(t) <= TIME_LIMIT_MAX),
        `Enter whole minutes from 1 to ${TIME_LIMIT_MAX}, or leave it empty for no time limit.`,
      ),
    ),
    negativeMarking: v.picklist(["none", "1/4", "1/3"]),
    shuffleQuestions: v.boolean(),
    shuffleOptions: v.boolean(),
    showExplanations: v.boolean(),
    /** First attempts of signed-in students go on the quiz's leaderboard. */
    ranked: v.boolean(),
  }),
  // The server refuses the same (pb_hooks/quizzes.pb.js), naming the same questions.
  v.forward(
    v.partialCheck(
      [["active"], ["questions"]],
      (f) => !f.active || publishProblem(toStored(f.questions as EditableQuestion[])) === null,
      (issue) => publishProblem(toStored((issue.input as { questions: EditableQuestion[] }).questions)) ?? "",
    ),
    ["questions"],
  ),
);

export type QuizForm = v.InferOutput<typeof quizFormSchema>;

/** The settings part of the form for a stored quiz (or a new one). */
export function settingsDefaults(quiz?: Quiz) {
  return {
    date: quiz?.date ? quiz.date.slice(0, 10) : "",
    timeLimit: quiz && quiz.timeLimit > 0 ? String(quiz.timeLimit) : "",
    negativeMarking: quiz?.negativeMarking || "none",
    shuffleQuestions: quiz?.shuffleQuestions ?? false,
    shuffleOptions: quiz?.shuffleOptions ?? false,
    showExplanations: quiz?.showExplanations ?? true,
    // A new quiz is ranked (every quiz has a day: today's when left empty), until staff untick it.
    ranked: quiz?.ranked ?? true,
  } satisfies Partial<QuizForm>;
}

/** The fields a failed save can point at. */
export const QUIZ_FIELDS = [
  "name",
  "desc",
  "questions",
  "publishAt",
  "date",
  "timeLimit",
  "negativeMarking",
  "shuffleQuestions",
  "shuffleOptions",
  "showExplanations",
  "ranked",
] as const;
