import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { Quiz } from "@/types/pocketbase";
import { useDayArticles } from "../api/list-day-articles";
import type { PastAttempt } from "../player/progress";
import { formatClock } from "../player/use-countdown";
import type { Result } from "../player/use-quiz-session";
import { outcomeOf, type PlayQuestion } from "../scoring";
import { PastAttempts } from "./past-attempts";
import { PracticePlayer } from "./practice-player";
import { QuizReview } from "./quiz-review";
import { t } from "@/lib/i18n";

interface Props {
  quiz: Quiz;
  questions: PlayQuestion[];
  result: Result;
  history: PastAttempt[];
  onRestart: () => void;
}

/** The score with its arithmetic, the review, "Retry only the wrong ones" and this device's attempts. */
export function QuizResult({ quiz, questions, result, history, onRestart }: Props) {
  const { score } = result;
  const wrongOnes = questions.filter((q) => outcomeOf(q, result.answers) === "wrong");
  const [practice, setPractice] = useState(false);
  const practiceRef = useRef<HTMLDivElement>(null);
  const day = quiz.date ? quiz.date.slice(0, 10) : null;

  if (practice) {
    return (
      <div ref={practiceRef}>
        <PracticePlayer
          questions={wrongOnes}
          showExplanations={quiz.showExplanations}
          onBack={() => setPractice(false)}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="quiz-result">
      <div className="border-brand-100 bg-brand-50 rounded-xl border p-5 text-center">
        <h2 id="quiz-result" className="text-xl font-bold text-slate-900">
          {result.timedOut ? t("Time is up: your score") : t("Your score")}
        </h2>
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
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {wrongOnes.length > 0 ? (
            <Button size="lg" onClick={() => setPractice(true)}>
              {t("Retry only the wrong ones ({count})", { count: wrongOnes.length })}
            </Button>
          ) : null}
          <Button variant="outline" size="lg" onClick={onRestart}>
            {t("Take the quiz again")}
          </Button>
        </div>
      </div>
      {day ? <DayLinks day={day} /> : null}
      <PastAttempts history={history} />
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t("Review your answers")}</h2>
      <QuizReview
        quizId={quiz.id}
        questions={questions}
        answers={result.answers}
        showExplanations={quiz.showExplanations}
      />
    </section>
  );
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
