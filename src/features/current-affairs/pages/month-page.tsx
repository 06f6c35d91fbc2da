import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { PageSection } from "@/components/layouts/page-section";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { datePaths } from "@/config/date-paths";
import { paths } from "@/config/paths";
import { addMonths, formatDay, formatMonth, istMonthRange, istToday, monthOf } from "@/lib/ist-date";
import { useMonth } from "../api/list-month";
import { DateNav } from "../components/date-nav";
import { NearestDaysNote } from "../components/nearest-days-note";
import { t } from "@/lib/i18n";

/** A month grouped by IST day, with counts; links to each day, each article and the printable month. */
export function MonthPage({ month }: { month: string }) {
  const thisMonth = monthOf(istToday());
  const res = useMonth(month);
  const range = useMemo(() => istMonthRange(month), [month]);
  const name = formatMonth(month);

  useEffect(() => {
    if (res.error) console.error("Loading the month's current affairs failed", res.error);
  }, [res.error]);

  const prev = addMonths(month, -1);
  const next = addMonths(month, 1);
  const data = res.data;
  return (
    <PageSection
      title={t("Current Affairs: {month}", { month: name })}
      intro={
        data && data.total
          ? t(
              "{count, plural, one {# article} other {# articles}} on {days, plural, one {# day} other {# days}}",
              {
                count: data.total,
                days: data.days.length,
              },
            )
          : // The line keeps its place while loading (and when empty), so nothing below it jumps.
            "\u00a0"
      }
    >
      <PageMeta
        title={t("Current Affairs, {month}", { month: name })}
        description={t("Every current affairs article of {month}, day by day.", { month: name })}
      />
      <DateNav
        label={t("Months")}
        previous={{ to: datePaths.month(prev), label: `← ${formatMonth(prev)}` }}
        up={{ to: datePaths.archive, label: t("Archive") }}
        next={month < thisMonth ? { to: datePaths.month(next), label: `${formatMonth(next)} →` } : null}
      />

      <section aria-label={t("Days")} aria-busy={res.isLoading} className="mt-6">
        {res.isLoading ? (
          <Spinner label={t("Loading the month…")} />
        ) : !data ? (
          <Alert onRetry={() => void res.mutate()}>
            <p>{t("Could not load this month. Check your connection and try again.")}</p>
          </Alert>
        ) : data.days.length === 0 ? (
          <NearestDaysNote
            kind="month"
            range={range}
            message={t("Nothing was published in {month}.", { month: name })}
          />
        ) : (
          <>
            <p className="mb-4 print:hidden">
              <Link to={datePaths.monthPrint(month)} className={buttonClass("primary", "md", "min-h-11")}>
                {t("Print this month (save as PDF)")}
              </Link>
            </p>
            {data.truncated ? (
              <p className="mb-4 text-slate-700">
                {t("This month has too many articles to list at once; the first ones are shown.")}
              </p>
            ) : null}
            <ol className="flex flex-col gap-4">
              {data.days.map(({ day, items }) => (
                <li key={day} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <h2 className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-semibold text-slate-900">
                    <Link to={datePaths.day(day)} className="hover:text-brand-700 hover:underline">
                      {formatDay(day)}
                    </Link>
                    <span className="text-sm font-normal text-slate-600">
                      {t("{count, plural, one {# article} other {# articles}}", { count: items.length })}
                    </span>
                  </h2>
                  <ul className="mt-2 list-disc pl-5 text-slate-800">
                    {items.map((a) => (
                      <li key={a.id}>
                        <Link
                          to={paths.currentAffair(a.seoURL)}
                          className="hover:text-brand-700 underline-offset-2 hover:underline"
                        >
                          {a.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </PageSection>
  );
}
