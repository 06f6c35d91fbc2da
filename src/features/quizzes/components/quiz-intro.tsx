import { Button } from "@/components/ui/button";
import type { Quiz } from "@/types/pocketbase";
import type { PastAttempt } from "../player/progress";
import { PastAttempts } from "./past-attempts";
import { t, msg } from "@/lib/i18n";

const MARKING_TEXT = { "1/4": msg("¼ mark"), "1/3": msg("⅓ mark") } as const;

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
        {t("Before you start")}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        <li>{t("{count, plural, one {# question} other {# questions}}, 1 mark each.", { count })}</li>
        <li>
          {t(
            "Time limit: {minutes, plural, one {# minute} other {# minutes}}. The quiz is submitted by itself when time runs out.",
            { minutes: quiz.timeLimit },
          )}
        </li>
        <li>
          {marking
            ? t(
                "Negative marking: {mark} is taken off for each wrong answer. A question you skip costs nothing.",
                { mark: t(MARKING_TEXT[marking]) },
              )
            : t("No negative marking.")}
        </li>
        <li>{t("Your answers are kept on this device if you reload or lose the connection.")}</li>
      </ul>
      <Button size="lg" className="mt-5" onClick={onStart}>
        {t("Start quiz")}
      </Button>
      <PastAttempts history={history} />
    </section>
  );
}
