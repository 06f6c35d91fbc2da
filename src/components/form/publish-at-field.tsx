import type { InputHTMLAttributes } from "react";
import { FormField, type FormFieldClasses } from "@/components/form-field";
import { istShortLabel, isScheduled } from "@/lib/publish-at";

interface Props {
  id: string;
  /** register("publishAt") (or value/onChange) for the datetime-local input, read as IST. */
  input: InputHTMLAttributes<HTMLInputElement>;
  error?: string;
  /** The stored value (UTC), to say "Scheduled for …" under the field. */
  stored?: string;
  active?: boolean;
  classes?: FormFieldClasses;
  inputClassName?: string;
}

/**
 * "Publish at" for articles and quizzes: a date and time in India time. Empty (or a time already
 * past) publishes as soon as the item is marked published; a later time keeps it hidden until then.
 */
export function PublishAtField({ id, input, error, stored, active, classes, inputClassName }: Props) {
  const scheduled = !!stored && isScheduled({ active: !!active, publishAt: stored });
  return (
    <FormField
      id={id}
      label="Publish at (India time)"
      optional
      error={error}
      classes={classes}
      hint={
        <>
          Leave empty to publish as soon as it is marked published. A later time keeps it hidden until then;
          it appears by itself.
          {scheduled && stored ? (
            <>
              {" "}
              <strong>Scheduled for {istShortLabel(stored)}.</strong>
            </>
          ) : null}
        </>
      }
    >
      <input type="datetime-local" step={60} {...input} className={inputClassName} />
    </FormField>
  );
}
