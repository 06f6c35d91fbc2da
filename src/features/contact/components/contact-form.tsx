import { FormField, inputClass } from "@/components/form-field";
import { FormFooter } from "@/components/form/form-status";
import { MobileField, NameField } from "@/components/form/public-fields";
import { usePublicForm } from "@/components/form/use-public-form";
import { contactSchema, MESSAGE_MAX, normaliseMobile, type ContactInput } from "@/lib/contact-rules";
import { createMessage } from "../api/create-message";

const EMPTY: ContactInput = { name: "", email: "", phone: "", message: "" };

/** The contact form, stored in `messages`. */
export function ContactForm() {
  const { values, errors, formError, done, busy, fieldId, bind, field, onSubmit } = usePublicForm({
    empty: EMPTY,
    schema: contactSchema,
    fallback: "Could not send your message. Please try again.",
  });

  async function send(v: ContactInput) {
    await createMessage({
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim() ? (normaliseMobile(v.phone) ?? "") : "",
      message: v.message.trim(),
    });
    return "Thank you! Your message has been sent. We usually reply within one working day.";
  }

  return (
    <form onSubmit={onSubmit(send)} noValidate aria-label="Contact us" className="space-y-4">
      <NameField {...field("name")} />
      <FormField id={fieldId("email")} label="E-mail" error={errors.email}>
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
        label="Message"
        error={errors.message}
        hint={`${values.message.trim().length} / ${MESSAGE_MAX} characters`}
      >
        <textarea rows={5} {...bind("message")} className={inputClass} />
      </FormField>
      <FormFooter
        label="Send message"
        busy={busy}
        error={formError}
        done={done}
        buttonClassName="w-full sm:w-auto"
      />
    </form>
  );
}
