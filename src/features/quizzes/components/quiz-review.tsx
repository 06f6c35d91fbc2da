import { useQuestionAction } from "@/components/question-actions";
import { outcomeOf, type Answers, type PlayQuestion } from "../scoring";
import { t, msg } from "@/lib/i18n";

const STATUS = {
  correct: msg("Correct"),
  wrong: msg("Wrong"),
  skipped: msg("Not answered"),
  unkeyed: msg("No answer key"),
} as const;
const TONE = {
  correct: "border-green-600 text-green-800",
  wrong: "border-red-600 text-red-800",
  skipped: "border-slate-400 text-slate-700",
  unkeyed: "border-slate-200 text-slate-700",
} as const;
const MARK = { correct: "✓", wrong: "✗", skipped: "–", unkeyed: "" } as const;

interface Props {
  /** The quiz's id, for what the page puts beside each question (components/question-actions.tsx). */
  quizId?: string;
  questions: PlayQuestion[];
  answers: Answers;
  showExplanations: boolean;
}

/** For every question: the student's answer, the correct one and (if staff allow) why. */
export function QuizReview({ quizId, questions, answers, showExplanations }: Props) {
  const action = useQuestionAction();
  return (
    <ol className="mt-4 space-y-4">
      {questions.map((q, i) => {
        const o = outcomeOf(q, answers);
        const given = answers[q.stored];
        return (
          <li
            key={q.stored}
            className={`rounded-lg border-l-4 bg-white p-4 shadow-sm ${TONE[o].split(" ")[0]}`}
          >
            <p className="font-semibold text-slate-900">
              <span className="text-brand-800">{i + 1}. </span>
              <span className="whitespace-pre-line">{q.text}</span>
            </p>
            <p className={`mt-2 text-sm font-bold ${TONE[o].split(" ")[1]}`}>
              <span aria-hidden="true">{MARK[o]} </span>
              {t(STATUS[o])}
            </p>
            <dl className="mt-2 space-y-1 text-slate-800">
              <div>
                <dt className="inline font-medium">{t("Your answer:")} </dt>
                <dd className="inline">{given === undefined ? "—" : q.options[given]}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{t("Correct answer:")} </dt>
                <dd className="inline">
                  {o === "unkeyed" ? t("Not available for this question") : q.answer}
                </dd>
              </div>
              {showExplanations && q.explanation ? (
                <div>
                  <dt className="inline font-medium">{t("Explanation:")} </dt>
                  <dd className="inline whitespace-pre-line">{q.explanation}</dd>
                </div>
              ) : null}
            </dl>
            {action && quizId ? <div className="mt-3">{action(quizId, q.stored, i + 1)}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
