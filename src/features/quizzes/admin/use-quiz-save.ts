// Shared by the import and edit pages: validates details + questions, saves, maps server errors
// to the fields, keeps everything on screen on failure, and refuses a double submit.
import { useState } from "react";
import { errorMessage, fieldErrors } from "@/lib/pocketbase";
import { sanitizeHtml } from "@/lib/sanitize";
import { invalidateResources } from "@/lib/use-resource";
import type { Quiz } from "@/types/pocketbase";
import type { QuizInput } from "./api/admin-quizzes";
import { detailErrors, type DetailErrors, type QuizDetails } from "./components/quiz-details-fields";
import { toStored, type EditableQuestion } from "./editable-question";

export interface SaveErrors extends DetailErrors {
  questions?: string;
  form?: string;
}

export function useQuizSave(save: (input: QuizInput) => Promise<Quiz>) {
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<SaveErrors>({});

  async function submit(details: QuizDetails, questions: EditableQuestion[]): Promise<Quiz | null> {
    if (saving) return null;
    const e: SaveErrors = detailErrors(details);
    if (questions.length === 0) e.questions = "A quiz needs at least one question.";
    setErrors(e);
    if (Object.keys(e).length > 0) return null;
    setSaving(true);
    try {
      const quiz = await save({
        name: details.name.trim(),
        // Sanitised before it is stored as well as when it is rendered.
        desc: sanitizeHtml(details.desc, { profile: "basic" }),
        active: details.active,
        questions: toStored(questions),
      });
      invalidateResources("quizzes:");
      invalidateResources("admin-quizzes:");
      return quiz;
    } catch (err) {
      const f = fieldErrors(err);
      setErrors({
        name: f.name,
        desc: f.desc,
        questions: f.questions,
        form: f.name || f.desc || f.questions ? undefined : errorMessage(err, "Could not save the quiz."),
      });
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { saving, errors, submit };
}
