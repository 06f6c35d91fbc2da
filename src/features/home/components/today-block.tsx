import type { ReactNode } from "react";
import { Link } from "react-router";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n";
import { dayOf, useToday } from "../api/get-today";

const LINK = "text-brand-800 underline underline-offset-2 hover:text-brand-900";

/**
 * "Today", first on the home page: today's articles and quiz (IST), or the latest day's with a note
 * when nothing is out yet today. Plain links: the server's HTML works before (and without) its
 * code, which the route loads at the first touch or keypress (src/app/routes/home.tsx). `streak`
 * (a signed-in student's) fills in beside the heading after hydration.
 */
export function TodayBlock({ streak }: { streak?: ReactNode }) {
  return (
    <section aria-labelledby="today-heading" className="mx-auto max-w-7xl px-4 py-4">
      <div className="border-brand-100 bg-brand-50 rounded-xl border p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h2 id="today-heading" className="text-lg font-bold text-slate-900">
            {t("Today")}
          </h2>
          {streak}
        </div>
        <TodayList />
      </div>
    </section>
  );
}

function TodayList() {
  const { data, error, mutate } = useToday();
  if (!data) {
    return error ? (
      <LoadError
        error={error}
        fallback={t("Could not load current affairs. Check your connection and try again.")}
        onRetry={() => void mutate()}
        className="mt-2"
      />
    ) : (
      <Spinner className="py-2" />
    );
  }
  const { articles, quiz, day } = data;
  const latest = articles[0] ? dayOf(articles[0].date) : quiz ? dayOf(quiz.date) : "";
  const quizDay = quiz ? dayOf(quiz.date) : "";
  if (!latest) return <p className="mt-1 text-slate-700">{t("Nothing has been published today yet.")}</p>;
  return (
    <>
      {latest !== day && quizDay !== day ? (
        <p className="mt-1 text-sm text-slate-700">
          {latest === yesterdayOf(day)
            ? t("Nothing yet today — yesterday's:")
            : t("Nothing yet today — the latest:")}
        </p>
      ) : null}
      <ul className="mt-2 space-y-1.5">
        {articles.map((a) => (
          <li key={a.id} className="leading-snug">
            <Link to={paths.currentAffair(a.seoURL ?? "")} className={LINK}>
              {a.name}
            </Link>
          </li>
        ))}
        {quiz ? (
          <li className="leading-snug">
            <Link to={paths.quiz(quiz.id)} className={`${LINK} font-semibold`}>
              {quizDay === day ? t("Take today's quiz") : t("Take this day's quiz")}: {quiz.name}
            </Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}

function yesterdayOf(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
