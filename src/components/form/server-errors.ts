// Admin forms (react-hook-form): a failed save puts PocketBase's field errors on the fields and
// one message on the form (root.server), through the one mapping in lib/pocketbase.ts.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toFormErrors } from "@/lib/pocketbase";

export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  err: unknown,
  fields: readonly Path<T>[],
  fallback: string,
): string {
  const { fields: mapped, message } = toFormErrors(err, fields, fallback);
  for (const name of fields) {
    const text = mapped[name];
    if (text) setError(name, { type: "server", message: text });
  }
  setError("root.server", { type: "server", message });
  return message;
}
