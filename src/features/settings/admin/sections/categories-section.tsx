import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import * as v from "valibot";
import { FormField, inputClass } from "@/components/form-field";
import type { Settings } from "@/types/pocketbase";
import { EditableList } from "../components/editable-list";
import { ItemControls } from "../components/item-controls";
import { SectionCard } from "../components/section-card";
import { requiredText, sameName, text } from "../schemas";
import { useSectionForm } from "../use-section-form";

const schema = v.object({
  courseCategories: v.pipe(
    v.array(
      // namePa: the Punjabi name (issue 24), optional; the site shows the English where it is empty.
      v.object({ id: v.number(), name: requiredText("Category name", 60), namePa: text("Punjabi name", 60) }),
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const list = dataset.value;
      list.forEach((c, i) => {
        const j = list.findIndex((o) => sameName(o.name, c.name));
        if (j < i) {
          addIssue({
            message: `“${c.name}” is already a category (capital letters do not count as different).`,
            path: [
              { type: "array", origin: "value", input: list, key: i, value: c },
              { type: "object", origin: "value", input: c, key: "name", value: c.name },
            ],
          });
        }
      });
    }),
  ),
});
type Values = v.InferOutput<typeof schema>;

const toValues = (r: Settings): Values => ({
  courseCategories: (r.courseCategories ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    namePa: c.namePa ?? "",
  })),
});

export function CategoriesSection() {
  const id = useId();
  const { form, card } = useSectionForm<Values>({
    name: "categories",
    title: "Course categories",
    schema,
    toValues,
    // An empty Punjabi name is left out (as the other lists' optional parts are).
    toBody: (values) => ({
      courseCategories: values.courseCategories.map(({ namePa, ...c }) => (namePa ? { ...c, namePa } : c)),
    }),
    serverFields: ["courseCategories"],
  });
  const { register, control, formState, getValues } = form;
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: "courseCategories",
    keyName: "key",
  });
  const { errors } = formState;

  return (
    <SectionCard
      {...card}
      intro="The tabs of the home page's course browser. Renaming one renames it in every course; a category that a course still uses cannot be removed."
    >
      <EditableList
        count={fields.length}
        empty="No categories yet."
        error={errors.courseCategories}
        addLabel="Add a category"
        onAdd={() => {
          const ids = getValues("courseCategories").map((c) => c.id);
          append({ id: Math.max(0, ...ids) + 1, name: "", namePa: "" });
        }}
        className="space-y-3"
      >
        {fields.map((f, i) => (
          <li key={f.key} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3">
            <FormField
              id={`${id}-${f.key}`}
              label={`Category ${i + 1}`}
              error={errors.courseCategories?.[i]?.name?.message}
              classes={{ wrapper: "min-w-0 flex-1 basis-48" }}
            >
              <input className={inputClass} {...register(`courseCategories.${i}.name`)} />
            </FormField>
            <FormField
              id={`${id}-${f.key}-pa`}
              label={`Category ${i + 1} (Punjabi)`}
              optional
              error={errors.courseCategories?.[i]?.namePa?.message}
              classes={{ wrapper: "min-w-0 flex-1 basis-48" }}
            >
              <input lang="pa" className={inputClass} {...register(`courseCategories.${i}.namePa`)} />
            </FormField>
            <ItemControls
              what={`category ${i + 1}`}
              index={i}
              count={fields.length}
              onMove={move}
              onRemove={() => remove(i)}
            />
          </li>
        ))}
      </EditableList>
    </SectionCard>
  );
}
