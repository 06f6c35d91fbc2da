import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import type { Settings } from "@/types/pocketbase";
import { ImageField } from "../components/image-field";
import { EditableList, EditableListItem } from "../components/editable-list";
import { SectionCard } from "../components/section-card";
import { requiredText, text } from "../schemas";
import { usePendingImages } from "../use-pending-images";
import { useSectionForm } from "../use-section-form";

const THIS_YEAR = new Date().getFullYear();
const schema = v.object({
  results: v.array(
    v.object({
      name: requiredText("Name", 100),
      exam: requiredText("Exam", 100),
      year: v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (s) => /^\d{4}$/.test(s) && +s >= 1990 && +s <= THIS_YEAR + 1,
          `Enter a year between 1990 and ${THIS_YEAR + 1}.`,
        ),
      ),
      rank: text("Rank", 40),
      // Punjabi twins (issue 24): optional; the site shows the English where one is empty.
      examPa: text("Punjabi exam", 100),
      rankPa: text("Punjabi rank", 40),
      photo: v.string(),
    }),
  ),
});
type Values = v.InferOutput<typeof schema>;

const toValues = (r: Settings): Values => ({
  results: (r.results ?? []).map((x) => ({
    name: x.name ?? "",
    exam: x.exam ?? "",
    year: x.year ? String(x.year) : "",
    rank: x.rank ?? "",
    examPa: x.examPa ?? "",
    rankPa: x.rankPa ?? "",
    photo: x.photo ?? "",
  })),
});

export function ResultsSection() {
  const id = useId();
  const images = usePendingImages("resultPhotos", "result");
  const { form, card, record } = useSectionForm<Values>({
    name: "results",
    title: "Results",
    schema,
    toValues,
    toBody: (values, rec) => ({
      results: values.results.map((x) => ({
        name: x.name,
        exam: x.exam,
        year: Number(x.year),
        ...(x.rank ? { rank: x.rank } : {}),
        ...(x.examPa ? { examPa: x.examPa } : {}),
        ...(x.rankPa ? { rankPa: x.rankPa } : {}),
        ...(x.photo ? { photo: x.photo } : {}),
      })),
      ...images.bodyFor(
        rec,
        values.results.map((x) => x.photo),
      ),
    }),
    serverFields: ["results"],
    onSaved: images.clear,
  });
  const { register, control, formState, watch } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "results" });
  const { errors } = formState;
  return (
    <SectionCard {...card} intro="Selected students, shown on the Results page newest year first.">
      <EditableList
        count={fields.length}
        empty="No results yet."
        error={errors.results}
        addLabel="Add a result"
        onAdd={() =>
          append({ name: "", exam: "", year: String(THIS_YEAR), rank: "", examPa: "", rankPa: "", photo: "" })
        }
        className="space-y-4"
      >
        {fields.map((f, i) => {
          const e = errors.results?.[i];
          const ref = watch(`results.${i}.photo`);
          return (
            <EditableListItem
              key={f.id}
              noun="Result"
              index={i}
              count={fields.length}
              onMove={move}
              onRemove={() => remove(i)}
              grid="grid gap-3 sm:grid-cols-2"
            >
              <FormField id={`${id}-${f.id}-name`} label="Name" error={e?.name?.message}>
                <input className={inputClass} {...register(`results.${i}.name`)} />
              </FormField>
              <FormField id={`${id}-${f.id}-exam`} label="Exam" error={e?.exam?.message}>
                <input className={inputClass} {...register(`results.${i}.exam`)} />
              </FormField>
              <FormField id={`${id}-${f.id}-year`} label="Year" error={e?.year?.message}>
                <input inputMode="numeric" className={inputClass} {...register(`results.${i}.year`)} />
              </FormField>
              <FormField id={`${id}-${f.id}-rank`} label="Rank" optional error={e?.rank?.message}>
                <input className={inputClass} {...register(`results.${i}.rank`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-exam-pa`}
                label="Exam (Punjabi)"
                optional
                error={e?.examPa?.message}
              >
                <input lang="pa" className={inputClass} {...register(`results.${i}.examPa`)} />
              </FormField>
              <FormField
                id={`${id}-${f.id}-rank-pa`}
                label="Rank (Punjabi)"
                optional
                error={e?.rankPa?.message}
              >
                <input lang="pa" className={inputClass} {...register(`results.${i}.rankPa`)} />
              </FormField>
              <div className="sm:col-span-2">
                <ImageField
                  id={`${id}-${f.id}-photo`}
                  label={`Photo of result ${i + 1}`}
                  storedUrl={images.storedUrl(record, ref, "160x160")}
                  pending={images.pendingFor(ref)}
                  width={80}
                  height={80}
                  error={e?.photo?.message}
                  {...images.bind(form, `results.${i}.photo`)}
                />
              </div>
            </EditableListItem>
          );
        })}
      </EditableList>
    </SectionCard>
  );
}
