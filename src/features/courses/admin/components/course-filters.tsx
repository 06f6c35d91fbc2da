import { useDebouncedQuery } from "@/components/form/use-debounced-query";
import { inputClass } from "@/components/form-field";

interface Props {
  q: string;
  cat: string;
  categories: string[];
  onChange: (next: { q: string; cat: string }) => void;
}

/** Search by name (applied after a short pause in typing) and a category filter. */
export function CourseFilters({ q, cat, categories, onChange }: Props) {
  const { text, setText, commit } = useDebouncedQuery(q, (next) => onChange({ q: next, cat }), 300);

  return (
    <form
      role="search"
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        commit();
      }}
    >
      <div className="sm:flex-1">
        <label htmlFor="course-search" className="block text-sm font-semibold text-slate-900">
          Search by name
        </label>
        <input
          id="course-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="course-category" className="block text-sm font-semibold text-slate-900">
          Category
        </label>
        <select
          id="course-category"
          value={cat}
          onChange={(e) => onChange({ q: text, cat: e.target.value })}
          className={inputClass}
        >
          <option value="">All categories</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
