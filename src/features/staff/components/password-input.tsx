import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, inputClass } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { generatePassword, PASSWORD_MIN } from "@/lib/passwords";

/**
 * A password staff set for someone else: typed, or generated (crypto-random) with one press. It is
 * shown as text: the owner has to pass it on.
 */
export function PasswordInput({
  id,
  label,
  error,
  registration,
  onGenerate,
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  onGenerate: (password: string) => void;
}) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={`At least ${PASSWORD_MIN} characters, or press Generate.`}
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
