// The state of one sitting of a quiz: progress kept on the device (progress.ts), the countdown,
// submitting (scored locally, posted anonymously for the statistics) and the device's history.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Quiz } from "@/types/pocketbase";
import { postAttempt } from "../api/post-attempt";
import { scoreQuiz, type Answers, type PlayQuestion, type Score } from "../scoring";
import {
  addToHistory,
  clearProgress,
  loadHistory,
  loadProgress,
  newProgress,
  saveProgress,
  shuffledOrder,
  type PastAttempt,
  type Progress,
} from "./progress";
import { useCountdown } from "./use-countdown";

export interface Result {
  score: Score;
  answers: Answers;
  seconds: number;
  timedOut: boolean;
}

export function useQuizSession(quiz: Quiz, questions: PlayQuestion[]) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [history, setHistory] = useState<PastAttempt[]>([]);
  // What this device kept (answers so far, past attempts) is read once the page is in the browser:
  // the server renders the quiz's rules (its HTML, which the browser hydrates, cannot know them).
  // A layout effect, so a quiz opened in the app never shows the rules for a frame first. An
  // untimed quiz starts at once; a timed one waits for "Start" (the clock must not run while the
  // student only reads the rules).
  useLayoutEffect(() => {
    const kept =
      loadProgress(quiz.id, quiz.updated) ??
      (quiz.timeLimit > 0 ? null : newProgress(Date.now(), 0, Math.floor(Math.random() * 2 ** 31)));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- device storage, unknown to the server's render
    setProgress(kept);
    setHistory(loadHistory(quiz.id));
  }, [quiz.id, quiz.updated, quiz.timeLimit]);
  const progressRef = useRef(progress);
  // Declared before the countdown's effect, so an expiry on load already sees the saved progress.
  useEffect(() => {
    progressRef.current = progress;
  }, [progress]);

  const update = useCallback(
    (change: (p: Progress) => Progress) => {
      setProgress((prev) => {
        if (!prev) return prev;
        const next = change(prev);
        saveProgress(quiz.id, quiz.updated, next);
        return next;
      });
    },
    [quiz.id, quiz.updated],
  );

  const start = useCallback(() => {
    const p = newProgress(Date.now(), quiz.timeLimit, Math.floor(Math.random() * 2 ** 31));
    saveProgress(quiz.id, quiz.updated, p);
    setResult(null);
    setProgress(p);
  }, [quiz.id, quiz.updated, quiz.timeLimit]);

  const submit = useCallback(
    (timedOut: boolean) => {
      const p = progressRef.current;
      if (!p) return;
      const end = p.deadline === null ? Date.now() : Math.min(Date.now(), p.deadline);
      const seconds = Math.max(0, Math.round((end - p.startedAt) / 1000));
      const score = scoreQuiz(questions, p.answers, quiz.negativeMarking);
      setResult({ score, answers: p.answers, seconds, timedOut });
      setHistory(
        addToHistory(quiz.id, {
          at: Date.now(),
          marks: score.marks,
          total: score.total,
          correct: score.correct,
          wrong: score.wrong,
          skipped: score.skipped,
          seconds,
        }),
      );
      clearProgress(quiz.id, quiz.updated);
      setProgress(null);
      const stored = Array.isArray(quiz.questions) ? quiz.questions : [];
      void postAttempt({
        quiz: quiz.id,
        answers: stored.map((_, i) => p.answers[i] ?? null),
        timeTaken: seconds,
      });
    },
    [questions, quiz.id, quiz.updated, quiz.negativeMarking, quiz.questions],
  );

  const { left, announcement } = useCountdown(progress?.deadline ?? null, () => submit(true));

  const order = useMemo(
    () => (progress ? shuffledOrder(questions.length, progress.seed, quiz.shuffleQuestions) : []),
    [progress, questions.length, quiz.shuffleQuestions],
  );
  const optionOrders = useMemo(
    () =>
      progress
        ? questions.map((q, i) =>
            shuffledOrder(q.options.length, progress.seed + 7919 * (i + 1), quiz.shuffleOptions),
          )
        : [],
    [progress, questions, quiz.shuffleOptions],
  );

  return {
    progress,
    result,
    history,
    left,
    announcement,
    order,
    optionOrders,
    start,
    submit,
    choose: (stored: number, option: number) =>
      update((p) => ({ ...p, answers: { ...p.answers, [stored]: option } })),
    toggleMark: (stored: number) =>
      update((p) => ({
        ...p,
        marked: p.marked.includes(stored) ? p.marked.filter((m) => m !== stored) : [...p.marked, stored],
      })),
  };
}
