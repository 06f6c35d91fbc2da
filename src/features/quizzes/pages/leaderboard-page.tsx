import { Link, useParams, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n";
import { QuizNotFound } from "../components/quiz-not-found";
import { useQuizTitle } from "../api/leaderboard";
import { LeaderboardView } from "../components/leaderboard-view";

/** /quizzes/:id/leaderboard: public, rendered on the server; the student's own rank fills in after. */
export function LeaderboardPage() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const { data: quiz, error, isValidating, mutate } = useQuizTitle(id);

  if (quiz === undefined) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageMeta title={t("Leaderboard")} />
        <h1 className="text-2xl font-bold text-slate-900">{t("Leaderboard")}</h1>
        {error && !isValidating ? (
          <LoadError
            error={error}
            fallback={t("Could not load the leaderboard.")}
            onRetry={() => void mutate()}
            className="mt-6"
          />
        ) : (
          <Spinner label={t("Loading the leaderboard…")} />
        )}
      </main>
    );
  }
  if (quiz === null) return <QuizNotFound />;

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={t("Leaderboard: {name}", { name: quiz.name })} />
      <p className="text-sm">
        <Link to={paths.quiz(quiz.id)} className="text-brand-800 underline underline-offset-2">
          ← {t("Back to the quiz")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t("Leaderboard: {name}", { name: quiz.name })}
      </h1>
      <p className="mt-1 mb-4 text-slate-700">
        {t("Each student's first attempt counts. Ties go to the faster time.")}
      </p>
      <LeaderboardView
        quizId={quiz.id}
        page={page}
        onPage={(p) => {
          setParams(p > 1 ? { page: String(p) } : {});
          document.getElementById("main")?.scrollIntoView?.({ block: "start" });
        }}
      />
    </main>
  );
}
