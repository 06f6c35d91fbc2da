import { Link, useParams } from "react-router";
import { DraftBanner } from "@/components/draft-banner";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import { htmlToText } from "@/lib/sanitize";
import { useActiveQuiz } from "../api/get-quiz";
import { QuizDescription } from "../components/quiz-description";
import { QuizPlayer } from "../components/quiz-player";
import { playableQuestions } from "../scoring";
import { t } from "@/lib/i18n";
import { QuizNotFound } from "../components/quiz-not-found";

export function QuizPage() {
  const { id = "" } = useParams();
  const { data: quiz, error, isValidating, mutate } = useActiveQuiz(id);
  // undefined: not loaded yet (or loading again after "Try again"); null: no such active quiz.
  const loading = quiz === undefined && (isValidating || !error);

  if (loading) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageMeta title={t("Quiz")} />
        <h1 className="sr-only">{t("Quiz")}</h1>
        <Spinner label={t("Loading quiz…")} />
      </main>
    );
  }
  if (quiz === undefined) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageMeta title={t("Quiz")} />
        <h1 className="text-2xl font-bold text-slate-900">{t("Quiz")}</h1>
        <LoadError
          error={error}
          fallback={t("Could not load this quiz.")}
          onRetry={() => void mutate()}
          className="mt-6"
        />
      </main>
    );
  }
  if (quiz === null) return <QuizNotFound />;

  const questions = playableQuestions(quiz.questions);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={quiz.name} description={htmlToText(quiz.desc).slice(0, 160)} />
      <DraftBanner what="quiz" record={quiz} />
      <p className="text-sm">
        <Link to={paths.quizzes} className="text-brand-800 underline underline-offset-2">
          ← {t("All quizzes")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{quiz.name}</h1>
      <QuizDescription html={quiz.desc} className="mt-2" />
      {questions.length === 0 ? (
        <EmptyState className="mt-8">{t("This quiz has no questions yet.")}</EmptyState>
      ) : (
        <QuizPlayer key={`${quiz.id}:${quiz.updated}`} quiz={quiz} questions={questions} />
      )}
    </main>
  );
}
