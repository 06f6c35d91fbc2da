import type { CardTag } from "../api/list-current-affairs";

export function TagBadges({ tags, className = "" }: { tags: CardTag[] | undefined; className?: string }) {
  if (!tags?.length) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Tags">
      {tags.map((t) => (
        <li
          key={t.id}
          className="bg-brand-50 text-brand-800 ring-brand-100 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1"
        >
          {t.name}
        </li>
      ))}
    </ul>
  );
}
