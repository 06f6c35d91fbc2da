import { useState } from "react";
import { useSWRConfig } from "swr";
import { Spinner } from "@/components/spinner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { errorMessage } from "@/lib/pocketbase";
import { useRevalidate } from "@/lib/swr";
import { isAdminListKey } from "../../api/list-admin-current-affairs";
import { useAdminTags } from "../api/list-tags";
import { AddTagInput } from "./add-tag-input";
import { ManageTagsDialog } from "./manage-tags-dialog";

export interface TagPickerProps {
  /** Selected CAtags ids. */
  selected: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/** Selectable tag chips, an add-new-tag input and the manage-tags dialog. */
export function TagPicker({ selected, onChange, disabled }: TagPickerProps) {
  const tags = useAdminTags();
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  const [managing, setManaging] = useState(false);
  const all = tags.data ?? [];

  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  // After any tag change: fresh tags (here and the public chips), fresh tag names in the admin
  // lists. Not the article being edited: reloading it would throw away the form.
  const refresh = () => {
    void revalidate("CAtags");
    void mutate(isAdminListKey);
  };

  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="font-medium text-slate-800">Tags</legend>
      <div className="mt-2">
        {tags.isLoading ? <Spinner label="Loading tags…" className="py-3" /> : null}
        {tags.error && !tags.isLoading ? (
          <Alert className="p-3 text-sm" onRetry={() => void tags.mutate()}>
            {errorMessage(tags.error, "Could not load tags.")}
          </Alert>
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
                  <Chip pressed={on} onClick={() => toggle(t.id)}>
                    {on ? <span aria-hidden="true">✓</span> : null}
                    {t.name}
                  </Chip>
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
        <Button variant="secondary" size="sm" onClick={() => setManaging(true)}>
          Manage tags
        </Button>
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
