import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import type { Settings } from "@/types/pocketbase";
import { ImageField } from "../components/image-field";
import { EditableList, EditableListItem } from "../components/editable-list";
import { SectionCard } from "../components/section-card";
import { requiredText, siteLink, text } from "../schemas";
import { usePendingImages } from "../use-pending-images";
import { useSectionForm } from "../use-section-form";

const slide = v.pipe(
  v.object({
    title: requiredText("Headline", 120),
    text: text("Text", 300),
    ctaLabel: text("Button label", 40),
    // Punjabi twins (issue 24): optional; the site shows the English where one is empty.
    titlePa: text("Punjabi headline", 120),
    textPa: text("Punjabi text", 300),
    ctaLabelPa: text("Punjabi button label", 40),
    ctaUrl: siteLink("Button link"),
    image: v.string(),
  }),
  v.forward(
    v.check((s) => !s.ctaLabel || Boolean(s.ctaUrl), "Enter where the button goes, or clear its label."),
    ["ctaUrl"],
  ),
  v.forward(
    v.check((s) => !s.ctaUrl || Boolean(s.ctaLabel), "Enter the button's label, or clear its link."),
    ["ctaLabel"],
  ),
);
const schema = v.object({
  slides: v.pipe(v.array(slide), v.maxLength(12, "The banner can have at most 12 slides.")),
});
type Values = v.InferOutput<typeof schema>;

const toValues = (r: Settings): Values => ({
  slides: (r.slides ?? []).map((s) => ({
    title: s.title ?? "",
    text: s.text ?? "",
    ctaLabel: s.ctaLabel ?? "",
    ctaUrl: s.ctaUrl ?? "",
    image: s.image ?? "",
    titlePa: s.titlePa ?? "",
    textPa: s.textPa ?? "",
    ctaLabelPa: s.ctaLabelPa ?? "",
  })),
});

export function SlidesSection() {
  const id = useId();
  const images = usePendingImages("slideImages", "slide");
  const { form, card, record } = useSectionForm<Values>({
    name: "slides",
    title: "Banner slides",
    schema,
    toValues,
    toBody: (values, rec) => ({
      slides: values.slides.map((s) => ({
        title: s.title,
        text: s.text,
        ...(s.titlePa ? { titlePa: s.titlePa } : {}),
        ...(s.textPa ? { textPa: s.textPa } : {}),
        ...(s.ctaLabel ? { ctaLabel: s.ctaLabel, ctaUrl: s.ctaUrl } : {}),
        ...(s.ctaLabel && s.ctaLabelPa ? { ctaLabelPa: s.ctaLabelPa } : {}),
        ...(s.image ? { image: s.image } : {}),
      })),
      ...images.bodyFor(
        rec,
        values.slides.map((s) => s.image),
      ),
    }),
    serverFields: ["slides"],
    onSaved: images.clear,
  });
  const { register, control, formState, watch } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "slides" });
  const { errors } = formState;

  return (
    <SectionCard {...card} intro="The slides at the top of the home page, in this order.">
      <EditableList
        count={fields.length}
        empty="No slides: the home page shows no banner."
        error={errors.slides}
        addLabel="Add a slide"
        onAdd={() =>
          append({
            title: "",
            text: "",
            ctaLabel: "",
            ctaUrl: "",
            image: "",
            titlePa: "",
            textPa: "",
            ctaLabelPa: "",
          })
        }
        full={fields.length >= 12}
        className="space-y-4"
      >
        {fields.map((f, i) => {
          const e = errors.slides?.[i];
          const ref = watch(`slides.${i}.image`);
          return (
            <EditableListItem
              key={f.id}
              noun="Slide"
              index={i}
              count={fields.length}
              onMove={move}
              onRemove={() => remove(i)}
              grid="grid gap-3 sm:grid-cols-2"
            >
              <FormField
                id={`${id}-${f.id}-title`}
                label="Headline"
                error={e?.title?.message}
                classes={{ wrapper: "sm:col-span-2" }}
              >
                <input className={inputClass} {...register(`slides.${i}.title`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-title-pa`}
                label="Headline (Punjabi)"
                optional
                error={e?.titlePa?.message}
                classes={{ wrapper: "sm:col-span-2" }}
              >
                <input lang="pa" className={inputClass} {...register(`slides.${i}.titlePa`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-text`}
                label="Text"
                optional
                error={e?.text?.message}
                classes={{ wrapper: "sm:col-span-2" }}
              >
                <textarea rows={2} className={inputClass} {...register(`slides.${i}.text`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-text-pa`}
                label="Text (Punjabi)"
                optional
                error={e?.textPa?.message}
                classes={{ wrapper: "sm:col-span-2" }}
              >
                <textarea rows={2} lang="pa" className={inputClass} {...register(`slides.${i}.textPa`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-label`}
                label="Button label"
                optional
                error={e?.ctaLabel?.message}
              >
                <input className={inputClass} {...register(`slides.${i}.ctaLabel`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-url`}
                label="Button link"
                optional
                hint="https://… or a page of this site such as /courses"
                error={e?.ctaUrl?.message}
              >
                <input className={inputClass} {...register(`slides.${i}.ctaUrl`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-label-pa`}
                label="Button label (Punjabi)"
                optional
                hint="Shown with the button link above"
                error={e?.ctaLabelPa?.message}
              >
                <input lang="pa" className={inputClass} {...register(`slides.${i}.ctaLabelPa`)} />
              </FormField>
              <div className="sm:col-span-2">
                <ImageField
                  id={`${id}-${f.id}-image`}
                  label={`Picture for slide ${i + 1}`}
                  storedUrl={images.storedUrl(record, ref, "640x360")}
                  pending={images.pendingFor(ref)}
                  width={240}
                  height={135}
                  error={e?.image?.message}
                  {...images.bind(form, `slides.${i}.image`)}
                />
              </div>
            </EditableListItem>
          );
        })}
      </EditableList>
    </SectionCard>
  );
}
