import { useId, useState, type FormEvent } from "react";
import { FormField, inputClass } from "@/components/form-field";
import { createMessage } from "../api/create-message";
import { MESSAGE_MAX, normaliseMobile, validateContact, type ContactInput } from "@/lib/contact-rules";
import { FormStatus } from "@/components/form/form-status";
import { useFormSubmit } from "@/components/form/use-form-submit";

const EMPTY: ContactInput = { name: "", email: "", phone: "", message: "" };
const FIELDS = Object.keys(EMPTY);

/** The contact form, stored in `messages`. */
export function ContactForm() {
  const id = useId();
  const [v, setV] = useState<ContactInput>(EMPTY);
  const { busy, errors, formError, done, run, touch } = useFormSubmit(
    "Could not send your message. Please try again.",
    FIELDS,
  );

  const set = (field: keyof ContactInput) => (e: { target: { value: string } }) => {
    setV((s) => ({ ...s, [field]: e.target.value }));
    touch(field);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errors = validateContact(v);
    // Take the visitor to the first field that needs fixing (a phone screen shows little at once).
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    const ok = await run(errors, async () => {
      await createMessage({
        name: v.name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim() ? (normaliseMobile(v.phone) ?? "") : "",
        message: v.message.trim(),
      });
      return "Thank you! Your message has been sent. We usually reply within one working day.";
    });
    if (ok) setV(EMPTY);
  }

  const length = v.message.trim().length;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact us" className="space-y-4">
      <FormField id={`${id}-name`} label="Your name" error={errors.name}>
        <input type="text" autoComplete="name" value={v.name} onChange={set("name")} className={inputClass} />
      </FormField>
      <FormField id={`${id}-email`} label="E-mail" error={errors.email}>
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@gmail.com"
          value={v.email}
          onChange={set("email")}
          className={inputClass}
        />
      </FormField>
      <FormField
        id={`${id}-phone`}
        label="Mobile number"
        optional
        error={errors.phone}
        hint="10 digits, +91 optional"
      >
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={v.phone}
          onChange={set("phone")}
          className={inputClass}
        />
      </FormField>
      <FormField
        id={`${id}-message`}
        label="Message"
        error={errors.message}
        hint={`${length} / ${MESSAGE_MAX} characters`}
      >
        <textarea rows={5} value={v.message} onChange={set("message")} className={inputClass} />
      </FormField>
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-700 hover:bg-brand-800 w-full rounded-lg px-4 py-2.5 font-semibold text-white disabled:cursor-wait disabled:opacity-60 sm:w-auto"
      >
        {busy ? "Sending…" : "Send message"}
      </button>
      <FormStatus error={formError} done={done} />
    </form>
  );
}
