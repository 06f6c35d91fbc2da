import { useEffect } from "react";
import { Link } from "react-router";
import { PageSection } from "@/components/layouts/page-section";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { datePaths } from "@/config/date-paths";
import { addMonths, formatMonth, monthOf } from "@/lib/ist-date";
import { useArchiveRange } from "../api/archive-range";
import { t, currentLang, dateFormatter } from "@/lib/i18n";

const monthName = () => dateFormatter(currentLang(), { timeZone: "UTC", month: "long" });

/** Months from the newest back to the oldest visible article, grouped by year (newest first). */
export function archiveYears(first: string, last: string): { year: string; months: string[] }[] {
  const years: { year: string; months: string[] }[] = [];
  // Bounded: the range comes from two dates in 2000–2099 at most.
  for (let m = monthOf(last); m >= monthOf(first); m = addMonths(m, -1)) {
    const year = m.slice(0, 4);
    if (years.at(-1)?.year !== year) years.push({ year, months: [] });
    years.at(-1)!.months.push(m);
  }
  return years;
}

export function ArchivePage() {
  const res = useArchiveRange();
  useEffect(() => {
    if (res.error) console.error("Loading the archive failed", res.error);
  }, [res.error]);
  const data = res.data;
  return (
    <PageSection
      title={t("Current Affairs Archive")}
      intro={t("Revise month by month: open a month to see its days and print it.")}
    >
      <PageMeta
        title={t("Current Affairs Archive")}
        description={t("Current affairs month by month, for revision before an exam.")}
      />
      <p className="print:hidden">
        <Link to={datePaths.today} className="text-brand-800 underline">
          {t("Today's current affairs")}
        </Link>
      </p>
      <section aria-label={t("Months")} aria-busy={res.isLoading} className="mt-6">
        {res.isLoading ? (
          <Spinner label={t("Loading the archive…")} />
        ) : !data ? (
          <Alert onRetry={() => void res.mutate()}>
            <p>{t("Could not load the archive. Check your connection and try again.")}</p>
          </Alert>
        ) : !data.first || !data.last ? (
          <EmptyState className="text-lg">{t("No current affairs found.")}</EmptyState>
        ) : (
          <div className="flex flex-col gap-6">
            {archiveYears(data.first, data.last).map(({ year, months }) => (
              <section key={year} aria-labelledby={`year-${year}`}>
                <h2 id={`year-${year}`} className="text-xl font-bold text-slate-900">
                  {year}
                </h2>
                <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                  {months.map((m) => (
                    <li key={m}>
                      <Link
                        to={datePaths.month(m)}
                        aria-label={formatMonth(m)}
                        className="hover:border-brand-700 hover:text-brand-800 flex min-h-11 items-center justify-center rounded-lg border border-slate-200 bg-white px-3 py-2 font-medium text-slate-800"
                      >
                        {monthName().format(Date.parse(`${m}-01T00:00:00Z`))}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>
    </PageSection>
  );
}
