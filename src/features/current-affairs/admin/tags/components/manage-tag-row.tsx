import { useId, useMemo, useState } from "react";
import { useAdminForm } from "@/components/form/use-admin-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import type { CATag } from "@/types/pocketbase";
import { deleteTag } from "../api/delete-tag";
import { updateTag } from "../api/update-tag";
import { cleanTagName, tagErrorMessage } from "../tag-name";
import { TagNamePaField } from "./tag-name-pa-field";
import { tagNameSchema, type TagNameValues } from "../tag-name-schema";

interface Props {
  tag: CATag;
  tags: readonly CATag[];
  onChanged: () => void;
  onDeleted: (id: string) => void;
}

/** One tag in the manage dialog. Keyed by id+name, so a saved rename resets the draft. */
export function ManageTagRow({ tag, tags, onChanged, onDeleted }: Props) {
  const id = useId();
  const schema = useMemo(() => tagNameSchema(tags, tag.id), [tags, tag.id]);
  const { register, handleSubmit, getValues, setValue, setError, formState } = useAdminForm<TagNameValues>(
    schema,
    { name: tag.name },
    // Saved on blur: a refused name must not pull focus back into the field.
    { reValidateMode: "onSubmit", shouldFocusError: false },
  );
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const busy = formState.isSubmitting || deleting;
  const note = formState.errors.name?.message ?? formState.errors.root?.server?.message ?? "";

  const save = handleSubmit(
    async ({ name }) => {
      try {
        await updateTag(tag.id, name);
        toast.success("Tag updated");
        onChanged();
      } catch (err) {
        // The typed name stays, so Enter tries again.
        const message = tagErrorMessage(err, "Failed to update tag");
        setError("root.server", { type: "server", message });
        toast.error(message);
      }
    },
    (invalid) => {
      if (invalid.name?.message) toast.error(invalid.name.message);
      setValue("name", tag.name);
    },
  );

  function rename() {
    const name = cleanTagName(getValues("name"));
    // Spec: saved only when the trimmed name is non-empty and differs from the current one.
    if (!name || name === tag.name) {
      setValue("name", tag.name);
      return;
    }
    void save();
  }

  async function remove() {
    setDeleting(true);
    try {
      await deleteTag(tag.id);
      toast.success("Tag deleted");
      onDeleted(tag.id);
      onChanged();
    } catch (err) {
      const message = tagErrorMessage(err, "Failed to delete tag");
      setError("root.server", { type: "server", message });
      toast.error(message);
      setDeleting(false);
      setConfirming(false);
    }
  }

  const field = register("name");
  return (
    <li className="rounded-lg border border-slate-200 p-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Name of tag {tag.name}
        </label>
        <input
          id={id}
          {...field}
          disabled={busy}
          onBlur={(e) => {
            void field.onBlur(e);
            rename();
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
          aria-describedby={note ? `${id}-note` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-2 py-1.5"
        />
        {!confirming ? (
          <Button variant="danger" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            Delete<span className="sr-only"> tag {tag.name}</span>
          </Button>
        ) : null}
      </div>
      <TagNamePaField tag={tag} onChanged={onChanged} />
      {confirming ? (
        <div role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
          <p>{`Delete tag "${tag.name}"? This cannot be undone.`}</p>
          <div className="mt-2 flex gap-2">
            <Button
              variant="danger"
              size="sm"
              busy={deleting}
              busyLabel="Deleting…"
              onClick={() => void remove()}
            >
              Delete
            </Button>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className="mt-1 text-sm text-red-700">
          {note}
        </p>
      ) : null}
    </li>
  );
}
