import useSWR from "swr";
import { pb } from "@/lib/pocketbase";

export interface QuestionStats {
  index: number;
  text: string;
  answer: string;
  correct: number;
  wrong: number;
  skipped: number;
  /** null before anyone answered. */
  percentCorrect: number | null;
  commonWrong: { option: number; text: string | undefined; count: number } | null;
}

export interface QuizStats {
  quiz: { id: string; name: string; negativeMarking: string };
  attempts: number;
  averageScore: number;
  /** Seconds. */
  averageTime: number;
  questions: QuestionStats[];
}

/** Staff-only aggregate of a quiz's anonymous attempts (pb_hooks/quiz-attempts.pb.js, SQL on the server). */
export function getQuizStats(id: string) {
  return pb.send<QuizStats>(`/api/quiz-stats/${encodeURIComponent(id)}`, { requestKey: null });
}

export function useQuizStats(id: string) {
  return useSWR(["quizAttempts", "stats", id] as const, ([, , quizId]) => getQuizStats(quizId), {
    dedupingInterval: 0,
  });
}
