import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField, inputClass } from "@/components/form-field";
import { PublishAtField } from "@/components/form/publish-at-field";
import type { QuizForm } from "../quiz-form";
import { QuizSettingsFields } from "./quiz-settings-fields";

const field = { label: "font-medium" };

/** Name, HTML description, exam settings, publish time and the published toggle. */
export function QuizDetailsFields({
  form,
  disabled,
  stored,
}: {
  form: UseFormReturn<QuizForm>;
  disabled?: boolean;
  /** The saved quiz's publishAt and active, for "Scheduled for …". */
  stored?: { publishAt: string; active: boolean };
}) {
  const id = useId();
  const { register, formState } = form;
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="sr-only">Quiz details</legend>
      <FormField id={`${id}-name`} label="Quiz name" error={formState.errors.name?.message} classes={field}>
        <input maxLength={250} className={inputClass} {...register("name")} />
      </FormField>
      <FormField
        id={`${id}-desc`}
        label="Description (HTML)"
        hint="Shown under the name on the quizzes page. Simple tags work: <p>, <strong>, <em>, <ul>, <li>, <a>. Anything unsafe is removed."
        error={formState.errors.desc?.message}
        classes={{ ...field, hint: "mt-1 text-sm text-slate-600" }}
      >
        <textarea rows={3} className={`${inputClass} font-mono text-sm`} {...register("desc")} />
      </FormField>
      <QuizSettingsFields form={form} rankedFollowsDay={!stored} />
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" className="accent-brand-700 size-5" {...register("active")} />
        Published (visible on the website)
      </label>
      <PublishAtField
        id={`${id}-publish-at`}
        input={register("publishAt")}
        error={formState.errors.publishAt?.message}
        stored={stored?.publishAt}
        active={stored?.active}
        classes={field}
        inputClassName={`${inputClass} sm:max-w-xs`}
      />
    </fieldset>
  );
}
