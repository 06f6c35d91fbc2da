import { FormField, inputClass } from "@/components/form-field";
import { SearchFilters } from "@/components/form/search-filters";

interface Props {
  q: string;
  cat: string;
  categories: string[];
  onChange: (next: { q: string; cat: string }) => void;
}

/** Search by name (applied after a short pause in typing) and a category filter. */
export function CourseFilters({ q, cat, categories, onChange }: Props) {
  return (
    <SearchFilters id="course-search" query={q} delay={300} onSearch={(next) => onChange({ q: next, cat })}>
      {({ text }) => (
        <FormField id="course-category" label="Category">
          <select
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
        </FormField>
      )}
    </SearchFilters>
  );
}
