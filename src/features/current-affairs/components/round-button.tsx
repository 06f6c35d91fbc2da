import type { ReactNode, Ref } from "react";

interface Props {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  expanded?: boolean;
  controls?: string;
  /** The id of a `popover` element this button opens and closes. */
  popoverTarget?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A round icon button with its name written under it (clearer than an icon alone). */
export function RoundButton({
  label,
  icon,
  onClick,
  disabled,
  expanded,
  controls,
  popoverTarget,
  ref,
}: Props) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      popoverTarget={popoverTarget}
      disabled={disabled}
      aria-expanded={expanded}
      aria-controls={controls}
      className="group flex w-20 flex-col items-center gap-1.5 text-sm font-medium text-slate-800 disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className="bg-brand-700 group-hover:bg-brand-800 flex size-12 items-center justify-center rounded-full text-white shadow-sm transition group-disabled:bg-slate-500"
      >
        {icon}
      </span>
      {label}
    </button>
  );
}

const svg = {
  width: 22,
  height: 22,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const DownloadIcon = (
  <svg {...svg}>
    <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" />
  </svg>
);
export const ShareIcon = (
  <svg {...svg}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);
export const LinkIcon = (
  <svg {...svg}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);
