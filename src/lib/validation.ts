// Form rules are valibot schemas (admin forms hand them to react-hook-form's resolver; the public
// forms' small hook calls validate()). The messages are the ones people see next to the field.
import * as v from "valibot";
import { t } from "@/lib/i18n";

export type FieldErrorMap<K extends string> = Partial<Record<K, string>>;

/** The first message for each field `values` breaks, keyed by field name; {} when valid. */
export function validate<K extends string>(
  schema: v.GenericSchema<unknown, unknown>,
  values: Record<K, unknown>,
): FieldErrorMap<K> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const out: FieldErrorMap<K> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as K | null;
    if (key && !out[key]) out[key] = t(issue.message);
  }
  return out;
}
