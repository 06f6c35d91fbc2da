import { useEffect, useMemo } from "react";
import { FieldError, errorAria } from "@/components/form/field-error";
import { Button } from "@/components/ui/button";

interface Props {
  id: string;
  label: string;
  /** URL of the stored image's thumbnail, when the item has one. */
  storedUrl?: string;
  /** A picked file not yet saved. */
  pending?: File;
  width: number;
  height: number;
  error?: string;
  onPick: (file: File) => void;
  onClear: () => void;
}

/** An optional picture: a preview (fixed size), a file picker and Remove picture. */
export function ImageField({ id, label, storedUrl, pending, width, height, error, onPick, onClear }: Props) {
  const pendingUrl = useMemo(() => (pending ? URL.createObjectURL(pending) : ""), [pending]);
  useEffect(() => () => (pendingUrl ? URL.revokeObjectURL(pendingUrl) : undefined), [pendingUrl]);
  const src = pendingUrl || storedUrl || "";
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-600">(optional; PNG, JPEG or WebP, up to 2 MB)</span>
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {src ? (
          <img
            src={src}
            alt=""
            width={width}
            height={height}
            className="h-auto max-w-full rounded border border-slate-200 bg-slate-100 object-cover"
            style={{ width, aspectRatio: `${width} / ${height}` }}
          />
        ) : null}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          {...errorAria(id, error)}
          className="max-w-full text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onPick(file);
          }}
        />
        {src ? (
          <Button variant="secondary" size="sm" onClick={onClear}>
            Remove picture
          </Button>
        ) : null}
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}
