import { useState } from "react";
import { Link } from "react-router";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/pocketbase";
import { usePageTitle } from "@/lib/use-page-title";
import { useResource } from "@/lib/use-resource";
import { listActiveQuizzes, type QuizSummary } from "../api/list-quizzes";
import { LoadError } from "../components/load-error";
import { QuizDescription } from "../components/quiz-description";

export function QuizzesPage() {
  usePageTitle("Quizs", "Free practice quizzes for Punjab government exams, PSTET and PCS.");
  const first = useResource("quizzes:list:1", () => listActiveQuizzes(1));
  // Further pages ("Load more") are kept here; the first page comes from the shared cache.
  const [more, setMore] = useState<{ items: QuizSummary[]; page: number; totalPages: number } | null>(null);
  const [moreState, setMoreState] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });

  const items = [...(first.data?.items ?? []), ...(more?.items ?? [])];
  const page = more?.page ?? first.data?.page ?? 1;
  const totalPages = more?.totalPages ?? first.data?.totalPages ?? 1;

  async function loadMore() {
    setMoreState({ loading: true, error: null });
    try {
      const next = await listActiveQuizzes(page + 1);
      setMore((m) => ({ items: [...(m?.items ?? []), ...next.items], page: next.page, totalPages: next.totalPages }));
      setMoreState({ loading: false, error: null });
    } catch (error) {
      setMoreState({ loading: false, error });
    }
  }

  return (
    <main id="main" className="relative mx-auto min-h-[60vh] w-full max-w-4xl px-4 py-8 sm:py-12">
      {first.loading ? (
        // The spec's loading overlay: covers the page area until the list arrives.
        <div className="absolute inset-0 z-10 flex items-start justify-center bg-white/80 pt-24 backdrop-blur-[1px]">
          <Spinner label="Loading quizzes…" />
        </div>
      ) : null}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-4xl">Test Your Knowledge with Exciting Quizzes!</h1>
      {first.error ? (
        <div className="mt-6">
          <LoadError error={first.error} fallback="Could not load the quizzes." onRetry={first.reload} />
        </div>
      ) : null}
      {!first.loading && !first.error && items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-center text-lg text-slate-700">
          No Quizzes Available
        </p>
      ) : null}
      {items.length > 0 ? (
        <ol className="mt-8 list-decimal space-y-4 pl-6 marker:font-bold marker:text-brand-700 sm:pl-8">
          {items.map((q) => (
            <li key={q.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <Link to={paths.quiz(q.id)} className="text-lg font-semibold text-brand-800 underline-offset-2 hover:underline">
                {q.name}
              </Link>
              <QuizDescription html={q.desc} className="mt-1 text-slate-700" />
            </li>
          ))}
        </ol>
      ) : null}
      {items.length > 0 && page < totalPages ? (
        <div className="mt-6 text-center">
          {moreState.error ? (
            <p role="alert" className="mb-2 text-red-700">
              {errorMessage(moreState.error, "Could not load more quizzes.")}
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={moreState.loading}
            className="rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {moreState.loading ? "Loading…" : "Load more"}
          </button>
        </div>
      ) : null}
    </main>
  );
}
