// All questions on one page rather than one at a time. On a cheap phone on slow data this is
// what works best: the whole quiz is already downloaded, the student scrolls natively (no
// re-render or tap per question), can skim ahead and go back to change an answer, and the
// position survives the screen turning off. A sticky bottom bar (progress + Submit) keeps
// "how far am I" in view, and submitting with gaps offers a jump to the first unanswered one.
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import type { QuizQuestion } from "@/types/pocketbase";
import { scoreQuiz } from "../scoring";
import { QuestionFieldset } from "./question-fieldset";
import { QuizReview } from "./quiz-review";

export function QuizPlayer({ questions }: { questions: QuizQuestion[] }) {
  const [answers, setAnswers] = useState<(string | undefined)[]>(() => questions.map(() => undefined));
  const [submitted, setSubmitted] = useState(false);
  const [confirmGaps, setConfirmGaps] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);

  const answered = answers.filter((a) => a !== undefined).length;
  const firstGap = answers.findIndex((a) => a === undefined);

  function choose(i: number, value: string) {
    setAnswers((prev) => prev.map((a, j) => (j === i ? value : a)));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (firstGap >= 0 && !confirmGaps) {
      setConfirmGaps(true);
      return;
    }
    finish();
  }

  function finish() {
    setSubmitted(true);
    setConfirmGaps(false);
    // The result replaces the form: move focus (and the screen) to it.
    requestAnimationFrame(() => topRef.current?.focus());
  }

  function tryAgain() {
    setAnswers(questions.map(() => undefined));
    setSubmitted(false);
    setConfirmGaps(false);
    requestAnimationFrame(() => topRef.current?.focus());
  }

  function goToGap() {
    const el = document.getElementById(`question-${firstGap + 1}`);
    el?.scrollIntoView({ block: "start" });
    el?.querySelector("input")?.focus();
  }

  return (
    <div ref={topRef} tabIndex={-1} className="mt-6 scroll-mt-24 outline-none">
      {submitted ? (
        <QuizReview
          questions={questions}
          answers={answers}
          score={scoreQuiz(questions, answers)}
          onTryAgain={tryAgain}
        />
      ) : (
        <form onSubmit={submit} aria-label="Quiz questions" noValidate>
          <ol className="space-y-4">
            {questions.map((q, i) => (
              <li key={i}>
                <QuestionFieldset
                  question={q}
                  index={i}
                  value={answers[i]}
                  onChange={(v) => choose(i, v)}
                  highlight={confirmGaps && answers[i] === undefined}
                />
              </li>
            ))}
          </ol>
          {/* Progress and Submit stay at the bottom of the screen, under the thumb on a phone
              (the site header already holds the top). */}
          <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
            {confirmGaps && firstGap >= 0 ? (
              <div
                role="alert"
                className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
              >
                <p>
                  {questions.length - answered === 1
                    ? "1 question is not answered yet."
                    : `${questions.length - answered} questions are not answered yet.`}{" "}
                  Unanswered questions count as wrong.
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={goToGap}>
                    Go to question {firstGap + 1}
                  </Button>
                  <Button size="sm" onClick={finish}>
                    Submit anyway
                  </Button>
                </div>
              </div>
            ) : null}
            <div className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <label htmlFor="quiz-progress" className="text-sm font-medium text-slate-700">
                  Answered {answered} of {questions.length}
                </label>
                <progress
                  id="quiz-progress"
                  max={questions.length}
                  value={answered}
                  className="accent-brand-700 mt-1 block h-2 w-full"
                />
              </div>
              <Button type="submit" size="lg" className="shrink-0">
                Submit answers
              </Button>
            </div>
          </div>
        </form>
      )}
    </div>
  );
}
