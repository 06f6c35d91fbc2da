import { useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Spinner } from "@/components/spinner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useStudent } from "@/lib/student-session";
import type { Quiz } from "@/types/pocketbase";
import type { RankReason } from "../api/attempts";
import { useDayArticles } from "../api/list-day-articles";
import type { PastAttempt } from "../player/progress";
import { formatClock } from "../player/use-countdown";
import type { Result } from "../player/use-quiz-session";
import { retryQuestions, scoreQuiz, withReview, type PlayQuestion } from "../scoring";
import { LeaderboardView } from "./leaderboard-view";
import { PastAttempts } from "./past-attempts";
import { PracticePlayer } from "./practice-player";
import { QuizReview } from "./quiz-review";
import { msg, t } from "@/lib/i18n";

interface Props {
  quiz: Quiz;
  questions: PlayQuestion[];
  result: Result;
  history: PastAttempt[];
  onRestart: () => void;
  onResend: () => void;
}

/**
 * After Submit: while the answers are on their way, a spinner; without a network, the attempt kept
 * on this phone; then the server's score with its arithmetic, whether it was ranked, the review
 * with the right answers and explanations the server revealed, "Retry only the wrong ones" and
 * this device's attempts.
 */
export function QuizResult({ quiz, questions, result, history, onRestart, onResend }: Props) {
  if (result.state === "done" && result.server)
    return <Scored {...{ quiz, questions, result, history, onRestart }} />;
  return (
    <section aria-labelledby="quiz-result">
      <ResultBox title={result.timedOut ? t("Time is up: your answers are in") : t("Your answers are in")}>
        {result.state === "sending" ? <Spinner label={t("Sending your answers…")} className="py-4" /> : null}
        {result.state === "offline" ? (
          <p role="status" className="mt-2 font-semibold text-slate-900">
            {t("Saved on this phone; your score appears when you are back online")}
          </p>
        ) : null}
        {result.state === "failed" ? (
          <Alert className="mt-3 text-left" onRetry={onResend}>
            {result.message}
          </Alert>
        ) : null}
        <p className="mt-2 text-slate-800">
          {t("Time taken:")} <strong>{formatClock(result.seconds)}</strong>
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {result.state === "offline" ? (
            <Button size="lg" onClick={onResend}>
              {t("Send now")}
            </Button>
          ) : null}
          <RestartButton onRestart={onRestart} />
        </div>
      </ResultBox>
      <PastAttempts history={history} />
    </section>
  );
}

function Scored({ quiz, questions, result, history, onRestart }: Omit<Props, "onResend">) {
  const server = result.server!;
  const keyed = useMemo(() => withReview(questions, server.review), [questions, server.review]);
  const score = scoreQuiz(keyed, result.answers, quiz.negativeMarking);
  const retry = retryQuestions(keyed, result.answers);
  const [practice, setPractice] = useState(false);
  const student = useStudent();
  const day = quiz.date ? quiz.date.slice(0, 10) : null;
  const ranked = Boolean(quiz.ranked);

  if (practice) {
    return (
      <PracticePlayer
        questions={retry}
        showExplanations={quiz.showExplanations}
        onBack={() => setPractice(false)}
      />
    );
  }

  return (
    <section aria-labelledby="quiz-result">
      <ResultBox title={result.timedOut ? t("Time is up: your score") : t("Your score")}>
        <p className="text-brand-800 mt-1 text-2xl font-bold sm:text-3xl">
          {score.marks} / {score.total}
        </p>
        <p className="mt-1 text-slate-800">{score.arithmetic}</p>
        <dl className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-1 text-slate-800">
          <div>
            <dt className="inline">{t("Accuracy:")} </dt>
            <dd className="inline font-semibold">{score.accuracy}%</dd>
          </div>
          <div>
            <dt className="inline">{t("Time taken:")} </dt>
            <dd className="inline font-semibold">{formatClock(result.seconds)}</dd>
          </div>
          <div>
            <dt className="inline">{t("Not answered:")} </dt>
            <dd className="inline font-semibold">{score.skipped}</dd>
          </div>
        </dl>
        <RankLine ranked={server.ranked} reason={server.rankReason} note={server.rankNote} />
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <RetryWrongButton count={retry.length} onRetry={() => setPractice(true)} />
          <RestartButton onRestart={onRestart} />
        </div>
      </ResultBox>
      {ranked || server.ranked ? (
        <section aria-labelledby="quiz-leaderboard" className="mt-6">
          <h2 id="quiz-leaderboard" className="text-lg font-bold text-slate-900">
            {t("Leaderboard")}
          </h2>
          <div className="mt-2">
            <LeaderboardView quizId={quiz.id} page={1} perPage={10} headingLevel={3} />
          </div>
          <p className="mt-2">
            <Link to={paths.leaderboard(quiz.id)} className="text-brand-800 underline underline-offset-2">
              {t("See the whole leaderboard")}
            </Link>
          </p>
        </section>
      ) : null}
      {student ? (
        <p className="mt-4">
          <Link to={paths.myAttempts} className="text-brand-800 underline underline-offset-2">
            {t("All my attempts")}
          </Link>
        </p>
      ) : null}
      {day ? <DayLinks day={day} /> : null}
      <PastAttempts history={history} />
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t("Review your answers")}</h2>
      <QuizReview
        quizId={quiz.id}
        questions={keyed}
        answers={result.answers}
        showExplanations={quiz.showExplanations}
      />
    </section>
  );
}

