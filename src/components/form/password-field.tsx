import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, inputClass } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { generatePassword, PASSWORD_MIN } from "@/lib/passwords";

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** register("password") of the admin form. */
  registration: UseFormRegisterReturn;
  /** What the browser's password manager should offer (a new one unless said); ignored with onGenerate. */
  autoComplete?: "current-password" | "new-password";
  /**
   * A password staff set for someone else: typed, or generated (crypto-random) with one press, and
   * shown as text because the owner has to pass it on.
   */
  onGenerate?: (password: string) => void;
}

/** The admin forms' one password field: a staff member's own (hidden), or one set for someone else. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  registration,
  autoComplete = "new-password",
  onGenerate,
}: Props) {
  if (!onGenerate)
    return (
      <FormField id={id} label={label} error={error} hint={hint}>
        <input type="password" autoComplete={autoComplete} {...registration} className={inputClass} />
      </FormField>
    );
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint ?? `At least ${PASSWORD_MIN} characters, or press Generate.`}
    >
      {(control) => (
        <div className="mt-1 flex gap-2">
          <input
            {...control}
            {...registration}
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            className={`${inputClass.replace("mt-1", "")} min-w-0 flex-1 font-mono`}
          />
          <Button variant="secondary" onClick={() => onGenerate(generatePassword())}>
            Generate
          </Button>
        </div>
      )}
    </FormField>
  );
}
