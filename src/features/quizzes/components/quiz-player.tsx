// All questions on one page rather than one at a time: on a cheap phone on slow data the whole
// quiz is already downloaded, the student scrolls natively and can go back to change an answer.
// The exam parts sit on top: a countdown that submits at zero, a palette to jump to any question
// (answered / not answered / marked for review) and "Mark for review" on each question. Everything
// is kept on the device until submitted (use-quiz-session.ts).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import type { Quiz } from "@/types/pocketbase";
import { useQuizSession } from "../player/use-quiz-session";
import type { PlayQuestion } from "../scoring";
import { QuestionFieldset } from "./question-fieldset";
import { paletteState } from "@/components/palette-look";
import { QuestionPalette } from "@/components/question-palette";
import { QuizIntro } from "./quiz-intro";
import { QuizResult } from "./quiz-result";
import { QuizTimer } from "./quiz-timer";
import { t } from "@/lib/i18n";

export function QuizPlayer({ quiz, questions }: { quiz: Quiz; questions: PlayQuestion[] }) {
  const session = useQuizSession(quiz, questions);
  const { progress, result, order, optionOrders } = session;
  const [confirmGaps, setConfirmGaps] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);

  function showTop() {
    // The result replaces the form: move focus and the screen to it.
    requestAnimationFrame(() => {
      topRef.current?.scrollIntoView?.({ block: "start" });
      topRef.current?.focus({ preventScroll: true });
    });
  }

  // However the quiz ended (Submit or the clock), the result takes focus and the screen.
  useEffect(() => {
    if (result) showTop();
  }, [result]);

  if (result) {
    return (
      <div ref={topRef} tabIndex={-1} className="mt-6 scroll-mt-24 outline-none">
        <QuizResult
          quiz={quiz}
          questions={questions}
          result={result}
          history={session.history}
          onRestart={() => {
            session.start();
            showTop();
          }}
          onResend={() => void session.resend()}
        />
      </div>
    );
  }
  if (!progress) {
    return (
      <QuizIntro quiz={quiz} count={questions.length} history={session.history} onStart={session.start} />
    );
  }

  const shown = order.map((i) => questions[i]);
  const answered = shown.filter((q) => progress.answers[q.stored] !== undefined).length;
  const firstGap = shown.findIndex((q) => progress.answers[q.stored] === undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (firstGap >= 0 && !confirmGaps) {
      setConfirmGaps(true);
      return;
    }
    finish();
  }

  function finish() {
    setConfirmGaps(false);
    session.submit(false);
    showTop();
  }

  function jump(i: number) {
    const el = document.getElementById(`question-${i + 1}`);
    el?.scrollIntoView?.({ block: "start" });
    el?.focus({ preventScroll: true });
  }

  return (
    <div ref={topRef} tabIndex={-1} className="mt-6 scroll-mt-24 outline-none">
      <details className="rounded-lg border border-slate-200 bg-white p-3" open>
        <summary className="cursor-pointer font-semibold text-slate-900">{t("Questions")}</summary>
        <div className="mt-2">
          <QuestionPalette
            states={shown.map((q) =>
              paletteState(progress.answers[q.stored] !== undefined, progress.marked.includes(q.stored)),
            )}
            onJump={jump}
          />
        </div>
      </details>
      <form onSubmit={submit} aria-label={t("Quiz questions")} noValidate className="mt-4">
        <ol className="space-y-4">
          {shown.map((q, i) => (
            <li key={q.stored}>
              <QuestionFieldset
                question={q}
                index={i}
                optionOrder={optionOrders[order[i]]}
                value={progress.answers[q.stored]}
                onChange={(v) => session.choose(q.stored, v)}
                marked={progress.marked.includes(q.stored)}
                onToggleMark={() => session.toggleMark(q.stored)}
                highlight={confirmGaps && progress.answers[q.stored] === undefined}
              />
            </li>
          ))}
        </ol>
        {/* Time, progress and Submit stay at the bottom of the screen, under the thumb on a phone
            (the site header already holds the top). */}
        <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
          {confirmGaps && firstGap >= 0 ? (
            <div
              role="alert"
              className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
            >
              <p>
                {t("{count, plural, one {# question is} other {# questions are}} not answered yet.", {
                  count: shown.length - answered,
                })}{" "}
                {t("Unanswered questions get no marks.")}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => jump(firstGap)}>
                  {t("Go to question {n}", { n: firstGap + 1 })}
                </Button>
                <Button size="sm" onClick={finish}>
                  {t("Submit anyway")}
                </Button>
              </div>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {session.left !== null ? (
              <QuizTimer left={session.left} announcement={session.announcement} />
            ) : null}
            <div className="min-w-32 flex-1">
              <label htmlFor="quiz-progress" className="text-sm font-medium text-slate-700">
                {t("Answered {answered} of {total}", { answered, total: shown.length })}
              </label>
              <progress
                id="quiz-progress"
                max={shown.length}
                value={answered}
                className="accent-brand-700 mt-1 block h-2 w-full"
              />
            </div>
            <Button type="submit" size="lg" className="shrink-0">
              {t("Submit answers")}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
