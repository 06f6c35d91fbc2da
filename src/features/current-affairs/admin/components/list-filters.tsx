import { useDebouncedQuery } from "@/components/form/use-debounced-query";
import { Button } from "@/components/ui/button";

interface Props {
  q: string;
  date: string;
  onChange: (next: { q: string; date: string }) => void;
}

/** Search by name (applied after a short pause in typing) and a date filter. */
export function ListFilters({ q, date, onChange }: Props) {
  const { text, setText, commit } = useDebouncedQuery(q, (next) => onChange({ q: next, date }), 350);

  return (
    <form
      role="search"
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="ca-search" className="text-sm font-medium text-slate-800">
          Search by name
        </label>
        <input
          id="ca-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="ca-date" className="text-sm font-medium text-slate-800">
          Date
        </label>
        <input
          id="ca-date"
          type="date"
          value={date}
          onChange={(e) => onChange({ q: text, date: e.target.value })}
          className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2"
        />
      </div>
      {q || date ? (
        <Button
          variant="secondary"
          onClick={() => {
            setText("");
            onChange({ q: "", date: "" });
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
