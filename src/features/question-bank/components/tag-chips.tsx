import { useId, useState } from "react";
import { inputClass } from "@/components/form-field";
import { Button } from "@/components/ui/button";

interface Props {
  legend: string;
  values: string[];
  onChange: (next: string[]) => void;
  suggestions: readonly string[];
  error?: string;
  disabled?: boolean;
}

/** Topic or exam tags as chips: type one (or pick a suggestion) and Add; × removes. */
export function TagChips({ legend, values, onChange, suggestions, error, disabled }: Props) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = () => {
    const tag = draft.trim().replace(/\s+/g, " ");
    if (tag && !values.some((v) => v.toLowerCase() === tag.toLowerCase())) onChange([...values, tag]);
    setDraft("");
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`${legend} chosen`}>
        {values.map((v) => (
          <li key={v}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(values.filter((x) => x !== v))}
              className="bg-brand-50 text-brand-900 inline-flex min-h-9 items-center gap-1 rounded-full border border-slate-300 px-3 text-sm"
              aria-label={`Remove ${v}`}
            >
              {v} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-1 flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Add to {legend}
        </label>
        <input
          id={`${id}-input`}
          list={`${id}-choices`}
          value={draft}
          disabled={disabled}
          maxLength={80}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          className={inputClass}
        />
        <datalist id={`${id}-choices`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <Button type="button" variant="secondary" className="mt-1 shrink-0" disabled={disabled} onClick={add}>
          Add
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
