import { useRef, type KeyboardEvent } from "react";

interface Props {
  label: string;
  names: string[];
  selected: number;
  onSelect: (index: number) => void;
  /** Prefix for the tab and panel ids (useId()). */
  idBase: string;
}

export const tabId = (base: string, i: number) => `${base}-tab-${i}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the Tab order, arrow keys,
 * Home and End move between tabs and select them. (Hand-written: Radix Tabs would add bytes to
 * the home page, which has a 120 KB budget.)
 */
export function CategoryTabs({ label, names, selected, onSelect, idBase }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const last = names.length - 1;
    const next =
      e.key === "ArrowRight"
        ? selected >= last
          ? 0
          : selected + 1
        : e.key === "ArrowLeft"
          ? selected <= 0
            ? last
            : selected - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0"
    >
      {names.map((name, i) => {
        const on = i === selected;
        return (
          <button
            key={`${i}-${name}`}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, i)}
            aria-selected={on}
            aria-controls={panelId(idBase)}
            tabIndex={on ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={onKeyDown}
            className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
              on
                ? "border-brand-700 bg-brand-700 text-white shadow"
                : "hover:border-brand-600 hover:text-brand-800 border-slate-300 bg-white text-slate-800"
            }`}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
