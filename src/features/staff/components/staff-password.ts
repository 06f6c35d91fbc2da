import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";

/**
 * PasswordField's props for the "password" of a staff form (Add staff, Reset password): typed, or
 * generated with one press; a generated one is checked at once only if the field already shows an
 * error, so Generate clears it.
 */
export function staffPassword<T extends FieldValues & { password: string }>(form: UseFormReturn<T>) {
  const name = "password" as Path<T>;
  const error = form.formState.errors.password?.message;
  return {
    error: typeof error === "string" ? error : undefined,
    registration: form.register(name),
    onGenerate: (password: string) =>
      form.setValue(name, password as PathValue<T, Path<T>>, { shouldValidate: !!error }),
  };
}
