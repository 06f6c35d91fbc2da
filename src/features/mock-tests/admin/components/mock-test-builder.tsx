import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField, inputClass } from "@/components/form-field";
import { PublishAtField } from "@/components/form/publish-at-field";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { useUnsavedChangesWarning } from "@/components/form/use-unsaved-changes";
import { fieldErrors } from "@/lib/pocketbase";
import { istLocalToPb } from "@/lib/publish-at";
import type { MockTest } from "@/types/pocketbase";
import type { MockTestInput } from "../api/admin-mock-tests";
import {
  MOCK_TEST_FIELDS,
  mockTestFormSchema,
  sectionFieldOf,
  toInput,
  type MockTestForm,
} from "../mock-test-form";
import { SaveBar } from "@/components/admin/save-bar";
import { SectionsEditor } from "./sections-editor";

const field = { label: "font-medium", hint: "mt-1 text-sm text-slate-600" };

/**
 * The builder: the test's details and its sections, checked on Save by the rules the server
 * applies; a failed save keeps everything typed and shows the server's message next to its field.
 */
export function MockTestBuilder({
  defaults,
  stored,
  save,
  onSaved,
  saveLabel,
  cancelTo,
}: {
  defaults: MockTestForm;
  /** The saved test's publishAt and active, for "Scheduled for …". */
  stored?: { publishAt: string; active: boolean };
  save: (input: MockTestInput) => Promise<MockTest>;
  onSaved: (test: MockTest) => void;
  saveLabel: string;
  cancelTo: string;
}) {
  const form = useAdminForm(mockTestFormSchema, defaults);
  const { formState, setError, clearErrors, handleSubmit } = form;
  const saving = formState.isSubmitting;
  // Leaving with unsaved changes asks first (a saved test reloads the form, which is then clean).
  const leaveDialog = useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);

  const submit = handleSubmit(async (values) => {
    try {
      const test = await save(toInput(values, istLocalToPb(values.publishAt)));
      onSaved(test);
    } catch (err) {
      setServerErrors(setError, err, MOCK_TEST_FIELDS, "Could not save the mock test.");
      // The bank checks name their section: the message goes next to that section's pick.
      const at = sectionFieldOf(fieldErrors(err).sections ?? "", values.sections.length);
      if (at) {
        // Shown once, next to the field it is about.
        clearErrors("sections");
        setError(at.path, { type: "server", message: at.message });
      }
    }
  });

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        if (saving) {
          e.preventDefault();
          return;
        }
        void submit(e);
      }}
    >
      <section aria-labelledby="details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="details-heading" className="mb-3 text-xl font-bold text-slate-900">
          Test details
        </h2>
        <DetailsFields form={form} disabled={saving} stored={stored} />
      </section>
      <SectionsEditor form={form} disabled={saving} />
      <SaveBar
        saving={saving}
        error={formState.errors.root?.server?.message}
        label={saveLabel}
        cancelTo={cancelTo}
      />
      {leaveDialog}
    </form>
  );
}

function DetailsFields({
  form,
  disabled,
  stored,
}: {
  form: UseFormReturn<MockTestForm>;
  disabled?: boolean;
  stored?: { publishAt: string; active: boolean };
}) {
  const id = useId();
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="sr-only">Test details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={e.name?.message} classes={field}>
          <input maxLength={250} className={inputClass} {...register("name")} />
        </FormField>
        <FormField
          id={`${id}-namePa`}
          label="Name in Punjabi"
          optional
          error={e.namePa?.message}
          classes={field}
        >
          <input maxLength={250} lang="pa" className={inputClass} {...register("namePa")} />
        </FormField>
        <FormField
          id={`${id}-ins`}
          label="Instructions"
          optional
          error={e.instructions?.message}
          classes={field}
        >
          <textarea rows={3} className={inputClass} {...register("instructions")} />
        </FormField>
        <FormField
          id={`${id}-insPa`}
          label="Instructions in Punjabi"
          optional
          error={e.instructionsPa?.message}
          classes={field}
        >
          <textarea rows={3} lang="pa" className={inputClass} {...register("instructionsPa")} />
        </FormField>
      </div>
      <FormField
        id={`${id}-time`}
        label="Time for the whole test (minutes)"
        hint="Empty: only the sections' own times. No section may have more than this."
        error={e.timeLimit?.message}
        classes={field}
      >
        <input inputMode="numeric" className={`${inputClass} sm:max-w-xs`} {...register("timeLimit")} />
      </FormField>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="accent-brand-700 size-5" {...register("lockedOrder")} />
          Sections in a fixed order (a finished section cannot be opened again)
        </label>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="accent-brand-700 size-5" {...register("ranked")} />
          Ranked (a signed-in student&apos;s first attempt gets a rank and percentile)
        </label>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="accent-brand-700 size-5" {...register("active")} />
          Published (visible on the website)
        </label>
      </div>
      <PublishAtField
        id={`${id}-publish-at`}
        input={register("publishAt")}
        error={e.publishAt?.message}
        stored={stored?.publishAt}
        active={stored?.active}
        classes={field}
        inputClassName={`${inputClass} sm:max-w-xs`}
      />
    </fieldset>
  );
}
