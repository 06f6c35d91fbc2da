import { useEffect, useId, useMemo } from "react";
import { FieldError } from "@/components/form/field-error";

interface Props {
  file: File | null;
  /** The stored cover's thumbnail URL, "" when the course has none. */
  currentUrl: string;
  removed: boolean;
  error?: string;
  disabled: boolean;
  onChoose: (file: File | null) => void;
  onRemove: (removed: boolean) => void;
}

/** The course picture: choose one, see it before it is uploaded (an object URL), or remove it. */
export function ImageField({ file, currentUrl, removed, error, disabled, onChoose, onRemove }: Props) {
  const id = useId();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ""), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview || (removed ? "" : currentUrl);
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Picture <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        className="file:bg-brand-50 file:text-brand-800 mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:px-3 file:py-2 file:font-semibold"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        PNG, JPEG or WebP, at most 2 MB. Wide pictures (16:9) look best; visitors get a smaller copy.
      </p>
      <FieldError id={id} message={error} />
      {shown ? (
        <figure className="mt-3">
          <img
            src={shown}
            alt={file ? "Preview of the chosen picture" : "The course's current picture"}
            width={400}
            height={225}
            className="aspect-video w-full max-w-sm rounded-lg border border-slate-200 object-cover"
          />
          <figcaption className="mt-1 text-xs text-slate-600">
            {file ? `New picture: ${file.name} (not uploaded until you save)` : "Current picture"}
          </figcaption>
        </figure>
      ) : null}
      {currentUrl && !file ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={removed}
            disabled={disabled}
            onChange={(e) => onRemove(e.target.checked)}
            className="accent-brand-700 size-4"
          />
          Remove the current picture
        </label>
      ) : null}
    </div>
  );
}
