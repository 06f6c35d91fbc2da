import { useCallback, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { fileUrl } from "@/lib/pocketbase";
import type { Settings } from "@/types/pocketbase";
import { imageProblem, renameImage } from "./image-check";

const NEW = "new:";

/**
 * Pictures picked for a list's items (slides, results) before the save. An item refers to a picked
 * file as "new:<name>"; the save sends the files under `field+`, the stored files no item uses any
 * more under `field-`, and pb_hooks/lib/settings-save.js swaps "new:<name>" for the stored name.
 */
export function usePendingImages(field: "slideImages" | "resultPhotos", prefix: string) {
  const [files, setFiles] = useState<Record<string, File>>({});

  /** Checks and keeps a picked file; resolves to the reference for the item, or the problem. */
  const pick = useCallback(
    async (file: File): Promise<{ ref: string } | { problem: string }> => {
      const problem = await imageProblem(file);
      if (problem) return { problem };
      const renamed = await renameImage(file, prefix);
      setFiles((f) => ({ ...f, [renamed.name]: renamed }));
      return { ref: NEW + renamed.name };
    },
    [prefix],
  );

  const pendingFor = (ref: string | undefined) =>
    ref?.startsWith(NEW) ? files[ref.slice(NEW.length)] : undefined;

  const storedUrl = (record: Settings, ref: string | undefined, thumb: string) =>
    ref && !ref.startsWith(NEW) && record[field].includes(ref) ? fileUrl(record, ref, { thumb }) : undefined;

  /** The file parts of the save body for the items' references `refs`. */
  const bodyFor = (record: Settings, refs: (string | undefined)[]) => {
    const used = new Set(refs.filter(Boolean));
    const add = Object.values(files).filter((f) => used.has(NEW + f.name));
    const remove = record[field].filter((name) => !used.has(name));
    return {
      ...(add.length ? { [`${field}+`]: add } : {}),
      ...(remove.length ? { [`${field}-`]: remove } : {}),
    };
  };

  const clear = useCallback(() => setFiles({}), []);

  /**
   * ImageField's onPick and onClear for the item reference at `path` of `form`: a picked file is
   * checked, then becomes the item's "new:<name>" reference, or its problem is shown on the field.
   */
  const bind = <T extends FieldValues>(form: UseFormReturn<T>, path: Path<T>) => {
    const set = (ref: string) => form.setValue(path, ref as PathValue<T, Path<T>>, { shouldDirty: true });
    return {
      onPick: (file: File) =>
        void pick(file).then((r) => {
          if ("problem" in r) form.setError(path, { type: "file", message: r.problem });
          else {
            form.clearErrors(path);
            set(r.ref);
          }
        }),
      onClear: () => set(""),
    };
  };

  return { pick, pendingFor, storedUrl, bodyFor, clear, bind };
}
