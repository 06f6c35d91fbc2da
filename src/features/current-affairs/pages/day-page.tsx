import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { PageSection } from "@/components/layouts/page-section";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { Alert } from "@/components/ui/alert";
import { datePaths } from "@/config/date-paths";
import { paths } from "@/config/paths";
import {
  addDays,
  formatDay,
  formatMonth,
  formatShortDay,
  istDayRange,
  istToday,
  monthOf,
} from "@/lib/ist-date";
import { useDayArticles } from "../api/list-day";
import { ArticleGrid } from "../components/article-grid";
import { DateNav } from "../components/date-nav";
import { NearestDaysNote } from "../components/nearest-days-note";
import { t } from "@/lib/i18n";

/**
 * One IST day's articles: /currentaffairs/today (day omitted) or /currentaffairs/date/YYYY-MM-DD
 * (the route has validated `day`). Previous/next day links; no "next" past today.
 */
export function DayPage({ day: given }: { day?: string }) {
  const now = useMemo(() => new Date(), []);
  const today = istToday(now);
  const day = given ?? today;
  const isToday = day === today;
  const list = useDayArticles(day);
  const range = useMemo(() => istDayRange(day), [day]);

  useEffect(() => {
    if (list.error) console.error("Loading the day's current affairs failed", list.error);
  }, [list.error]);

  const title = isToday ? t("Today's Current Affairs") : t("Current Affairs: {day}", { day: formatDay(day) });
  const prev = addDays(day, -1);
  const next = addDays(day, 1);
  return (
    <PageSection title={title} intro={isToday ? formatDay(day) : undefined}>
      <PageMeta
        title={isToday ? t("Today's Current Affairs") : t("Current Affairs, {day}", { day: formatDay(day) })}
        description={t("Current affairs of {day} for Punjab government exams.", { day: formatDay(day) })}
      />
      <DateNav
        label={t("Days")}
        previous={{
          to: datePaths.day(prev),
          label: `← ${formatShortDay(prev)}`,
          ariaLabel: t("Previous day, {day}", { day: formatDay(prev) }),
        }}
        up={{
          to: datePaths.month(monthOf(day)),
          label: t("All of {month}", { month: formatMonth(monthOf(day)) }),
        }}
        next={
          day < today
            ? {
                to: next === today ? datePaths.today : datePaths.day(next),
                label: `${formatShortDay(next)} →`,
                ariaLabel: t("Next day, {day}", { day: formatDay(next) }),
              }
            : null
        }
      />

      <section aria-label={t("Articles")} aria-busy={list.loading} className="mt-6">
        {list.loading ? (
          <Spinner label={t("Loading current affairs…")} />
        ) : list.error ? (
          <Alert onRetry={list.reload}>
            <p>{t("Could not load current affairs. Check your connection and try again.")}</p>
          </Alert>
        ) : list.items.length === 0 ? (
          <NearestDaysNote
            kind="day"
            range={range}
            message={
              isToday
                ? t("Nothing has been published today yet.")
                : t("Nothing was published on {day}.", { day: formatDay(day) })
            }
          />
        ) : (
          <ArticleGrid label={t("Current affairs of {day}", { day: formatDay(day) })} list={list} now={now} />
        )}
      </section>
      {/* Shown once the list is in, in its final place (no jump as the cards arrive). */}
      {list.loading ? null : (
        <p className="mt-8 text-sm print:hidden">
          <Link to={paths.currentAffairs} className="text-brand-800 underline">
            {t("All current affairs (search and topics)")}
          </Link>
          {" · "}
          <Link to={datePaths.archive} className="text-brand-800 underline">
            {t("Archive by month")}
          </Link>
        </p>
      )}
    </PageSection>
  );
}
