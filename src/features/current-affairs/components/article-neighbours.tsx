import { useEffect } from "react";
import { Link } from "react-router";
import { datePaths } from "@/config/date-paths";
import { paths } from "@/config/paths";
import { formatDay, istDayOf } from "@/lib/ist-date";
import { useNeighbours } from "../api/article-neighbours";
import type { ChainPoint } from "../api/date-filters";
import { t } from "@/lib/i18n";

/**
 * Under an article: the previous and next article by date and "More from this day". A failed
 * lookup shows nothing here (the article itself is what the visitor came for) and is logged.
 */
export function ArticleNeighbours({ article }: { article: ChainPoint }) {
  const res = useNeighbours(article.date ? article : null);
  const day = istDayOf(article.date);
  useEffect(() => {
    if (res.error) console.error("Loading the neighbouring articles failed", res.error);
  }, [res.error]);
  if (!res.data || !day) return null;
  const { previous, next, sameDay } = res.data;
  return (
    <div className="mt-8 flex flex-col gap-6 print:hidden">
      {sameDay.length ? (
        <section
          aria-labelledby="more-from-day"
          className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id="more-from-day" className="text-lg font-semibold text-slate-900">
            {t("More from this day")}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-slate-800">
            {sameDay.map((a) => (
              <li key={a.id}>
                <Link to={paths.currentAffair(a.seoURL)} className="hover:text-brand-700 hover:underline">
                  {a.name}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <Link to={datePaths.day(day)} className="text-brand-800 underline">
              {t("All current affairs of {day}", { day: formatDay(day) })}
            </Link>
          </p>
        </section>
      ) : null}
      {previous || next ? (
        <nav aria-label={t("Previous and next article")} className="grid gap-3 sm:grid-cols-2">
          {previous ? (
            <Link
              to={paths.currentAffair(previous.seoURL)}
              rel="prev"
              className="hover:border-brand-700 rounded-xl border border-slate-200 bg-white p-4"
            >
              <span className="block text-sm text-slate-600">← {t("Previous article")}</span>
              <span className="font-semibold text-slate-900">{previous.name}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={paths.currentAffair(next.seoURL)}
              rel="next"
              className="hover:border-brand-700 rounded-xl border border-slate-200 bg-white p-4 text-right"
            >
              <span className="block text-sm text-slate-600">{t("Next article")} →</span>
              <span className="font-semibold text-slate-900">{next.name}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
