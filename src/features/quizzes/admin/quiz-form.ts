// The quiz form shared by the import and edit pages: details and the questions on screen, checked
// together on Save (the server checks the same limits).
import * as v from "valibot";
import { publishAtSchema } from "@/lib/publish-at";
import type { EditableQuestion } from "./editable-question";

export const quizFormSchema = v.object({
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
});

export type QuizForm = v.InferOutput<typeof quizFormSchema>;

/** The fields a failed save can point at. */
export const QUIZ_FIELDS = ["name", "desc", "questions", "publishAt"] as const;
