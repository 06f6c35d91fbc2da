/**
 * A custom control's error line (checkbox lists, file pickers, the rich-text editor), for controls
 * FormField cannot wrap. The control points at it with aria-describedby `${id}-error`.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The control's side of FieldError: marked invalid and described by the error while there is one. */
export function errorAria(id: string, message: string | undefined) {
  return {
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? `${id}-error` : undefined,
  } as const;
}
