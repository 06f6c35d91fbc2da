import { useId } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { FormField, inputClass } from "@/components/form-field";
import { formatDay, istToday } from "@/lib/ist-date";
import type { QuizForm } from "../quiz-form";

const field = { label: "font-medium", hint: "mt-1 text-sm text-slate-600" };

/** The day, the exam settings (time limit, negative marking, shuffles) and explanations. */
export function QuizSettingsFields({
  form,
  disabled,
  newQuiz,
}: {
  form: UseFormReturn<QuizForm>;
  disabled?: boolean;
  /** A quiz being created: an empty day becomes today's (IST) on the server (pb_hooks/lib/quiz-save.js). */
  newQuiz?: boolean;
}) {
  const id = useId();
  const { register, formState } = form;
  const e = formState.errors;
  const date = useWatch({ control: form.control, name: "date" });
  const today = istToday();
  const dayHint =
    newQuiz && !date
      ? `Left empty, the quiz is for today in India: ${formatDay(today, "en")} (${today}).`
      : "Links the quiz to that day's current affairs.";
  return (
    <fieldset disabled={disabled} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Exam settings</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id={`${id}-date`}
          label="Quiz for the day"
          hint={dayHint}
          error={e.date?.message}
          classes={field}
        >
          <input type="date" className={inputClass} {...register("date")} />
        </FormField>
        <FormField
          id={`${id}-time`}
          label="Time limit (minutes)"
          hint="1 to 300. Empty: no time limit."
          error={e.timeLimit?.message}
          classes={field}
        >
          <input inputMode="numeric" className={inputClass} {...register("timeLimit")} />
        </FormField>
        <FormField
          id={`${id}-neg`}
          label="Negative marking"
          hint="Taken off for each wrong answer."
          error={e.negativeMarking?.message}
          classes={field}
        >
          <select className={inputClass} {...register("negativeMarking")}>
            <option value="none">None</option>
            <option value="1/4">¼ mark (most Punjab exams)</option>
            <option value="1/3">⅓ mark</option>
          </select>
        </FormField>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="accent-brand-700 size-5" {...register("shuffleQuestions")} />
          Shuffle questions
        </label>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="accent-brand-700 size-5" {...register("shuffleOptions")} />
          Shuffle options
        </label>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="accent-brand-700 size-5" {...register("showExplanations")} />
          Show explanations after submit
        </label>
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="accent-brand-700 size-5"
            aria-describedby={`${id}-ranked-hint`}
            {...register("ranked")}
          />
          Ranked
        </label>
      </div>
      <p id={`${id}-ranked-hint`} className="text-sm text-slate-600">
        Ranked: each signed-in student&apos;s first attempt, submitted in time, goes on the quiz&apos;s
        leaderboard. Usually on for a day&apos;s quiz.
      </p>
    </fieldset>
  );
}
