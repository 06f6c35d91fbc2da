import { useId, useState, type FormEvent } from "react";
import { FormField, inputClass } from "@/components/form-field";
import { createLead } from "../api/create-lead";
import { normaliseMobile, validateLead, type LeadInput } from "@/lib/contact-rules";
import { FormStatus } from "@/components/form/form-status";
import { useFormSubmit } from "@/components/form/use-form-submit";

const EMPTY: LeadInput = { name: "", mobile: "", course: "" };
const FIELDS = Object.keys(EMPTY);

/** Register Now: name, mobile and course of interest, stored in `leads`. */
export function LeadForm({ courses }: { courses: string[] }) {
  const id = useId();
  const [v, setV] = useState<LeadInput>(EMPTY);
  const { busy, errors, formError, done, run, touch } = useFormSubmit(
    "Could not send your details. Please try again.",
    FIELDS,
  );

  const set = (field: keyof LeadInput) => (e: { target: { value: string } }) => {
    setV((s) => ({ ...s, [field]: e.target.value }));
    touch(field);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const name = v.name.trim();
    const mobile = normaliseMobile(v.mobile) ?? "";
    const errors = validateLead(v);
    // Take the visitor to the first field that needs fixing (a phone screen shows little at once).
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    const ok = await run(errors, async () => {
      await createLead({ name, mobile, course: v.course });
      return `Thank you, ${name}! Our counsellor will call you on ${mobile} soon.`;
    });
    if (ok) setV(EMPTY);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Register Now" className="space-y-4">
      <FormField id={`${id}-name`} label="Your name" error={errors.name}>
        <input type="text" autoComplete="name" value={v.name} onChange={set("name")} className={inputClass} />
      </FormField>
      <FormField
        id={`${id}-mobile`}
        label="Mobile number"
        error={errors.mobile}
        hint="10 digits, +91 optional"
      >
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          value={v.mobile}
          onChange={set("mobile")}
          className={inputClass}
        />
      </FormField>
      <FormField id={`${id}-course`} label="Course of interest" error={errors.course}>
        <select value={v.course} onChange={set("course")} className={inputClass}>
          <option value="">Not sure yet — please advise me</option>
          {courses.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FormField>
      <button
        type="submit"
        disabled={busy}
        className="bg-brand-700 hover:bg-brand-800 w-full rounded-lg px-4 py-2.5 font-semibold text-white disabled:cursor-wait disabled:opacity-60"
      >
        {busy ? "Sending…" : "Register Now"}
      </button>
      <FormStatus error={formError} done={done} />
    </form>
  );
}
