import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import type { CardTag } from "../api/list-current-affairs";
import { t, useLang, localized } from "@/lib/i18n";

interface Props {
  tags: CardTag[];
  selected: string[];
  onToggle: (id: string) => void;
  onClear: () => void;
}

/** Multi-select filter chips. A selected chip shows a small × and clicking it (anywhere) removes it. */
export function TagChips({ tags, selected, onToggle, onClear }: Props) {
  const lang = useLang();
  if (!tags.length) return null;
  return (
    <div role="group" aria-label={t("Filter by tag")} className="flex flex-wrap items-center gap-2">
      {tags.map((t) => (
        <Chip key={t.id} pressed={selected.includes(t.id)} removable onClick={() => onToggle(t.id)}>
          {localized(t, "name", lang)}
        </Chip>
      ))}
      {selected.length ? (
        <Button variant="link" className="min-h-9 px-2 text-sm" onClick={onClear}>
          {t("Clear filters")}
        </Button>
      ) : null}
    </div>
  );
}
