// Scoring for the quiz player. Pure, so the rules are unit-tested.
import type { QuizQuestion } from "@/types/pocketbase";

/** Questions in the order staff set (`order`, then position), with no empty ones. */
export function playableQuestions(questions: QuizQuestion[] | null | undefined): QuizQuestion[] {
  return (questions ?? [])
    .map((q, i) => ({ q, i }))
    .filter(({ q }) => q.text.trim() !== "" && q.options.length > 0)
    .sort((a, b) => (a.q.order ?? a.i) - (b.q.order ?? b.i) || a.i - b.i)
    .map(({ q }) => q);
}

/** A question counts towards the score only when its answer is one of its options. */
export function hasAnswerKey(q: QuizQuestion): boolean {
  return q.options.includes(q.answer);
}

export interface Score {
  correct: number;
  /** Questions with an answer key. */
  total: number;
  unanswered: number;
}

/** `answers[i]` is the option chosen for question i (undefined = not answered). */
export function scoreQuiz(questions: QuizQuestion[], answers: (string | undefined)[]): Score {
  let correct = 0;
  let total = 0;
  let unanswered = 0;
  questions.forEach((q, i) => {
    if (answers[i] === undefined) unanswered++;
    if (!hasAnswerKey(q)) return;
    total++;
    if (answers[i] === q.answer) correct++;
  });
  return { correct, total, unanswered };
}
