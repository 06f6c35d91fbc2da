import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/alert";
import { LoadMore } from "@/components/ui/pagination";
import { mockPaths } from "@/config/mock-paths";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/pocketbase";
import { dateLabel } from "@/lib/dates";
import { useQuizList, type QuizSummary } from "../api/list-quizzes";
import { QuizDescription } from "../components/quiz-description";
import { t } from "@/lib/i18n";

const NO_DAY = "none";

/** Consecutive quizzes of the same day together (the server sorts newest day first). */
function groupByDay(items: QuizSummary[]) {
  const groups: { day: string; items: QuizSummary[] }[] = [];
  for (const q of items) {
    const day = q.date ? q.date.slice(0, 10) : NO_DAY;
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(q);
    else groups.push({ day, items: [q] });
  }
  return groups;
}

export function QuizzesPage() {
  const { data: pages, error, isValidating, size, setSize, mutate } = useQuizList();
  const items = pages?.flatMap((p) => p.items) ?? [];
  const last = pages?.at(-1);
  // The first page: loading (again, after "Try again") or failed.
  const firstLoading = !pages && (isValidating || !error);
  const firstFailed = !pages && !isValidating && error;
  // A further page ("Load more") asked for and on its way.
  const loadingMore = pages !== undefined && size > pages.length && isValidating;

  function loadMore() {
    // One page past those shown: after a failed page, that same page again.
    void setSize((pages?.length ?? 0) + 1);
  }

  return (
    <main id="main" className="relative mx-auto min-h-[60vh] w-full max-w-4xl px-4 py-8 sm:py-12">
      <PageMeta
        title={t("Quizzes")}
        description={t("Free practice quizzes for Punjab government exams, PSTET and PCS.")}
      />
      {firstLoading ? (
        // The spec's loading overlay: covers the page area until the list arrives.
        <div className="absolute inset-0 z-10 flex items-start justify-center bg-white/80 pt-24 backdrop-blur-[1px]">
          <Spinner label={t("Loading quizzes…")} />
        </div>
      ) : null}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-4xl">
        {t("Test Your Knowledge with Exciting Quizzes!")}
      </h1>
      <Link
        to={mockPaths.list}
        className="border-brand-100 bg-brand-50 hover:bg-brand-100 mt-4 block rounded-lg border p-4"
      >
        <span className="text-brand-800 text-lg font-semibold">{t("Full mock tests")} →</span>
        <span className="mt-1 block text-slate-700">
          {t("Sectioned papers with a time for each section, like PSTET, Punjab Police and PSSSB exams.")}
        </span>
      </Link>
      {firstFailed ? (
        <LoadError
          error={error}
          fallback={t("Could not load the quizzes.")}
          onRetry={() => void mutate()}
          className="mt-6"
        />
      ) : null}
      {pages && items.length === 0 ? (
        <EmptyState className="mt-8 text-lg">{t("No Quizzes Available")}</EmptyState>
      ) : null}
      {groupByDay(items).map((group) => (
        <section key={group.day} aria-labelledby={`day-${group.day}`} className="mt-8">
          <h2 id={`day-${group.day}`} className="text-lg font-bold text-slate-800">
            {group.day === NO_DAY ? t("More quizzes") : dateLabel(group.day)}
          </h2>
          <ol className="marker:text-brand-700 mt-3 list-decimal space-y-4 pl-6 marker:font-bold sm:pl-8">
            {group.items.map((q) => (
              <li key={q.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <Link
                  to={paths.quiz(q.id)}
                  className="text-brand-800 text-lg font-semibold underline-offset-2 hover:underline"
                >
                  {q.name}
                </Link>
                {q.timeLimit > 0 ? (
                  <span className="ml-2 text-sm text-slate-600">
                    · {t("{minutes} min", { minutes: q.timeLimit })}
                  </span>
                ) : null}
                <QuizDescription html={q.desc} className="mt-1 text-slate-700" />
              </li>
            ))}
          </ol>
        </section>
      ))}
      <LoadMore
        hasMore={items.length > 0 && last !== undefined && last.page < last.totalPages}
        loading={loadingMore}
        error={pages ? error : undefined}
        onLoadMore={loadMore}
        errorText={errorMessage(error, t("Could not load more quizzes."))}
      />
    </main>
  );
}
