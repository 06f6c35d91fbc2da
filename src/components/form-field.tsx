import { cloneElement, type ReactElement, type ReactNode } from "react";
import { t } from "@/lib/i18n";

/** What the field hands its control so the label, hint and error are announced with it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** Per-form looks; each part falls back to the public forms' style. */
export interface FormFieldClasses {
  wrapper?: string;
  label?: string;
  hint?: string;
  error?: string;
}

interface Props {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** Ids of notes outside the field that also describe the control (e.g. a success message). */
  describedBy?: string;
  /** "alert" where the error appears without a focus move to the control (a one-field form). */
  errorRole?: "alert";
  classes?: FormFieldClasses;
  /**
   * The control, which gets id, aria-invalid and aria-describedby; or a function placing those props
   * on a control wrapped with something else (an input with its button beside it).
   */
  children: ReactElement<Record<string, unknown>> | ((control: ControlProps) => ReactNode);
}

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600";

/** A labelled control with its hint and its error message right below it. */
export function FormField({
  id,
  label,
  error,
  hint,
  optional,
  describedBy,
  errorRole,
  classes = {},
  children,
}: Props) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", describedBy ?? ""]
    .filter(Boolean)
    .join(" ");
  const control: ControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  return (
    <div className={classes.wrapper}>
      <label htmlFor={id} className={classes.label ?? "block text-sm font-semibold text-slate-900"}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> {t("(optional)")}</span> : null}
      </label>
      {typeof children === "function" ? children(control) : cloneElement(children, { ...control })}
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint ?? "mt-1 text-xs text-slate-600"}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role={errorRole}
          className={classes.error ?? "mt-1 text-sm font-medium text-red-700"}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
