import { useId } from "react";

export interface QuizDetails {
  name: string;
  desc: string;
  active: boolean;
}

export type DetailErrors = Partial<Record<"name" | "desc", string>>;

export function detailErrors(d: QuizDetails): DetailErrors {
  const e: DetailErrors = {};
  if (!d.name.trim()) e.name = "Enter a name for the quiz.";
  else if (d.name.trim().length > 200) e.name = "Keep the name under 200 characters.";
  if (d.desc.length > 50000) e.desc = "The description is too long.";
  return e;
}

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900";

/** Name, HTML description and the published toggle. */
export function QuizDetailsFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: QuizDetails;
  onChange: (v: QuizDetails) => void;
  errors: DetailErrors;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="sr-only">Quiz details</legend>
      <div>
        <label htmlFor={`${id}-name`} className="font-medium">
          Quiz name
        </label>
        <input
          id={`${id}-name`}
          value={value.name}
          maxLength={250}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
          className={input}
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? `${id}-name-err` : undefined}
        />
        {errors.name ? (
          <p id={`${id}-name-err`} className="mt-1 text-sm text-red-700">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-desc`} className="font-medium">
          Description (HTML)
        </label>
        <p id={`${id}-desc-hint`} className="text-sm text-slate-600">
          Shown under the name on the quizzes page. Simple tags work: &lt;p&gt;, &lt;strong&gt;, &lt;em&gt;, &lt;ul&gt;, &lt;li&gt;, &lt;a&gt;. Anything unsafe is removed.
        </p>
        <textarea
          id={`${id}-desc`}
          rows={3}
          value={value.desc}
          onChange={(e) => onChange({ ...value, desc: e.target.value })}
          className={`${input} font-mono text-sm`}
          aria-invalid={!!errors.desc}
          aria-describedby={`${id}-desc-hint${errors.desc ? ` ${id}-desc-err` : ""}`}
        />
        {errors.desc ? (
          <p id={`${id}-desc-err`} className="mt-1 text-sm text-red-700">
            {errors.desc}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" checked={value.active} onChange={(e) => onChange({ ...value, active: e.target.checked })} className="size-5 accent-brand-700" />
        Published (visible on the website)
      </label>
    </fieldset>
  );
}
