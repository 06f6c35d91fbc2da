import { FormField, inputClass } from "@/components/form-field";
import { FormFooter } from "@/components/form/form-status";
import { MobileField, NameField } from "@/components/form/public-fields";
import { usePublicForm } from "@/components/form/use-public-form";
import { leadSchema, normaliseMobile, type LeadInput } from "@/lib/contact-rules";
import { createLead } from "../api/create-lead";

const EMPTY: LeadInput = { name: "", mobile: "", course: "" };

/** Register Now: name, mobile and course of interest, stored in `leads`. */
export function LeadForm({ courses }: { courses: string[] }) {
  const { errors, formError, done, busy, fieldId, bind, field, onSubmit } = usePublicForm({
    empty: EMPTY,
    schema: leadSchema,
    fallback: "Could not send your details. Please try again.",
  });

  async function send(v: LeadInput) {
    const name = v.name.trim();
    const mobile = normaliseMobile(v.mobile) ?? "";
    await createLead({ name, mobile, course: v.course });
    return `Thank you, ${name}! Our counsellor will call you on ${mobile} soon.`;
  }

  return (
    <form onSubmit={onSubmit(send)} noValidate aria-label="Register Now" className="space-y-4">
      <NameField {...field("name")} />
      <MobileField {...field("mobile")} placeholder="98765 43210" />
      <FormField id={fieldId("course")} label="Course of interest" error={errors.course}>
        <select {...bind("course")} className={inputClass}>
          <option value="">Not sure yet — please advise me</option>
          {courses.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FormField>
      <FormFooter label="Register Now" busy={busy} error={formError} done={done} buttonClassName="w-full" />
    </form>
  );
}
