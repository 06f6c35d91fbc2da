import type { ReactNode } from "react";
import { inputClass } from "@/components/form-field";
import { useDebouncedQuery } from "./use-debounced-query";

interface Props {
  /** The search input's id. */
  id: string;
  /** The search's label; admin lists search by name. */
  label?: string;
  /** The applied search (the URL's ?q=). */
  query: string;
  /** How long typing must pause before the search applies, in ms. */
  delay: number;
  onSearch: (text: string) => void;
  /**
   * The filters beside the search. They get the typed text, which a filter change applies too, and
   * can empty it (Clear filters).
   */
  children: (search: { text: string; setText: (text: string) => void }) => ReactNode;
}

/** An admin list's filter bar: a search by name (applied after a pause, or on Enter), then its filters. */
export function SearchFilters({ id, label = "Search by name", query, delay, onSearch, children }: Props) {
  const search = useDebouncedQuery(query, onSearch, delay);
  return (
    <form
      role="search"
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        search.commit();
      }}
    >
      <div className="min-w-0 sm:flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
          className={inputClass}
        />
      </div>
      {children(search)}
    </form>
  );
}
