import { FormField, inputClass } from "@/components/form-field";
import { SearchFilters } from "@/components/form/search-filters";
import { Button } from "@/components/ui/button";

interface Props {
  q: string;
  date: string;
  onChange: (next: { q: string; date: string }) => void;
}

/** Search by name (applied after a short pause in typing) and a date filter. */
export function ListFilters({ q, date, onChange }: Props) {
  return (
    <SearchFilters id="ca-search" query={q} delay={350} onSearch={(next) => onChange({ q: next, date })}>
      {({ text, setText }) => (
        <>
          <FormField id="ca-date" label="Date">
            <input
              type="date"
              value={date}
              onChange={(e) => onChange({ q: text, date: e.target.value })}
              className={inputClass}
            />
          </FormField>
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
        </>
      )}
    </SearchFilters>
  );
}
