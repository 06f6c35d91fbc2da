import { FormField, inputClass } from "@/components/form-field";
import { FormFooter } from "@/components/form/form-status";
import { MobileField, NameField } from "@/components/form/public-fields";
import { usePublicForm } from "@/components/form/use-public-form";
import { MESSAGE_MAX, normaliseMobile } from "@/lib/contact-values";
import type { ContactInput } from "@/lib/contact-rules";
import { createMessage } from "../api/create-message";
import { t } from "@/lib/i18n";

const EMPTY: ContactInput = { name: "", email: "", phone: "", message: "" };

/** The contact form, stored in `messages`. */
export function ContactForm() {
  const { values, errors, formError, done, busy, fieldId, bind, field, onSubmit } = usePublicForm({
    empty: EMPTY,
    schema: () => import("@/lib/contact-rules").then((m) => m.contactSchema),
    fallback: t("Could not send your message. Please try again."),
  });

  async function send(v: ContactInput) {
    await createMessage({
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim() ? (normaliseMobile(v.phone) ?? "") : "",
      message: v.message.trim(),
    });
    return t("Thank you! Your message has been sent. We usually reply within one working day.");
  }

  return (
    <form onSubmit={onSubmit(send)} noValidate aria-label={t("Contact us")} className="space-y-4">
      <NameField {...field("name")} />
      <FormField id={fieldId("email")} label={t("E-mail")} error={errors.email}>
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@gmail.com"
          {...bind("email")}
          className={inputClass}
        />
      </FormField>
      <MobileField {...field("phone")} optional />
      <FormField
        id={fieldId("message")}
        label={t("Message")}
        error={errors.message}
        hint={t("{count} / {max} characters", { count: values.message.trim().length, max: MESSAGE_MAX })}
      >
        <textarea rows={5} {...bind("message")} className={inputClass} />
      </FormField>
      <FormFooter
        label={t("Send message")}
        busy={busy}
        error={formError}
        done={done}
        buttonClassName="w-full sm:w-auto"
      />
    </form>
  );
}
