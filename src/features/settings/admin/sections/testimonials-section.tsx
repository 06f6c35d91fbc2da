import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import type { Settings } from "@/types/pocketbase";
import { EditableList, EditableListItem } from "../components/editable-list";
import { SectionCard } from "../components/section-card";
import { requiredText, text } from "../schemas";
import { useSectionForm } from "../use-section-form";

const schema = v.object({
  testimonials: v.array(
    v.object({
      name: requiredText("Name", 100),
      batch: text("Batch", 60),
      course: text("Course", 100),
      testimonial: requiredText("What they said", 1000),
      // Punjabi twins (issue 24): optional; the site shows the English where one is empty.
      coursePa: text("Punjabi course", 100),
      testimonialPa: text("What they said in Punjabi", 1000),
    }),
  ),
});
type Values = v.InferOutput<typeof schema>;

const toValues = (r: Settings): Values => ({
  testimonials: (r.testimonials ?? []).map((t) => ({
    name: t.name ?? "",
    batch: t.batch ?? "",
    course: t.course ?? "",
    testimonial: t.testimonial ?? "",
    coursePa: t.coursePa ?? "",
    testimonialPa: t.testimonialPa ?? "",
  })),
});

export function TestimonialsSection() {
  const id = useId();
  const { form, card } = useSectionForm<Values>({
    name: "testimonials",
    title: "Testimonials",
    schema,
    toValues,
    // Empty Punjabi parts are left out (as the other lists' optional parts are).
    toBody: (values) => ({
      testimonials: values.testimonials.map(({ coursePa, testimonialPa, ...x }) => ({
        ...x,
        ...(coursePa ? { coursePa } : {}),
        ...(testimonialPa ? { testimonialPa } : {}),
      })),
    }),
    serverFields: ["testimonials"],
  });
  const { register, control, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "testimonials" });
  const { errors } = formState;
  return (
    <SectionCard
      {...card}
      intro="What students say, shown on the home page in this order."
      error={card.error ?? errors.testimonials?.message}
    >
      <EditableList
        count={fields.length}
        empty="No testimonials yet."
        addLabel="Add a testimonial"
        onAdd={() =>
          append({ name: "", batch: "", course: "", testimonial: "", coursePa: "", testimonialPa: "" })
        }
        className="space-y-4"
      >
        {fields.map((f, i) => {
          const e = errors.testimonials?.[i];
          return (
            <EditableListItem
              key={f.id}
              noun="Testimonial"
              index={i}
              count={fields.length}
              onMove={move}
              onRemove={() => remove(i)}
              grid="grid gap-3 sm:grid-cols-3"
            >
              <FormField id={`${id}-${f.id}-name`} label="Name" error={e?.name?.message}>
                <input className={inputClass} {...register(`testimonials.${i}.name`)} />
              </FormField>
              <FormField id={`${id}-${f.id}-batch`} label="Batch" optional error={e?.batch?.message}>
                <input className={inputClass} {...register(`testimonials.${i}.batch`)} />
              </FormField>
              <FormField id={`${id}-${f.id}-course`} label="Course" optional error={e?.course?.message}>
                <input className={inputClass} {...register(`testimonials.${i}.course`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-text`}
                label="What they said"
                error={e?.testimonial?.message}
                classes={{ wrapper: "sm:col-span-3" }}
              >
                <textarea rows={3} className={inputClass} {...register(`testimonials.${i}.testimonial`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-course-pa`}
                label="Course (Punjabi)"
                optional
                error={e?.coursePa?.message}
                classes={{ wrapper: "sm:col-span-3" }}
              >
                <input lang="pa" className={inputClass} {...register(`testimonials.${i}.coursePa`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-text-pa`}
                label="What they said (Punjabi)"
                optional
                error={e?.testimonialPa?.message}
                classes={{ wrapper: "sm:col-span-3" }}
              >
                <textarea
                  rows={3}
                  lang="pa"
                  className={inputClass}
                  {...register(`testimonials.${i}.testimonialPa`)}
                />
              </FormField>
            </EditableListItem>
          );
        })}
      </EditableList>
    </SectionCard>
  );
}
