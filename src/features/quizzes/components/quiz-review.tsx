import { Button } from "@/components/ui/button";
import type { QuizQuestion } from "@/types/pocketbase";
import { hasAnswerKey, type Score } from "../scoring";

interface Props {
  questions: QuizQuestion[];
  answers: (string | undefined)[];
  score: Score;
  onTryAgain: () => void;
}

/** The score and, for every question, the student's answer, the correct one and why. */
export function QuizReview({ questions, answers, score, onTryAgain }: Props) {
  const pct = score.total > 0 ? Math.round((score.correct / score.total) * 100) : 0;
  return (
    <section aria-labelledby="quiz-result">
      <div className="border-brand-100 bg-brand-50 rounded-xl border p-5 text-center">
        <h2 id="quiz-result" className="text-xl font-bold text-slate-900">
          Your score
        </h2>
        <p className="text-brand-800 mt-1 text-2xl font-bold sm:text-3xl">
          You scored {score.correct} out of {score.total}
        </p>
        <p className="mt-1 text-slate-700">
          {pct}%{score.unanswered > 0 ? ` · ${score.unanswered} not answered` : ""}
        </p>
        <Button size="lg" className="mt-4" onClick={onTryAgain}>
          Try again
        </Button>
      </div>
      <h2 className="mt-8 text-xl font-bold text-slate-900">Review your answers</h2>
      <ol className="mt-4 space-y-4">
        {questions.map((q, i) => {
          const given = answers[i];
          const keyed = hasAnswerKey(q);
          const right = keyed && given === q.answer;
          const status = !keyed
            ? "No answer key"
            : given === undefined
              ? "Not answered"
              : right
                ? "Correct"
                : "Wrong";
          const tone = !keyed ? "border-slate-200" : right ? "border-green-600" : "border-red-600";
          return (
            <li key={i} className={`rounded-lg border-l-4 bg-white p-4 shadow-sm ${tone}`}>
              <p className="font-semibold text-slate-900">
                <span className="text-brand-800">{i + 1}. </span>
                <span className="whitespace-pre-line">{q.text}</span>
              </p>
              <p
                className={`mt-2 text-sm font-bold ${!keyed ? "text-slate-700" : right ? "text-green-800" : "text-red-800"}`}
              >
                {status}
              </p>
              <dl className="mt-2 space-y-1 text-slate-800">
                <div>
                  <dt className="inline font-medium">Your answer: </dt>
                  <dd className="inline">{given ?? "—"}</dd>
                </div>
                <div>
                  <dt className="inline font-medium">Correct answer: </dt>
                  <dd className="inline">{keyed ? q.answer : "Not available for this question"}</dd>
                </div>
                {q.explanation ? (
                  <div>
                    <dt className="inline font-medium">Explanation: </dt>
                    <dd className="inline whitespace-pre-line">{q.explanation}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="lg" className="mt-6" onClick={onTryAgain}>
        Try again
      </Button>
    </section>
  );
}
