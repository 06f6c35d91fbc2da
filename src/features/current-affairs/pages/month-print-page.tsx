import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { datePaths } from "@/config/date-paths";
import { paths } from "@/config/paths";
import { formatDay, formatMonth, istDayOf } from "@/lib/ist-date";
import { siteOrigin } from "@/lib/site-origin";
import { useSettings } from "@/lib/site-settings";
import { useMonthContent } from "../api/list-month-content";
import { storedBody } from "../api/get-current-affair";
import { ArticleHtml } from "../components/document-view";
import { t } from "@/lib/i18n";

/**
 * The month as one printable document: every article with its content, one per printed page,
 * the institute's name and address at the foot of every page. The browser's "Save as PDF" turns
 * it into the monthly compilation students revise from. Screen-only controls are print:hidden;
 * the site header and footer are hidden in print by the public layout.
 */
export function MonthPrintPage({ month }: { month: string }) {
  const [progress, setProgress] = useState<{ loaded: number; total: number }>({ loaded: 0, total: -1 });
  const res = useMonthContent(month, (loaded, total) =>
    setProgress((p) => ({ loaded, total: total >= 0 ? total : p.total })),
  );
  const settings = useSettings();
  const siteUrl = (settings.siteUrl || siteOrigin()).replace(/\/+$/, "");
  const name = formatMonth(month);

  useEffect(() => {
    if (res.error) console.error("Loading the month for printing failed", res.error);
  }, [res.error]);

  const items = res.data?.items ?? [];
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <PageMeta
        title={t("Current Affairs, {month} (print)", { month: name })}
        description={t("Current affairs of {month}, ready to print.", { month: name })}
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={datePaths.month(month)} className="text-brand-800 underline">
          ← {t("Back to {month}", { month: name })}
        </Link>
        <Button
          onClick={() => window.print()}
          disabled={!res.data || items.length === 0}
          className="min-h-11"
        >
          {t("Print or save as PDF")}
        </Button>
      </div>

      <header className="border-b-2 border-slate-900 pb-3">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {settings.instituteName}
        </p>
        <h1 className="text-3xl font-bold text-slate-900">
          {t("Current Affairs: {month}", { month: name })}
        </h1>
        {res.data ? (
          <p className="mt-1 text-slate-700">
            {t("{count, plural, one {# article} other {# articles}}", { count: items.length })}
          </p>
        ) : null}
      </header>

      <section aria-label={t("Articles")} aria-busy={res.isLoading} className="mt-6">
        {res.isLoading ? (
          <Spinner
            label={
              progress.total > 0
                ? t("Loading articles: {loaded} of {total}…", {
                    loaded: progress.loaded,
                    total: progress.total,
                  })
                : t("Loading the month's articles…")
            }
          />
        ) : !res.data ? (
          <Alert onRetry={() => void res.mutate()}>
            <p>{t("Could not load this month for printing. Check your connection and try again.")}</p>
          </Alert>
        ) : items.length === 0 ? (
          <EmptyState className="text-lg">
            {t("Nothing was published in {month}.", { month: name })}
          </EmptyState>
        ) : (
          <>
            {res.data.truncated ? (
              <p className="mb-4 text-slate-700 print:hidden">
                {t("This month is very long: the first {count} articles are shown.", { count: items.length })}
              </p>
            ) : null}
            {/* A table whose footer row Chrome repeats on every printed page: it keeps the
                last lines of each page clear of the fixed print footer. */}
            <table role="presentation" className="w-full border-collapse">
              <tbody>
                <tr>
                  <td className="p-0">
                    {items.map((a, i) => (
                      <article
                        key={a.id}
                        aria-labelledby={`print-${a.id}`}
                        className={`py-6 ${i > 0 ? "border-t border-slate-200 print:break-before-page print:border-0" : ""}`}
                      >
                        <h2 id={`print-${a.id}`} className="text-2xl font-bold text-slate-900">
                          {a.name}
                        </h2>
                        <p className="mt-1 text-sm text-slate-600">
                          <time dateTime={istDayOf(a.date)}>{formatDay(istDayOf(a.date))}</time>
                        </p>
                        {a.desc ? <p className="mt-3 text-slate-800 italic">{a.desc}</p> : null}
                        <div className="mt-4">
                          {storedBody(a) ? (
                            <ArticleHtml html={storedBody(a)} demoteBy={2} />
                          ) : (
                            <p className="text-slate-700">
                              {t("The full text of this article is in its Word document:")} {siteUrl}
                              {paths.currentAffair(a.seoURL)}
                            </p>
                          )}
                        </div>
                      </article>
                    ))}
                  </td>
                </tr>
              </tbody>
              <tfoot aria-hidden="true" className="hidden print:table-footer-group">
                <tr>
                  <td className="h-10 p-0" />
                </tr>
              </tfoot>
            </table>
          </>
        )}
      </section>

      <footer
        data-print-footer
        className="mt-8 hidden border-t border-slate-300 pt-2 text-center text-xs text-slate-700 print:fixed print:inset-x-0 print:bottom-0 print:block print:bg-white"
      >
        {settings.instituteName} · {siteUrl}
      </footer>
    </main>
  );
}
