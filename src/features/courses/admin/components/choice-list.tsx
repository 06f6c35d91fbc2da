import { useId, useState } from "react";
import { inputClass } from "@/components/form-field";
import { FieldError } from "@/components/form/field-error";
import { Button } from "@/components/ui/button";

interface Props {
  legend: string;
  hint?: string;
  options: string[];
  selected: string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled: boolean;
  /** Shows an input to add an option of one's own (labels). */
  addLabel?: string;
}

/** A group of checkboxes (categories, labels), optionally with "add a new one". */
export function ChoiceList({ legend, hint, options, selected, onChange, error, disabled, addLabel }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [addError, setAddError] = useState("");
  // Values the record has that are no longer offered stay visible, so nothing is dropped unseen.
  const all = [...options, ...selected.filter((s) => !options.includes(s))];
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...selected, name] : selected.filter((s) => s !== name));

  function add() {
    const name = text.replace(/\s+/g, " ").trim();
    if (!name) return setAddError("Type the new label first.");
    if (name.length > 40) return setAddError("Keep a label under 40 characters.");
    const same = all.find((x) => x.toLowerCase() === name.toLowerCase());
    if (!selected.includes(same ?? name)) onChange([...selected, same ?? name]);
    setText("");
    setAddError("");
  }

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {all.map((name, i) => (
          <label key={name} htmlFor={`${id}-${i}`} className="flex items-center gap-2 text-slate-800">
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={selected.includes(name)}
              disabled={disabled}
              onChange={(e) => toggle(name, e.target.checked)}
              className="accent-brand-700 size-4"
            />
            {name}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
      {addLabel ? (
        <div className="mt-3">
          <label htmlFor={`${id}-new`} className="block text-sm text-slate-800">
            {addLabel}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-new`}
              value={text}
              disabled={disabled}
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? `${id}-new-error` : undefined}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                }
              }}
              className={`${inputClass} max-w-xs`}
            />
            <Button variant="secondary" className="mt-1" disabled={disabled} onClick={add}>
              Add
            </Button>
          </div>
          {addError ? (
            <p id={`${id}-new-error`} className="mt-1 text-sm font-medium text-red-700">
              {addError}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
