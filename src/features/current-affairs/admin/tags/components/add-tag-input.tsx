import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import type { CATag } from "@/types/pocketbase";
import { createTag } from "../api/create-tag";
import { cleanTagName, findSameTag, TAG_EXISTS, TAG_NAME_MAX, tagErrorMessage } from "../tag-name";

/**
 * The add-new-tag input. Not a <form>: it sits inside the article form, so Enter adds the tag
 * instead of saving the article.
 */
export function AddTagInput({ tags, onAdded }: { tags: readonly CATag[]; onAdded: (tag: CATag) => void }) {
  const id = useId();
  const [value, setValue] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  async function add() {
    const name = cleanTagName(value);
    if (!name) {
      setNote("Type a tag name first.");
      return;
    }
    if (name.length > TAG_NAME_MAX) {
      setNote(`A tag name can have at most ${TAG_NAME_MAX} characters.`);
      return;
    }
    if (findSameTag(tags, name)) {
      setValue("");
      setNote(TAG_EXISTS);
      toast.warning(TAG_EXISTS);
      return;
    }
    setBusy(true);
    setNote("");
    try {
      const tag = await createTag(name);
      setValue("");
      toast.success("Tag added");
      onAdded(tag);
    } catch (err) {
      const msg = tagErrorMessage(err, "Failed to create tag");
      setNote(msg);
      toast.error(msg);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="min-w-0 flex-1 basis-56">
      <label htmlFor={id} className="sr-only">
        New tag name
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          placeholder="Add a new tag"
          onChange={(e) => {
            setValue(e.target.value);
            setNote("");
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void add();
            }
          }}
          aria-describedby={note ? `${id}-note` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 text-sm"
        />
        <button
          type="button"
          onClick={() => void add()}
          disabled={busy}
          className="border-brand-700 text-brand-800 hover:bg-brand-50 rounded-lg border px-3 py-2 text-sm font-semibold disabled:opacity-60"
        >
          {busy ? "Adding…" : "Add tag"}
        </button>
      </div>
      <p id={`${id}-note`} role="status" className="mt-1 min-h-5 text-sm text-amber-800">
        {note}
      </p>
    </div>
  );
}
