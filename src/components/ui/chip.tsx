import type { ButtonHTMLAttributes } from "react";

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** On/off state, announced as a toggle button. */
  pressed: boolean;
  /** Show a small × on a pressed chip (a removable filter). */
  removable?: boolean;
}

/** A rounded toggle for filters (tags, course categories). */
export function Chip({ pressed, removable = false, className = "", children, ...rest }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={`inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap transition ${
        pressed
          ? "border-brand-700 bg-brand-700 hover:bg-brand-800 text-white"
          : "hover:border-brand-600 hover:text-brand-800 border-slate-300 bg-white text-slate-800"
      } ${className}`.trim()}
      {...rest}
    >
      {children}
      {pressed && removable ? (
        <span aria-hidden="true" data-testid="chip-remove" className="-mr-1 text-base leading-none">
          ×
        </span>
      ) : null}
    </button>
  );
}
