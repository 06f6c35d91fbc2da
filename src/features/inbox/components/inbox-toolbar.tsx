import { useId } from "react";
import { useDebouncedQuery } from "@/components/form/use-debounced-query";
import { Button } from "@/components/ui/button";

interface FilterOption {
  value: string;
  label: string;
}

interface Props {
  searchLabel: string;
  q: string;
  filterLabel?: string;
  filter?: string;
  filterOptions?: readonly FilterOption[];
  onChange: (next: { q?: string; filter?: string }) => void;
  exporting: boolean;
  onExport: () => void;
}

/** Search (applied after a short pause in typing), an optional filter and Export CSV. */
export function InboxToolbar(props: Props) {
  const { searchLabel, q, filterLabel, filter = "", filterOptions, onChange, exporting, onExport } = props;
  const id = useId();
  const { text, setText, commit } = useDebouncedQuery(q, (next) => onChange({ q: next }), 350);

  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <form
        role="search"
        className="min-w-0 flex-1 sm:min-w-60"
        onSubmit={(e) => {
          e.preventDefault();
          commit();
        }}
      >
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-800">
          {searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2"
        />
      </form>
      {filterOptions ? (
        <div>
          <label htmlFor={`${id}-f`} className="text-sm font-medium text-slate-800">
            {filterLabel}
          </label>
          <select
            id={`${id}-f`}
            value={filter}
            onChange={(e) => onChange({ filter: e.target.value })}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 sm:w-auto"
          >
            {filterOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button variant="secondary" busy={exporting} busyLabel="Exporting…" onClick={onExport}>
        Export CSV
      </Button>
    </div>
  );
}
