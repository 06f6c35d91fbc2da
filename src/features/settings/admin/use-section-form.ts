import { useEffect, useState } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type * as v from "valibot";
import { setServerErrors } from "@/components/form/server-errors";
import { useAdminForm } from "@/components/form/use-admin-form";
import { toast } from "@/lib/toast";
import type { Settings } from "@/types/pocketbase";
import { isConflict, type SettingsBody } from "./api/save-settings";
import { useSectionContext } from "./section-context";

interface Options<T extends FieldValues> {
  /** A stable name, e.g. "institute" (for the leave warning). */
  name: string;
  /** The section's title, for its success message ("Institute saved"). */
  title: string;
  schema: v.GenericSchema<T, T>;
  toValues: (record: Settings) => T;
  toBody: (values: T, record: Settings) => SettingsBody | Promise<SettingsBody>;
  /** Form fields that carry the server's field errors of the same name. */
  serverFields: readonly Path<T>[];
  /** Called after a successful save (e.g. to forget picked files). */
  onSaved?: () => void;
}

/**
 * One settings section's form: react-hook-form + valibot, a save through the page (with the
 * concurrency check), field errors from the server on the fields, the input kept on failure and
 * the unsaved state reported to the page. `card` goes to the section's SectionCard as it is.
 */
export function useSectionForm<T extends FieldValues>(o: Options<T>) {
  const ctx = useSectionContext();
  const form = useAdminForm<T>(o.schema, o.toValues(ctx.record) as DefaultValues<T>);
  const [conflict, setConflict] = useState(false);
  const { isDirty } = form.formState;
  const { setDirty } = ctx;
  const { name } = o;

  useEffect(() => {
    setDirty(name, isDirty);
  }, [setDirty, name, isDirty]);
  useEffect(() => () => setDirty(name, false), [setDirty, name]);

  const onSubmit = form.handleSubmit(async (values) => {
    setConflict(false);
    try {
      const body = await o.toBody(values, ctx.record);
      const saved = await ctx.save(body);
      form.reset(o.toValues(saved));
      o.onSaved?.();
      toast.success(`${o.title} saved`);
    } catch (err) {
      setConflict(isConflict(err));
      const message = setServerErrors(
        form.setError,
        err,
        o.serverFields,
        `Could not save ${o.title.toLowerCase()}.`,
      );
      toast.error(message);
    }
  });

  /** SectionCard's title, Save, unsaved mark, form-level error and Reload after a conflict. */
  const card = {
    title: o.title,
    onSubmit: () => void onSubmit(),
    busy: form.formState.isSubmitting,
    dirty: isDirty,
    error: form.formState.errors.root?.server?.message,
    conflict,
    onReload: ctx.reload,
  };

  return { form, card, record: ctx.record };
}
