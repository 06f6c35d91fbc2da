import { Link } from "react-router";
import { Spinner } from "@/components/spinner";
import { EmptyState } from "@/components/ui/empty-state";
import { datePaths } from "@/config/date-paths";
import { formatDay, formatMonth, monthOf } from "@/lib/ist-date";
import type { StoredRange } from "../api/date-filters";
import { useNearestDays } from "../api/nearest-days";
import { t } from "@/lib/i18n";

/**
 * "Nothing on this day/month", with links to the nearest earlier and later day (or month) that
 * has articles. If that lookup fails the message stands alone: the links are a convenience.
 */
export function NearestDaysNote({
  message,
  range,
  kind,
}: {
  message: string;
  range: StoredRange;
  kind: "day" | "month";
}) {
  const near = useNearestDays(range);
  const target = (day: string) =>
    kind === "day"
      ? { to: datePaths.day(day), text: formatDay(day) }
      : { to: datePaths.month(monthOf(day)), text: formatMonth(monthOf(day)) };
  const before = near.data?.before ? target(near.data.before) : null;
  const after = near.data?.after ? target(near.data.after) : null;
  return (
    <div className="flex flex-col gap-3">
      <EmptyState className="text-lg">{message}</EmptyState>
      {near.isLoading ? (
        <Spinner label={t("Finding the nearest days with articles…")} />
      ) : before || after ? (
        <ul aria-label={t("Nearest with articles")} className="flex flex-wrap justify-center gap-3">
          {before ? (
            <li>
              <Link to={before.to} className="text-brand-800 hover:text-brand-900 underline">
                ← {t("Earlier: {date}", { date: before.text })}
              </Link>
            </li>
          ) : null}
          {after ? (
            <li>
              <Link to={after.to} className="text-brand-800 hover:text-brand-900 underline">
                {t("Later: {date}", { date: after.text })} →
              </Link>
            </li>
          ) : null}
        </ul>
      ) : near.data ? (
        <p className="text-center text-slate-600">{t("No current affairs have been published yet.")}</p>
      ) : null}
    </div>
  );
}
