// Shared by the import and edit pages: the quiz form (react-hook-form + valibot), saving it,
// server errors on the fields, everything kept on screen on failure, no double submit.
import type { BaseSyntheticEvent } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useAdminForm } from "@/components/form/use-admin-form";
import { setServerErrors } from "@/components/form/server-errors";
import { toPbDate } from "@/lib/dates";
import { istLocalToPb } from "@/lib/publish-at";
import { sanitizeHtml } from "@/lib/sanitize";
import type { Quiz } from "@/types/pocketbase";
import { useRefreshQuizzes } from "../api/use-refresh-quizzes";
import type { QuizInput } from "./api/admin-quizzes";
import { toStored, type EditableQuestion } from "./editable-question";
import { QUIZ_FIELDS, quizFormSchema, type QuizForm } from "./quiz-form";

export interface QuizSave {
  form: UseFormReturn<QuizForm>;
  questions: EditableQuestion[];
  setQuestions: (next: EditableQuestion[]) => void;
  saving: boolean;
  /** Shown above Save: what went wrong that no field explains. */
  formError?: string;
  questionsError?: string;
  /** The form's onSubmit. */
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
}

export function useQuizSave(
  defaults: QuizForm,
  save: (input: QuizInput) => Promise<Quiz>,
  onSaved: (quiz: Quiz) => void,
): QuizSave {
  const form = useAdminForm(quizFormSchema, defaults);
  const { control, formState, setError, setValue, handleSubmit } = form;
  const questions = useWatch({ control, name: "questions" });
  const refresh = useRefreshQuizzes();

  const submit = handleSubmit(async (values) => {
    try {
      const quiz = await save({
        name: values.name.trim(),
        // Sanitised before it is stored as well as when it is rendered.
        desc: sanitizeHtml(values.desc, { profile: "basic" }),
        active: values.active,
        publishAt: istLocalToPb(values.publishAt),
        questions: toStored(values.questions),
        date: values.date ? toPbDate(values.date) : "",
        timeLimit: values.timeLimit.trim() === "" ? 0 : Number(values.timeLimit),
        negativeMarking: values.negativeMarking,
        shuffleQuestions: values.shuffleQuestions,
        shuffleOptions: values.shuffleOptions,
        showExplanations: values.showExplanations,
        ranked: values.ranked,
      });
      void refresh();
      onSaved(quiz);
    } catch (err) {
      setServerErrors(setError, err, QUIZ_FIELDS, "Could not save the quiz.");
    }
  });

  return {
    form,
    questions,
    setQuestions: (next) => setValue("questions", next),
    saving: formState.isSubmitting,
    formError: formState.errors.root?.server?.message,
    questionsError: formState.errors.questions?.message,
    onSubmit: (e) => {
      if (!formState.isSubmitting) return submit(e);
      e?.preventDefault();
      return Promise.resolve();
    },
  };
}
