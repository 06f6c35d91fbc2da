import { Button } from "@/components/ui/button";
import type { Quiz } from "@/types/pocketbase";
import type { PastAttempt } from "../player/progress";
import { PastAttempts } from "./past-attempts";

const MARKING_TEXT = { "1/4": "¼ mark", "1/3": "⅓ mark" } as const;

/** The rules of a timed quiz, shown before the clock starts. */
export function QuizIntro({
  quiz,
  count,
  history,
  onStart,
}: {
  quiz: Quiz;
  count: number;
  history: PastAttempt[];
  onStart: () => void;
}) {
  const marking =
    quiz.negativeMarking === "1/4" || quiz.negativeMarking === "1/3" ? quiz.negativeMarking : null;
  return (
    <section aria-labelledby="quiz-rules" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="quiz-rules" className="text-xl font-bold text-slate-900">
        Before you start
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        <li>
          {count} question{count === 1 ? "" : "s"}, 1 mark each.
        </li>
        <li>
          Time limit: {quiz.timeLimit} minute{quiz.timeLimit === 1 ? "" : "s"}. The quiz is submitted by
          itself when time runs out.
        </li>
        <li>
          {marking
            ? `Negative marking: ${MARKING_TEXT[marking]} is taken off for each wrong answer. A question you skip costs nothing.`
            : "No negative marking."}
        </li>
        <li>Your answers are kept on this device if you reload or lose the connection.</li>
      </ul>
      <Button size="lg" className="mt-5" onClick={onStart}>
        Start quiz
      </Button>
      <PastAttempts history={history} />
    </section>
  );
}
