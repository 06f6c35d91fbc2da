import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "outline" | "accent" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
  /** The brand's second action beside a primary one ("Read More", "Our results"). */
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  /** The saffron call to action (Download Brochure, Subscribe). */
  accent: "bg-accent-400 text-slate-900 hover:bg-accent-500",
  danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  link: "text-brand-800 underline hover:text-brand-900",
};
const SIZES: Record<ButtonSize, string> = {
  sm: "rounded-md px-3 py-1.5 text-sm",
  md: "rounded-lg px-4 py-2",
  lg: "rounded-lg px-6 py-2.5",
};

/** The classes of a button, for a Link or <a> that should look like one. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  const shape = variant === "link" ? "" : SIZES[size];
  return `inline-flex items-center justify-center gap-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${shape} ${VARIANTS[variant]} ${extra}`.trim();
}

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled and says `busyLabel` (e.g. "Saving…"). */
  busy?: boolean;
  busyLabel?: ReactNode;
}

/** The one button: type="button" unless said otherwise, disabled while busy. */
export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  busyLabel,
  className = "",
  type = "button",
  disabled,
  children,
  ...rest
}: Props) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
