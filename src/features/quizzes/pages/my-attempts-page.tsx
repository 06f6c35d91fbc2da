// /me/attempts and /me/attempts/:id: a signed-in student's attempts on every device, and one
// reopened with its full review and "Retry only the wrong ones". Personal, so the server renders
// only the loading state (it never knows who is signed in); the page fills in after hydration.
import { useMemo, useState, useSyncExternalStore } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListStates } from "@/components/ui/list-states";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { useStudent } from "@/lib/student-session";
import { currentLang, dateFormatter, t } from "@/lib/i18n";
import { isNotFound } from "@/lib/pocketbase";
import type { MyAttempt, ReopenedAttempt } from "../api/attempts";
import { useMyAttempt, useMyAttempts } from "../api/my-attempts";
import { RankLine, RetryWrongButton } from "../components/quiz-result";
import { PracticePlayer } from "../components/practice-player";
import { QuizReview } from "../components/quiz-review";
import { formatNumber } from "../format";
import { formatClock } from "../player/use-countdown";
import { answersFromList, playableQuestions, retryQuestions, withReview } from "../scoring";

const noSubscribe = () => () => undefined;
/** False on the server and during hydration, true once the page is the browser's. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

const when = () => dateFormatter(currentLang(), { dateStyle: "medium", timeStyle: "short" });

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={title} />
      {children}
    </main>
  );
}

/** What a page that needs a signed-in student shows until it knows, and to a signed-out one. */
function SignedOut({ title }: { title: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <Spinner label={t("Loading your attempts…")} />;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-slate-800">{t("Sign in to see your attempts on every device.")}</p>
      <Link to={paths.signIn} className={buttonClass("primary", "lg", "mt-4")}>
        {t("Sign in")}
      </Link>
      <span className="sr-only">{title}</span>
    </div>
  );
}

export function MyAttemptsPage() {
  const student = useStudent();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const list = useMyAttempts(student?.id ?? null, page);
  const title = t("My attempts");
  return (
    <Shell title={title}>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {!student ? (
        <SignedOut title={title} />
      ) : (
        <ListStates
          result={list}
          loading={t("Loading your attempts…")}
          failed={t("Could not load your attempts.")}
          empty={
            <>
              {t("No attempts yet.")}{" "}
              <Link to={paths.quizzes} className="text-brand-800 underline underline-offset-2">
                {t("Take a quiz")}
              </Link>
            </>
          }
        >
          {(items) => (
            <>
              <ul
                aria-label={title}
                className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
              >
                {items.map((a) => (
                  <AttemptRow key={a.id} attempt={a} />
                ))}
              </ul>
              {list.data ? (
                <Pagination
                  page={list.data.page}
                  totalPages={list.data.totalPages}
                  onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
                />
              ) : null}
            </>
          )}
        </ListStates>
      )}
    </Shell>
  );
}

function AttemptRow({ attempt: a }: { attempt: MyAttempt }) {
  const total = a.correct + a.wrong + a.skipped;
  return (
    <li>
      <Link
        to={paths.myAttempt(a.id)}
        className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50"
      >
        <span className="text-brand-800 font-semibold underline underline-offset-2">{a.quizName}</span>
        <span className="text-sm text-slate-700">
          <strong className="text-slate-900">
            {formatNumber(a.score)} / {formatNumber(total)}
          </strong>{" "}
          · {formatClock(a.timeTaken)} · {when().format(new Date(a.created.replace(" ", "T")))}
          {a.ranked ? ` · ${t("ranked")}` : ""}
        </span>
      </Link>
    </li>
  );
}

export function MyAttemptPage() {
  const { id = "" } = useParams();
  const student = useStudent();
  const one = useMyAttempt(student?.id ?? null, id);
  const title = one.data?.quiz.name ?? t("My attempt");
  return (
    <Shell title={title}>
      <p className="text-sm">
        <Link to={paths.myAttempts} className="text-brand-800 underline underline-offset-2">
          ← {t("My attempts")}
        </Link>
      </p>
      <h1 className="mt-2 mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {!student ? (
        <SignedOut title={title} />
      ) : one.data ? (
        <Reopened data={one.data} />
      ) : one.error && !one.isValidating ? (
        isNotFound(one.error) ? (
          <EmptyState>{t("This attempt is not among yours.")}</EmptyState>
        ) : (
          <LoadError
            error={one.error}
            fallback={t("Could not load this attempt.")}
            onRetry={() => void one.mutate()}
          />
        )
      ) : (
        <Spinner label={t("Loading your attempt…")} />
      )}
    </Shell>
  );
}

function Reopened({ data }: { data: ReopenedAttempt }) {
  const { attempt, quiz, review } = data;
  const questions = useMemo(() => withReview(playableQuestions(quiz.questions), review), [quiz, review]);
  const answers = useMemo(() => answersFromList(attempt.answers), [attempt.answers]);
  const retry = retryQuestions(questions, answers);
  const [practice, setPractice] = useState(false);
  const total = attempt.correct + attempt.wrong + attempt.skipped;

  if (practice) {
    return <PracticePlayer questions={retry} showExplanations onBack={() => setPractice(false)} />;
  }
  return (
    <section aria-labelledby="attempt-score">
      <div className="border-brand-100 bg-brand-50 rounded-xl border p-5 text-center">
        <h2 id="attempt-score" className="text-xl font-bold text-slate-900">
          {t("Your score")}
        </h2>
        <p className="text-brand-800 mt-1 text-2xl font-bold sm:text-3xl">
          {formatNumber(attempt.score)} / {formatNumber(total)}
        </p>
        <p className="mt-1 text-slate-800">
          {t("{correct} right, {wrong} wrong", { correct: attempt.correct, wrong: attempt.wrong })} ·{" "}
          {t("Not answered:")} {attempt.skipped} · {t("Time taken:")} {formatClock(attempt.timeTaken)}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {when().format(new Date(attempt.created.replace(" ", "T")))}
        </p>
        <RankLine ranked={attempt.ranked} />
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <RetryWrongButton count={retry.length} onRetry={() => setPractice(true)} />
          <Link to={paths.quiz(quiz.id)} className={buttonClass("outline", "lg")}>
            {t("Take the quiz again")}
          </Link>
          {attempt.ranked ? (
            <Link to={paths.leaderboard(quiz.id)} className={buttonClass("outline", "lg")}>
              {t("Leaderboard")}
            </Link>
          ) : null}
        </div>
      </div>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t("Review your answers")}</h2>
      <QuizReview quizId={quiz.id} questions={questions} answers={answers} showExplanations />
    </section>
  );
}
