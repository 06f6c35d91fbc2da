import { useDebouncedQuery } from "@/components/form/use-debounced-query";
import { SEARCH_TEXT } from "../search-text";

interface Props {
  initial: string;
  onSearch: (q: string) => void;
}

/** Full-text search. Typing searches after a short pause; Enter searches at once. */
export function SearchBox({ initial, onSearch }: Props) {
  const search = useDebouncedQuery(initial, onSearch, 400);

  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(e) => {
        e.preventDefault();
        search.commit();
      }}
    >
      <label htmlFor="ca-search" className="sr-only">
        {SEARCH_TEXT.label}
      </label>
      <input
        id="ca-search"
        type="search"
        value={search.text}
        maxLength={100}
        onChange={(e) => search.setText(e.target.value)}
        placeholder={SEARCH_TEXT.placeholder}
        enterKeyHint="search"
        className="focus:border-brand-600 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
      />
    </form>
  );
}
