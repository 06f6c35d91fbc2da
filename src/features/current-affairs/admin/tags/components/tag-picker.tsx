import { useState } from "react";
import { Spinner } from "@/components/spinner";
import { errorMessage } from "@/lib/pocketbase";
import { invalidateResources, useResource } from "@/lib/use-resource";
import { listTags } from "../api/list-tags";
import { AddTagInput } from "./add-tag-input";
import { ManageTagsDialog } from "./manage-tags-dialog";

export interface TagPickerProps {
  /** Selected CAtags ids. */
  selected: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

export const TAGS_KEY = "admin-tags";

/** Selectable tag chips, an add-new-tag input and the manage-tags dialog. */
export function TagPicker({ selected, onChange, disabled }: TagPickerProps) {
  const tags = useResource(TAGS_KEY, listTags, 30_000);
  const [managing, setManaging] = useState(false);
  const all = tags.data ?? [];

  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  // After any tag change: fresh tags here, fresh tag names in the article lists.
  const refresh = () => {
    invalidateResources("admin-ca");
    tags.reload();
  };

  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="font-medium text-slate-800">Tags</legend>
      <div className="mt-2">
        {tags.loading && !tags.data ? <Spinner label="Loading tags…" className="py-3" /> : null}
        {tags.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(tags.error, "Could not load tags.")}{" "}
            <button type="button" className="font-semibold underline" onClick={tags.reload}>
              Try again
            </button>
          </p>
        ) : null}
        {tags.data && all.length === 0 ? (
          <p className="text-sm text-slate-600">No tags yet. Add one below.</p>
        ) : null}
        {all.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Choose tags">
            {all.map((t) => {
              const on = selected.includes(t.id);
              return (
                <li key={t.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(t.id)}
                    className={`rounded-full border px-3 py-1.5 text-sm font-medium ${
                      on
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                    }`}
                  >
                    {on ? <span aria-hidden="true">✓ </span> : null}
                    {t.name}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <AddTagInput
          tags={all}
          onAdded={(tag) => {
            onChange([...selected, tag.id]);
            refresh();
          }}
        />
        <button
          type="button"
          onClick={() => setManaging(true)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-100"
        >
          Manage tags
        </button>
      </div>
      <ManageTagsDialog
        open={managing}
        onOpenChange={setManaging}
        tags={all}
        onChanged={refresh}
        onDeleted={(id) => onChange(selected.filter((s) => s !== id))}
      />
    </fieldset>
  );
}
