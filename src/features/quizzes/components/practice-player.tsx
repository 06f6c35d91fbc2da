// "Retry only the wrong ones": the questions answered wrongly, untimed and unrecorded (practice,
// not an attempt: it is not posted and not added to the device's history).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { scoreQuiz, type Answers, type PlayQuestion } from "../scoring";
import { QuestionFieldset } from "./question-fieldset";
import { QuizReview } from "./quiz-review";
import { t } from "@/lib/i18n";

interface Props {
  questions: PlayQuestion[];
  showExplanations: boolean;
  onBack: () => void;
}

export function PracticePlayer({ questions, showExplanations, onBack }: Props) {
  const [answers, setAnswers] = useState<Answers>({});
  const [marked, setMarked] = useState<number[]>([]);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [done]);

  function submit(e: FormEvent) {
    e.preventDefault();
    setDone(true);
  }
  const score = scoreQuiz(questions, answers);

  return (
    <section aria-labelledby="practice-heading">
      <h2
        id="practice-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-bold outline-none"
      >
        {done
          ? t("Retry result: {correct} of {total} right now", { correct: score.correct, total: score.total })
          : t("Retry the wrong ones")}
      </h2>
      {done ? (
        <>
          <QuizReview questions={questions} answers={answers} showExplanations={showExplanations} />
          <Button variant="outline" size="lg" className="mt-6" onClick={onBack}>
            {t("Back to my result")}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} aria-label={t("Retry questions")} noValidate className="mt-4">
          <p className="text-slate-700">{t("Practice only: this retry is not timed and not counted.")}</p>
          <ol className="mt-4 space-y-4">
            {questions.map((q, i) => (
              <li key={q.stored}>
                <QuestionFieldset
                  question={q}
                  index={i}
                  optionOrder={q.options.map((_, j) => j)}
                  value={answers[q.stored]}
                  onChange={(v) => setAnswers((a) => ({ ...a, [q.stored]: v }))}
                  marked={marked.includes(q.stored)}
                  onToggleMark={() =>
                    setMarked((m) =>
                      m.includes(q.stored) ? m.filter((x) => x !== q.stored) : [...m, q.stored],
                    )
                  }
                />
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button type="submit" size="lg">
              {t("Check answers")}
            </Button>
            <Button variant="outline" size="lg" onClick={onBack}>
              {t("Back to my result")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
