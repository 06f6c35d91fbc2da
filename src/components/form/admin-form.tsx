import type { FormEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { FormServerError } from "./form-server-error";

interface Props {
  /** While the form is being sent: its fields are disabled and it is marked busy. */
  busy: boolean;
  /** The message about the whole form (react-hook-form's root.server), shown below the fields. */
  error: string | undefined;
  /** "line" (default): a red line; "box": a boxed alert, for long forms where a line is missed. */
  errorAs?: "line" | "box";
  /** react-hook-form's handleSubmit(...). */
  onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  className?: string;
  /** Classes of the fieldset around the fields. */
  fieldsClassName?: string;
  labelledBy?: string;
  /** Above the fields, e.g. the form's heading. */
  header?: ReactNode;
  /** The buttons, below the message. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * An admin form: checked by its schema rather than the browser, its fields locked while it is
 * sent, then its one form-level message and its buttons.
 */
export function AdminForm({
  busy,
  error,
  errorAs = "line",
  onSubmit,
  className = "mt-4 space-y-4",
  fieldsClassName = "min-w-0 space-y-4",
  labelledBy,
  header,
  footer,
  children,
}: Props) {
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={busy}
      className={className}
      onSubmit={(e) => void onSubmit(e)}
    >
      {header}
      <fieldset disabled={busy} className={fieldsClassName}>
        {children}
      </fieldset>
      {errorAs === "box" ? error ? <Alert title={error} /> : null : <FormServerError message={error} />}
      {footer}
    </form>
  );
}
