import { useId } from "react";
import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import type { Settings } from "@/types/pocketbase";
import { SectionCard } from "../components/section-card";
import { httpsUrl, phone, requiredText, text } from "../schemas";
import { useSectionForm } from "../use-section-form";

const schema = v.object({
  instituteName: requiredText("Institute name", 200),
  tagline: text("Tagline", 300),
  taglinePa: text("Punjabi tagline", 300),
  phone: phone("Phone number"),
  whatsapp: phone("WhatsApp number"),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
      "Enter an e-mail address like info@example.com.",
    ),
  ),
  address: text("Address", 500),
  mapUrl: httpsUrl("Map link"),
  storeUrl: httpsUrl("Course store address"),
  siteUrl: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === "" || /^https?:\/\/[^\s/?#]+(\/[^\s]*)?$/i.test(s),
      "The website address must start with https:// (or http:// while testing).",
    ),
  ),
});
type Values = v.InferOutput<typeof schema>;
const FIELDS = [
  "instituteName",
  "tagline",
  "taglinePa",
  "phone",
  "whatsapp",
  "email",
  "address",
  "mapUrl",
  "storeUrl",
  "siteUrl",
] as const;

const toValues = (r: Settings): Values => ({
  instituteName: r.instituteName ?? "",
  tagline: r.tagline ?? "",
  taglinePa: r.taglinePa ?? "",
  phone: r.phone ?? "",
  whatsapp: r.whatsapp ?? "",
  email: r.email ?? "",
  address: r.address ?? "",
  mapUrl: r.mapUrl ?? "",
  storeUrl: r.storeUrl ?? "",
  siteUrl: r.siteUrl ?? "",
});

const LABELS: Record<
  (typeof FIELDS)[number],
  { label: string; hint?: string; type?: string; optional?: boolean }
> = {
  instituteName: { label: "Institute name", hint: "Shown in the header and in every page title." },
  tagline: { label: "Tagline", optional: true },
  // Issue 24: Punjabi visitors see this one; empty shows them the English tagline.
  taglinePa: { label: "Tagline (Punjabi)", optional: true },
  phone: {
    label: "Phone number",
    hint: "The header's Call now button dials it.",
    type: "tel",
    optional: true,
  },
  whatsapp: { label: "WhatsApp number", type: "tel", optional: true },
  email: { label: "E-mail", type: "email", optional: true },
  address: { label: "Address", optional: true },
  mapUrl: {
    label: "Map link",
    hint: "The Google Maps link of the institute (https://…).",
    type: "url",
    optional: true,
  },
  storeUrl: {
    label: "Course store address",
    hint: "Where the COURSES menu item goes (https://…).",
    type: "url",
    optional: true,
  },
  siteUrl: {
    label: "Public website address",
    hint: "Used in links shared from the site.",
    type: "url",
    optional: true,
  },
};

export function InstituteSection() {
  const id = useId();
  const { form, card } = useSectionForm<Values>({
    name: "institute",
    title: "Institute",
    schema,
    toValues,
    toBody: (values) => values,
    serverFields: FIELDS,
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <SectionCard {...card} intro="Name, contact details and main links.">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((name) => {
          const f = LABELS[name];
          return (
            <FormField
              key={name}
              id={`${id}-${name}`}
              label={f.label}
              hint={f.hint}
              optional={f.optional}
              error={errors[name]?.message}
              classes={{
                wrapper: name === "address" || name.startsWith("tagline") ? "sm:col-span-2" : undefined,
              }}
            >
              {name === "address" ? (
                <textarea rows={2} className={inputClass} {...register(name)} />
              ) : (
                <input
                  type={f.type ?? "text"}
                  lang={name === "taglinePa" ? "pa" : undefined}
                  className={inputClass}
                  {...register(name)}
                />
              )}
            </FormField>
          );
        })}
      </div>
    </SectionCard>
  );
}
