import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import type { CATag } from "@/types/pocketbase";
import { deleteTag } from "../api/delete-tag";
import { updateTag } from "../api/update-tag";
import { cleanTagName, findSameTag, TAG_EXISTS, TAG_NAME_MAX, tagErrorMessage } from "../tag-name";

interface Props {
  tag: CATag;
  tags: readonly CATag[];
  onChanged: () => void;
  onDeleted: (id: string) => void;
}

/** One tag in the manage dialog. Keyed by id+name, so a saved rename resets the draft. */
export function ManageTagRow({ tag, tags, onChanged, onDeleted }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(tag.name);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState("");

  async function rename() {
    const name = cleanTagName(draft);
    // Spec: saved only when the trimmed name is non-empty and differs from the current one.
    if (!name || name === tag.name) {
      setDraft(tag.name);
      return;
    }
    if (name.length > TAG_NAME_MAX || findSameTag(tags, name, tag.id)) {
      const msg =
        name.length > TAG_NAME_MAX ? `A tag name can have at most ${TAG_NAME_MAX} characters.` : TAG_EXISTS;
      setNote(msg);
      toast.error(msg);
      setDraft(tag.name);
      return;
    }
    setBusy(true);
    try {
      await updateTag(tag.id, name);
      setNote("");
      toast.success("Tag updated");
      onChanged();
    } catch (err) {
      const msg = tagErrorMessage(err, "Failed to update tag");
      setNote(msg);
      toast.error(msg);
      setDraft(tag.name);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteTag(tag.id);
      toast.success("Tag deleted");
      onDeleted(tag.id);
      onChanged();
    } catch (err) {
      const msg = tagErrorMessage(err, "Failed to delete tag");
      setNote(msg);
      toast.error(msg);
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <li className="rounded-lg border border-slate-200 p-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Name of tag {tag.name}
        </label>
        <input
          id={id}
          value={draft}
          disabled={busy}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => void rename()}
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
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            Delete<span className="sr-only"> tag {tag.name}</span>
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
          <p>{`Delete tag "${tag.name}"? This cannot be undone.`}</p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove()}
              className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {busy ? "Deleting…" : "Delete"}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirming(false)}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold"
            >
              Cancel
            </button>
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
