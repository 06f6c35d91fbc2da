import { useEffect, useRef, useState } from "react";
import { SEARCH_TEXT } from "../search-text";

interface Props {
  initial: string;
  onSearch: (q: string) => void;
}

/** Full-text search. Typing searches after a short pause; Enter searches at once. */
export function SearchBox({ initial, onSearch }: Props) {
  const [value, setValue] = useState(initial);
  // Follow the URL when it changes from outside (back/forward), without fighting the typist.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    if (initial.trim() !== value.trim()) setValue(initial);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), 400);
  }

  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        onSearch(value);
      }}
    >
      <label htmlFor="ca-search" className="sr-only">
        {SEARCH_TEXT.label}
      </label>
      <input
        id="ca-search"
        type="search"
        value={value}
        maxLength={100}
        onChange={(e) => change(e.target.value)}
        placeholder={SEARCH_TEXT.placeholder}
        enterKeyHint="search"
        className="focus:border-brand-600 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
      />
    </form>
  );
}