// The server's reasons an attempt is practice, in the page's language (its rankNote is English).
const REASONS: Record<RankReason, string> = {
  signedOut: msg("Sign in to have your first attempt on this quiz ranked."),
  notFirst: msg("Only your first attempt is ranked; this one is practice."),
  noStart: msg("This attempt was not started on the server (offline?), so it is kept as practice."),
  otherStart: msg(
    "This start was issued for another quiz or another student, so this attempt is kept as practice.",
  ),
  usedStart: msg("This start was already used by another attempt, so this one is kept as practice."),
  late: msg("Submitted after the time limit: kept as practice."),
};

/** Whether this attempt counts on the leaderboard, and why not when the student might expect it. */
/** The result's box: its heading (the section's label) and what follows it. */
function ResultBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-brand-100 bg-brand-50 rounded-xl border p-5 text-center">
      <h2 id="quiz-result" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </div>
  );
}

function RestartButton({ onRestart }: { onRestart: () => void }) {
  return (
    <Button variant="outline" size="lg" onClick={onRestart}>
      {t("Take the quiz again")}
    </Button>
  );
}

/** "Retry only the wrong ones (n)", or nothing when none was wrong. */
export function RetryWrongButton({ count, onRetry }: { count: number; onRetry: () => void }) {
  return count > 0 ? (
    <Button size="lg" onClick={onRetry}>
      {t("Retry only the wrong ones ({count})", { count })}
    </Button>
  ) : null;
}

export function RankLine({
  ranked,
  reason,
  note,
}: {
  ranked: boolean;
  reason?: RankReason | null;
  note?: string | null;
}) {
  if (ranked) {
    return (
      <p className="mt-3 font-semibold text-green-800">
        <span aria-hidden="true">★ </span>
        {t("Ranked: this attempt counts on the leaderboard.")}
      </p>
    );
  }
  // Signed out, the leaderboard below offers "Sign in to get a rank" already.
  if (reason === "signedOut") return null;
  const text = reason && REASONS[reason] ? t(REASONS[reason]) : note;
  return text ? <p className="mt-3 text-slate-800">{text}</p> : null;
}

/** Links back to the current affairs the quiz covers (its day's articles). */
function DayLinks({ day }: { day: string }) {
  const { data } = useDayArticles(day);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="quiz-articles" className="mt-6">
      <h2 id="quiz-articles" className="text-lg font-bold text-slate-900">
        {t("Read this day's current affairs")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {data.map((a) => (
          <li key={a.id}>
            <Link to={paths.currentAffair(a.seoURL)} className="text-brand-800 underline underline-offset-2">
              {a.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
