import type { ReactElement, ReactNode } from "react";
import { cloneElement } from "react";

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** The control; it gets id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600";

/** A labelled control with its hint and its error message right below it. */
export function FormField({ id, label, error, hint, optional, children }: Props) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
