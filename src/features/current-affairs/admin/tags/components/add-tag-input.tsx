import { useId, useMemo } from "react";
import { useAdminForm } from "@/components/form/use-admin-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import type { CATag } from "@/types/pocketbase";
import { createTag } from "../api/create-tag";
import { TAG_EXISTS, tagErrorMessage } from "../tag-name";
import { tagNameSchema, type TagNameValues } from "../tag-name-schema";

/**
 * The add-new-tag input. Not a <form>: it sits inside the article form, so Enter adds the tag
 * instead of saving the article.
 */
export function AddTagInput({ tags, onAdded }: { tags: readonly CATag[]; onAdded: (tag: CATag) => void }) {
  const id = useId();
  const schema = useMemo(() => tagNameSchema(tags), [tags]);
  const { register, handleSubmit, setValue, setError, clearErrors, formState } = useAdminForm<TagNameValues>(
    schema,
    { name: "" },
    // The note stays until the next try; focus stays where the person put it.
    { reValidateMode: "onSubmit", shouldFocusError: false },
  );
  const { errors, isSubmitting } = formState;
  const note = errors.name?.message ?? errors.root?.server?.message ?? "";

  const add = handleSubmit(
    async ({ name }) => {
      try {
        const tag = await createTag(name);
        setValue("name", "");
        toast.success("Tag added");
        onAdded(tag);
      } catch (err) {
        // The typed name stays, to try again.
        const message = tagErrorMessage(err, "Failed to create tag");
        setError("root.server", { type: "server", message });
        toast.error(message);
      }
    },
    (invalid) => {
      if (invalid.name?.message !== TAG_EXISTS) return;
      setValue("name", "");
      toast.warning(TAG_EXISTS);
    },
  );

  return (
    <div className="min-w-0 flex-1 basis-56">
      <label htmlFor={id} className="sr-only">
        New tag name
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          {...register("name", { onChange: () => clearErrors() })}
          readOnly={isSubmitting}
          placeholder="Add a new tag"
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              if (!isSubmitting) void add();
            }
          }}
          aria-describedby={note ? `${id}-note` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 text-sm"
        />
        <Button
          variant="outline"
          size="sm"
          busy={isSubmitting}
          busyLabel="Adding…"
          onClick={() => void add()}
        >
          Add tag
        </Button>
      </div>
      <p id={`${id}-note`} role="status" className="mt-1 min-h-5 text-sm text-amber-800">
        {note}
      </p>
    </div>
  );
}
