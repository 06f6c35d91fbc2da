import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useAdminForm } from "@/components/form/use-admin-form";
import { FormField, inputClass } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { MAX_OPTIONS, NO_ANSWER } from "../../parse-questions";
import {
  applyDraft,
  questionDraftSchema,
  type EditableQuestion,
  type QuestionDraft,
} from "../editable-question";

const LETTERS = ["A", "B", "C", "D"];
const field = { label: "font-medium" };

/** Inline editing of one question: text, four options, the answer, the explanation. */
export function QuestionEditForm({
  question,
  label,
  onDone,
  onCancel,
}: {
  question: EditableQuestion;
  label: string;
  onDone: (q: EditableQuestion) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { register, handleSubmit, control, formState } = useAdminForm<QuestionDraft>(questionDraftSchema, {
    text: question.text,
    options: Array.from({ length: MAX_OPTIONS }, (_, i) => question.options[i] ?? ""),
    answer: question.options.includes(question.answer)
      ? question.answer
      : question.answer === NO_ANSWER
        ? NO_ANSWER
        : "",
    explanation: question.explanation,
  });
  const options = useWatch({ control, name: "options" });
  const choices = options.map((o) => o.trim()).filter(Boolean);
  const errors = formState.errors;
  // A rule about the whole list is kept under `root` once the option inputs are registered.
  const optionsError = errors.options?.root?.message ?? errors.options?.message;
  const optionsErrorId = optionsError ? `${id}-options-err` : undefined;

  // Not a <form>: this sits inside the quiz's form, so Done applies this edit only.
  const done = handleSubmit((draft) => onDone(applyDraft(question, draft)));

  return (
    <div role="group" aria-label={`Edit ${label}`} className="space-y-3">
      <FormField id={`${id}-text`} label="Question" error={errors.text?.message} classes={field}>
        <textarea rows={2} className={inputClass} {...register("text")} />
      </FormField>
      <fieldset>
        <legend className="font-medium">Options</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {options.map((_, i) => (
            <div key={i}>
              <label htmlFor={`${id}-opt-${i}`} className="text-sm text-slate-700">
                Option {LETTERS[i]}
              </label>
              <input
                id={`${id}-opt-${i}`}
                {...register(`options.${i}`)}
                // Enter applies this edit; it must not submit the whole quiz form around it.
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void done();
                  }
                }}
                className={inputClass}
                aria-invalid={optionsError ? true : undefined}
                aria-describedby={optionsErrorId}
              />
            </div>
          ))}
        </div>
        {optionsError ? (
          <p id={optionsErrorId} className="mt-1 text-sm font-medium text-red-700">
            {optionsError}
          </p>
        ) : null}
      </fieldset>
      <FormField id={`${id}-answer`} label="Correct answer" error={errors.answer?.message} classes={field}>
        <select className={inputClass} {...register("answer")}>
          <option value="">Choose the correct option</option>
          {choices.map((c, i) => (
            <option key={i} value={c}>
              {c}
            </option>
          ))}
          <option value={NO_ANSWER}>N/A (no answer)</option>
        </select>
      </FormField>
      <FormField
        id={`${id}-expl`}
        label="Explanation (optional)"
        error={errors.explanation?.message}
        classes={field}
      >
        <textarea rows={2} className={inputClass} {...register("explanation")} />
      </FormField>
      <div className="flex gap-2">
        <Button onClick={() => void done()}>Done</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
