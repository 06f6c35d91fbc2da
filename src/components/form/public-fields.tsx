// Fields that the public forms (contact, Register Now) ask the same way. Each takes
// usePublicForm's field(name).
import { FormField, inputClass } from "@/components/form-field";
import { t } from "@/lib/i18n";

interface Bound {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}

export function NameField({ id, error, ...input }: Bound) {
  return (
    <FormField id={id} label={t("Your name")} error={error}>
      <input type="text" autoComplete="name" {...input} className={inputClass} />
    </FormField>
  );
}

/** An Indian mobile number (see normaliseMobile in lib/contact-rules.ts). */
export function MobileField({
  id,
  error,
  optional,
  placeholder,
  ...input
}: Bound & { optional?: boolean; placeholder?: string }) {
  return (
    <FormField
      id={id}
      label={t("Mobile number")}
      optional={optional}
      error={error}
      hint={t("10 digits, +91 optional")}
    >
      <input
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={placeholder}
        {...input}
        className={inputClass}
      />
    </FormField>
  );
}
