import { useState } from "react";
import { Link } from "react-router";
import { FormField, inputClass } from "@/components/form-field";
import { AdminForm } from "@/components/form/admin-form";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { Button, buttonClass } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { formatRupees } from "@/lib/money";
import { ClientResponseError, fileUrl } from "@/lib/pocketbase";
import type { Course } from "@/types/pocketbase";
import type { CourseInput } from "../api/admin-courses";
import {
  courseSchema,
  friendlyServerError,
  imageContentProblem,
  imageProblem,
  PRESET_LABELS,
  priceProblem,
  type CourseFormValues,
} from "../course-schema";
import { ChoiceList } from "./choice-list";
import { ImageField } from "./image-field";

const FIELDS = [
  "name",
  "namePa",
  "cat",
  "tags",
  "price",
  "url",
  "description",
  "descriptionPa",
  "image",
  "active",
] as const;

interface Props {
  existing?: Course;
  categories: string[];
  onSave: (input: CourseInput) => Promise<void>;
}

function defaults(c?: Course): CourseFormValues {
  return {
    name: c?.name ?? "",
    namePa: c?.namePa ?? "",
    descriptionPa: c?.descriptionPa ?? "",
    cat: c?.cat ?? [],
    tags: c?.tags ?? [],
    price: c ? String(c.price) : "",
    url: c?.url ?? "",
    description: c?.description ?? "",
    image: null,
    removeImage: false,
    active: c?.active ?? false,
  };
}

/** Add or edit a course. A failed save keeps everything typed and shows the server's words by the field. */
export function CourseForm({ existing, categories, onSave }: Props) {
  const form = useAdminForm<CourseFormValues>(courseSchema, defaults(existing));
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const price = watch("price");
  const priceOk = priceProblem(price) === null;
  // The chosen picture is previewed only once its contents are checked: the browser would
  // otherwise decode a 24000 × 24000 "bomb" (gigabytes) just to show it.
  const [checked, setChecked] = useState<File | null>(null);
  const chosen = watch("image");
  const chooseImage = (file: File | null) => {
    setValue("image", file, { shouldDirty: true, shouldValidate: true });
    setChecked(null);
    if (!file || imageProblem(file)) return;
    void imageContentProblem(file).then((problem) => {
      if (problem) setError("image", { type: "validate", message: problem });
      else setChecked(file);
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (values.image) {
      const problem = await imageContentProblem(values.image);
      if (problem) {
        setError("image", { type: "validate", message: problem });
        return;
      }
    }
    try {
      await onSave({
        name: values.name,
        namePa: values.namePa,
        cat: values.cat,
        tags: values.tags,
        price: Number(values.price.trim()),
        url: values.url,
        description: values.description,
        descriptionPa: values.descriptionPa,
        active: values.active,
        image: values.image ?? (values.removeImage ? null : undefined),
      });
    } catch (err) {
      setServerErrors(setError, err, FIELDS, "The course was not saved. Please try again.");
      const data = err instanceof ClientResponseError ? (err.response?.data ?? {}) : {};
      for (const field of FIELDS) {
        const code = (data as Record<string, { code?: string } | undefined>)[field]?.code;
        const text = friendlyServerError(field, code);
        if (text) setError(field, { type: "server", message: text });
      }
    }
  });

  const currentUrl = existing?.image ? fileUrl(existing, existing.image, { thumb: "400x0" }) : "";
  return (
    <AdminForm
      className="max-w-3xl space-y-6"
      fieldsClassName="min-w-0 space-y-6"
      busy={isSubmitting}
      error={errors.root?.server?.message}
      errorAs="box"
      onSubmit={onSubmit}
      footer={
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" busy={isSubmitting} busyLabel="Saving…">
            {existing ? "Save changes" : "Add course"}
          </Button>
          <Link to={adminPaths.courses} className={buttonClass("secondary", "lg")}>
            Cancel
          </Link>
        </div>
      }
    >
      <FormField id="course-name" label="Name" error={errors.name?.message}>
        <input {...register("name")} className={inputClass} />
      </FormField>
      <FormField
        id="course-name-pa"
        label="Name (Punjabi)"
        optional
        hint="Shown to visitors reading in Punjabi; left empty, they see the English name."
        error={errors.namePa?.message}
      >
        <input {...register("namePa")} lang="pa" className={inputClass} />
      </FormField>
      <ChoiceList
        legend="Categories"
        hint="The home page tabs the course is listed under (set the list of categories in Settings)."
        options={categories}
        selected={watch("cat")}
        onChange={(next) => setValue("cat", next, { shouldDirty: true })}
        error={errors.cat?.message}
        disabled={isSubmitting}
      />
      <ChoiceList
        legend="Labels"
        hint="Shown on the course card."
        options={[...PRESET_LABELS]}
        selected={watch("tags")}
        onChange={(next) => setValue("tags", next, { shouldDirty: true })}
        error={errors.tags?.message}
        disabled={isSubmitting}
        addLabel="Add a new label"
      />
      <FormField
        id="course-price"
        label="Price (₹, whole rupees)"
        error={errors.price?.message}
        hint={
          <span aria-live="polite">
            {priceOk ? `Shown to visitors as ${formatRupees(Number(price.trim()))}` : "0 for a free course."}
          </span>
        }
      >
        <input
          {...register("price")}
          inputMode="numeric"
          autoComplete="off"
          className={`${inputClass} sm:max-w-xs`}
        />
      </FormField>
      <FormField
        id="course-url"
        label="Store URL (Buy Now link)"
        hint="The course's page on the course store; must start with https://"
        error={errors.url?.message}
      >
        <input {...register("url")} type="url" inputMode="url" className={inputClass} />
      </FormField>
      <FormField id="course-description" label="Description" optional error={errors.description?.message}>
        <textarea rows={5} {...register("description")} className={inputClass} />
      </FormField>
      <FormField
        id="course-description-pa"
        label="Description (Punjabi)"
        optional
        error={errors.descriptionPa?.message}
      >
        <textarea rows={5} {...register("descriptionPa")} lang="pa" className={inputClass} />
      </FormField>
      <ImageField
        file={chosen && chosen === checked ? chosen : null}
        currentUrl={currentUrl}
        removed={watch("removeImage")}
        error={errors.image?.message}
        disabled={isSubmitting}
        onChoose={chooseImage}
        onRemove={(removed) => setValue("removeImage", removed, { shouldDirty: true })}
      />
      <div className="flex items-center gap-3">
        <input
          id="course-active"
          type="checkbox"
          {...register("active")}
          className="accent-brand-700 size-5"
        />
        <label htmlFor="course-active" className="font-medium text-slate-800">
          Published (shown on the website)
        </label>
      </div>
    </AdminForm>
  );
}
