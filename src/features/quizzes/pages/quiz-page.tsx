import { useParams, Link } from "react-router";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/lib/use-page-title";
import { useResource } from "@/lib/use-resource";
import { htmlToText } from "@/lib/sanitize";
import { getActiveQuiz } from "../api/get-quiz";
import { LoadError } from "../components/load-error";
import { QuizDescription } from "../components/quiz-description";
import { QuizPlayer } from "../components/quiz-player";
import { playableQuestions } from "../scoring";

export function QuizPage() {
  const { id = "" } = useParams();
  const { data: quiz, error, loading, reload } = useResource(`quizzes:one:${id}`, () => getActiveQuiz(id));
  const found = quiz ?? null;
  usePageTitle(found ? found.name : loading || error ? "Quiz" : "Quiz not found", found ? htmlToText(found.desc).slice(0, 160) : undefined);

  if (loading) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 className="sr-only">Quiz</h1>
        <Spinner label="Loading quiz…" />
      </main>
    );
  }
  if (error) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">Quiz</h1>
        <div className="mt-6">
          <LoadError error={error} fallback="Could not load this quiz." onRetry={reload} />
        </div>
      </main>
    );
  }
  if (!found) {
    return (
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Quiz not found</h1>
        <p className="mt-3 text-slate-700">This quiz does not exist or is no longer available.</p>
        <Link to={paths.quizzes} className="mt-6 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          See all quizzes
        </Link>
      </main>
    );
  }

  const questions = playableQuestions(found.questions);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <p className="text-sm">
        <Link to={paths.quizzes} className="text-brand-800 underline underline-offset-2">
          ← All quizzes
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{found.name}</h1>
      <QuizDescription html={found.desc} className="mt-2" />
      {questions.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
          This quiz has no questions yet.
        </p>
      ) : (
        <QuizPlayer key={found.id} questions={questions} />
      )}
    </main>
  );
}
