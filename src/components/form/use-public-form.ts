import { useId, useState, type FormEvent } from "react";
import type * as v from "valibot";
import { useFormSubmit } from "./use-form-submit";

interface Options<T> {
  /** The fields and their starting (and after-success) values. */
  empty: T;
  /**
   * The rules (lib/contact-rules.ts), loaded on the first submit so valibot stays off the pages'
   * first download; their messages appear under the fields.
   */
  schema: () => Promise<v.GenericSchema<unknown, unknown>>;
  /** What the form says when a failure explains nothing better. */
  fallback: string;
  /** Move focus to the first field that needs fixing (off where the error is an alert instead). */
  focusFirstError?: boolean;
}

/**
 * A public form's values, rules and submit state in one place: useFormSubmit (one request at a
 * time, server errors on the fields) with validate(schema, values). A FormField gets its id from
 * `fieldId` and its control value and onChange from `bind` (or a shared field takes `field(name)`);
 * `onSubmit(send)` checks, sends, shows what `send` returns as the success line and empties the form.
 */
export function usePublicForm<T extends Record<string, string>>({
  empty,
  schema,
  fallback,
  focusFirstError = true,
}: Options<T>) {
  const id = useId();
  const [values, setValues] = useState<T>(empty);
  const submit = useFormSubmit(fallback, Object.keys(empty));

  const fieldId = (field: keyof T & string) => `${id}-${field}`;

  const bind = (field: keyof T & string) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((s) => ({ ...s, [field]: e.target.value }));
      submit.touch(field);
    },
  });

  /** Everything a shared field component (public-fields.tsx) needs. */
  const field = (name: keyof T & string) => ({
    id: fieldId(name),
    error: submit.errors[name],
    ...bind(name),
  });

  const onSubmit = (send: (values: T) => Promise<string>) => async (e: FormEvent) => {
    e.preventDefault();
    const [{ validate }, rules] = await Promise.all([import("@/lib/validation"), schema()]);
    const errors = validate<string>(rules, values);
    // Take the visitor to the first field that needs fixing (a phone screen shows little at once).
    const first = Object.keys(errors)[0];
    if (first && focusFirstError) document.getElementById(`${id}-${first}`)?.focus();
    if (await submit.run(errors, () => send(values))) setValues(empty);
  };

  return {
    values,
    errors: submit.errors,
    formError: submit.formError,
    done: submit.done,
    busy: submit.busy,
    fieldId,
    bind,
    field,
    onSubmit,
  };
}
