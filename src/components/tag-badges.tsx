import { t, useLang, localized } from "@/lib/i18n";
interface BadgeTag {
  id: string;
  name: string;
  namePa?: string;
}

const pill =
  "bg-brand-50 text-brand-800 ring-brand-100 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1";

/**
 * Tag names as small pills: a list labelled "Tags" by default. `inline` gives bare pills for a place that
 * already sits inside a list item's flex line (the admin rows), so row counts by role stay one per article.
 */
export function TagBadges({
  tags,
  className = "",
  inline = false,
}: {
  tags: readonly BadgeTag[] | undefined;
  className?: string;
  inline?: boolean;
}) {
  const lang = useLang();
  if (!tags?.length) return null;
  if (inline)
    return (
      <>
        {tags.map((t) => (
          <span key={t.id} className={pill}>
            {localized(t, "name", lang)}
          </span>
        ))}
      </>
    );
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label={t("Tags")}>
      {tags.map((t) => (
        <li key={t.id} className={pill}>
          {localized(t, "name", lang)}
        </li>
      ))}
    </ul>
  );
}
