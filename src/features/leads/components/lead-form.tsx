import { FormField, inputClass } from "@/components/form-field";
import { FormFooter } from "@/components/form/form-status";
import { MobileField, NameField } from "@/components/form/public-fields";
import { usePublicForm } from "@/components/form/use-public-form";
import { normaliseMobile } from "@/lib/contact-values";
import type { LeadInput } from "@/lib/contact-rules";
import { createLead } from "../api/create-lead";
import { t } from "@/lib/i18n";

const EMPTY: LeadInput = { name: "", mobile: "", course: "" };

/** Register Now: name, mobile and course of interest, stored in `leads`. */
export function LeadForm({ courses }: { courses: string[] }) {
  const { errors, formError, done, busy, fieldId, bind, field, onSubmit } = usePublicForm({
    empty: EMPTY,
    schema: () => import("@/lib/contact-rules").then((m) => m.leadSchema),
    fallback: t("Could not send your details. Please try again."),
  });

  async function send(v: LeadInput) {
    const name = v.name.trim();
    const mobile = normaliseMobile(v.mobile) ?? "";
    await createLead({ name, mobile, course: v.course });
    return t("Thank you, {name}! Our counsellor will call you on {mobile} soon.", { name, mobile });
  }

  return (
    <form onSubmit={onSubmit(send)} noValidate aria-label={t("Register Now")} className="space-y-4">
      <NameField {...field("name")} />
      <MobileField {...field("mobile")} placeholder="98765 43210" />
      <FormField id={fieldId("course")} label={t("Course of interest")} error={errors.course}>
        <select {...bind("course")} className={inputClass}>
          <option value="">{t("Not sure yet — please advise me")}</option>
          {courses.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FormField>
      <FormFooter
        label={t("Register Now")}
        busy={busy}
        error={formError}
        done={done}
        buttonClassName="w-full"
      />
    </form>
  );
}
