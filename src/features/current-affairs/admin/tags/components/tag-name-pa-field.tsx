import { useId } from "react";
import * as v from "valibot";
import { useAdminForm } from "@/components/form/use-admin-form";
import { toast } from "@/lib/toast";
import type { CATag } from "@/types/pocketbase";
import { updateTagPa } from "../api/update-tag-pa";
import { cleanTagName, TAG_NAME_MAX, tagErrorMessage } from "../tag-name";

const schema = v.object({
  namePa: v.pipe(
    v.string(),
    v.transform(cleanTagName),
    v.maxLength(TAG_NAME_MAX, `A Punjabi tag name can have at most ${TAG_NAME_MAX} characters.`),
  ),
});
type Values = v.InferOutput<typeof schema>;

/**
 * A tag's Punjabi name in the manage dialog (issue 24): optional, saved like the English name when
 * staff press Enter or leave the field. Empty shows Punjabi visitors the English name.
 */
export function TagNamePaField({ tag, onChanged }: { tag: CATag; onChanged: () => void }) {
  const id = useId();
  const stored = tag.namePa ?? "";
  const { register, handleSubmit, getValues, setValue, setError, formState } = useAdminForm<Values>(
    schema,
    { namePa: stored },
    { reValidateMode: "onSubmit", shouldFocusError: false },
  );
  const busy = formState.isSubmitting;
  const note = formState.errors.namePa?.message ?? formState.errors.root?.server?.message ?? "";

  const save = handleSubmit(async ({ namePa }) => {
    try {
      await updateTagPa(tag.id, namePa);
      toast.success("Punjabi name saved");
      onChanged();
    } catch (err) {
      // The typed name stays, so Enter tries again.
      const message = tagErrorMessage(err, "Failed to save the Punjabi name");
      setError("root.server", { type: "server", message });
      toast.error(message);
    }
  });

  const field = register("namePa");
  return (
    <div className="mt-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="shrink-0 text-sm text-slate-700">
          Punjabi<span className="sr-only"> name, tag {tag.name}</span>
        </label>
        <input
          id={id}
          lang="pa"
          {...field}
          disabled={busy}
          placeholder="Optional"
          onBlur={(e) => {
            void field.onBlur(e);
            if (cleanTagName(getValues("namePa")) !== stored) void save();
            else setValue("namePa", stored);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
          aria-invalid={note ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-2 py-1.5"
        />
      </div>
      {note ? (
        <p id={`${id}-note`} className="mt-1 text-sm text-red-700">
          {note}
        </p>
      ) : null}
    </div>
  );
}
