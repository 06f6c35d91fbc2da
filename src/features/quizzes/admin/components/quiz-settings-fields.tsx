import { useEffect, useId, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { FormField, inputClass } from "@/components/form-field";
import type { QuizForm } from "../quiz-form";

const field = { label: "font-medium", hint: "mt-1 text-sm text-slate-600" };

/** The day, the exam settings (time limit, negative marking, shuffles) and explanations. */
export function QuizSettingsFields({
  form,
  disabled,
  rankedFollowsDay,
}: {
  form: UseFormReturn<QuizForm>;
  disabled?: boolean;
  /** A new quiz: "Ranked" is ticked when it has a day, until staff tick or untick it themselves. */
  rankedFollowsDay?: boolean;
}) {
  const id = useId();
  const { register, formState, setValue, control } = form;
  const e = formState.errors;
  const day = useWatch({ control, name: "date" });
  // Until staff tick or untick "Ranked" themselves.
  const [rankedChosen, setRankedChosen] = useState(false);
  useEffect(() => {
    if (rankedFollowsDay && !rankedChosen) setValue("ranked", day !== "");
  }, [rankedFollowsDay, rankedChosen, day, setValue]);
  const ranked = register("ranked");
  return (
    <fieldset disabled={disabled} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Exam settings</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id={`${id}-date`}
          label="Quiz for the day"
          hint="Links the quiz to that day's current affairs."
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
            {...ranked}
            onChange={(e) => {
              setRankedChosen(true);
              return ranked.onChange(e);
            }}
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
