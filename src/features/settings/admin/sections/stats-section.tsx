import { useId } from "react";
import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import type { Settings } from "@/types/pocketbase";
import { SectionCard } from "../components/section-card";
import { requiredText, text } from "../schemas";
import { useSectionForm } from "../use-section-form";

const stat = v.object({
  label: requiredText("Label", 40),
  value: requiredText("Value", 20),
  note: text("Note", 80),
  // Punjabi twins (issue 24): optional; the site shows the English where one is empty.
  labelPa: text("Punjabi label", 40),
  notePa: text("Punjabi note", 80),
});
const schema = v.object({ stats: v.array(stat) });
type Values = v.InferOutput<typeof schema>;

const toValues = (r: Settings): Values => {
  const list = r.stats ?? [];
  // Always four boxes on the home page.
  return {
    stats: [0, 1, 2, 3].map((i) => ({
      label: list[i]?.label ?? "",
      value: list[i]?.value ?? "",
      note: list[i]?.note ?? "",
      labelPa: list[i]?.labelPa ?? "",
      notePa: list[i]?.notePa ?? "",
    })),
  };
};

export function StatsSection() {
  const id = useId();
  const { form, card } = useSectionForm<Values>({
    name: "stats",
    title: "Statistics",
    schema,
    toValues,
    toBody: (values) => ({ stats: values.stats }),
    serverFields: ["stats"],
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <SectionCard
      {...card}
      intro="The four numbers on the home page."
      error={card.error ?? errors.stats?.message}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => {
          const e = errors.stats?.[i];
          return (
            <fieldset key={i} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">Box {i + 1}</legend>
              <FormField id={`${id}-${i}-label`} label="Label" error={e?.label?.message}>
                <input className={inputClass} {...register(`stats.${i}.label`)} />
              </FormField>
              <FormField
                id={`${id}-${i}-label-pa`}
                label="Label (Punjabi)"
                optional
                error={e?.labelPa?.message}
              >
                <input lang="pa" className={inputClass} {...register(`stats.${i}.labelPa`)} />
              </FormField>
              <FormField id={`${id}-${i}-value`} label="Value" hint="e.g. 930+" error={e?.value?.message}>
                <input className={inputClass} {...register(`stats.${i}.value`)} />
              </FormField>
              <FormField id={`${id}-${i}-note`} label="Note" optional error={e?.note?.message}>
                <input className={inputClass} {...register(`stats.${i}.note`)} />
              </FormField>
              <FormField id={`${id}-${i}-note-pa`} label="Note (Punjabi)" optional error={e?.notePa?.message}>
                <input lang="pa" className={inputClass} {...register(`stats.${i}.notePa`)} />
              </FormField>
            </fieldset>
          );
        })}
      </div>
    </SectionCard>
  );
}
