import type { CardTag } from "../api/list-current-affairs";

interface Props {
  tags: CardTag[];
  selected: string[];
  onToggle: (id: string) => void;
  onClear: () => void;
}

/** Multi-select filter chips. A selected chip shows a small × and clicking it (anywhere) removes it. */
export function TagChips({ tags, selected, onToggle, onClear }: Props) {
  if (!tags.length) return null;
  return (
    <div role="group" aria-label="Filter by tag" className="flex flex-wrap items-center gap-2">
      {tags.map((t) => {
        const on = selected.includes(t.id);
        return (
          <button
            key={t.id}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(t.id)}
            className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition ${
              on
                ? "border-brand-700 bg-brand-700 hover:bg-brand-800 text-white"
                : "hover:border-brand-600 hover:text-brand-800 border-slate-300 bg-white text-slate-800"
            }`}
          >
            {t.name}
            {on ? (
              <span aria-hidden="true" data-testid="chip-remove" className="-mr-1 text-base leading-none">
                ×
              </span>
            ) : null}
          </button>
        );
      })}
      {selected.length ? (
        <button
          type="button"
          onClick={onClear}
          className="min-h-9 px-2 text-sm text-slate-700 underline hover:text-slate-900"
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
