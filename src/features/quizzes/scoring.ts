// Scoring for the quiz player. Pure, so the rules are unit-tested. The mark arithmetic is the
// server's (markedScore in shared/rules-core.cjs), so the stored score matches the screen.
import { markedScore, type NegativeMarking } from "@shared/rules-core.cjs";
import type { QuizQuestion } from "@/types/pocketbase";
import { t } from "@/lib/i18n";

/** A question as played: its position in the stored list (what attempts refer to) and its data. */
export interface PlayQuestion extends QuizQuestion {
  /** Index in the quiz's stored `questions` array. */
  stored: number;
}

/** Questions in the order staff set (`order`, then position), with no empty ones. */
export function playableQuestions(questions: QuizQuestion[] | null | undefined): PlayQuestion[] {
  return (questions ?? [])
    .map((q, i) => ({ ...q, stored: i }))
    .filter((q) => q.text.trim() !== "" && q.options.length > 0)
    .sort((a, b) => (a.order ?? a.stored) - (b.order ?? b.stored) || a.stored - b.stored);
}

/** A question counts towards the score only when its answer is one of its options. */
export function hasAnswerKey(q: QuizQuestion): boolean {
  return q.options.includes(q.answer);
}

/** Answers by stored question index: the chosen option's stored index. */
export type Answers = Record<number, number>;

export type Outcome = "correct" | "wrong" | "skipped" | "unkeyed";

export function outcomeOf(q: PlayQuestion, answers: Answers): Outcome {
  const given = answers[q.stored];
  if (!hasAnswerKey(q)) return "unkeyed";
  if (given === undefined) return "skipped";
  return q.options[given] === q.answer ? "correct" : "wrong";
}

export interface Score {
  correct: number;
  wrong: number;
  skipped: number;
  /** Questions with an answer key: the most marks. */
  total: number;
  /** Marks after negative marking, to 2 decimals. */
  marks: number;
  /** Correct among those answered, 0–100 (whole percent). */
  accuracy: number;
  /** "7 correct × 1 − 2 wrong × 0.25 = 6.5 / 10" */
  arithmetic: string;
}

const PENALTY_TEXT: Record<NegativeMarking, string> = { none: "0", "1/4": "0.25", "1/3": "⅓" };

export function scoreQuiz(
  questions: PlayQuestion[],
  answers: Answers,
  marking: NegativeMarking | "" = "none",
): Score {
  let correct = 0;
  let wrong = 0;
  let skipped = 0;
  let total = 0;
  for (const q of questions) {
    const o = outcomeOf(q, answers);
    if (o === "unkeyed") continue;
    total++;
    if (o === "correct") correct++;
    else if (o === "wrong") wrong++;
    else skipped++;
  }
  const marks = markedScore(correct, wrong, marking || "none");
  const negative = marking === "1/4" || marking === "1/3";
  const arithmetic = negative
    ? t("{correct} correct × 1 − {wrong} wrong × {penalty} = {marks} / {total}", {
        correct,
        wrong,
        penalty: PENALTY_TEXT[marking],
        marks,
        total,
      })
    : t("{correct} correct × 1 = {marks} / {total}", { correct, marks, total });
  const answered = correct + wrong;
  const accuracy = answered > 0 ? Math.round((correct / answered) * 100) : 0;
  return { correct, wrong, skipped, total, marks, accuracy, arithmetic };
}

/**
 * The questions with the right answers and explanations the server revealed after the attempt
 * (students' copies of a quiz come without them). A question whose key is null has none.
 */
export function withReview(
  questions: PlayQuestion[],
  review: { keys: (number | null)[]; explanations: string[] },
): PlayQuestion[] {
  return questions.map((q) => {
    const key = review.keys[q.stored];
    return {
      ...q,
      answer: key === null || key === undefined ? "" : (q.options[key] ?? ""),
      explanation: review.explanations[q.stored] ?? "",
    };
  });
}

/** The questions to retry: those answered wrongly and those skipped. */
export function retryQuestions(questions: PlayQuestion[], answers: Answers): PlayQuestion[] {
  return questions.filter((q) => {
    const o = outcomeOf(q, answers);
    return o === "wrong" || o === "skipped";
  });
}

/** An attempt's stored answers (per stored question, null = skipped) as the player keeps them. */
export function answersFromList(list: readonly (number | null)[] | null | undefined): Answers {
  const out: Answers = {};
  (list ?? []).forEach((a, i) => {
    if (typeof a === "number") out[i] = a;
  });
  return out;
}
