// The state of one sitting of a quiz: progress kept on the device (progress.ts), the server's
// start of the sitting (a start token, asked for without holding up the start), the countdown,
// submitting (the server scores the attempt and reveals the answers; without a network the attempt
// waits on the device and goes when the network returns) and the device's history.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Quiz } from "@/types/pocketbase";
import { newClientId, startQuiz, type SubmitAnswer } from "../api/attempts";
import { sendDeviceAttempt, startDeviceSync } from "../api/device-attempts";
import { type Answers, type PlayQuestion } from "../scoring";
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
  clientId: string;
  answers: Answers;
  seconds: number;
  timedOut: boolean;
  /**
   * sending: on its way; done: the server's answer is in `server`; offline: kept on this phone
   * until the network returns; failed: the server refused it (`message`).
   */
  state: "sending" | "done" | "offline" | "failed";
  server?: SubmitAnswer;
  message?: string;
}

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** A new sitting: its clientId, and the server asked to time it (the quiz does not wait for it). */
function begin(quizId: string, updated: string, timeLimit: number): Progress {
  const p = { ...newProgress(Date.now(), timeLimit, newSeed()), clientId: newClientId() };
  saveProgress(quizId, updated, p);
  return p;
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
      loadProgress(quiz.id, quiz.updated) ?? (quiz.timeLimit > 0 ? null : begin(quiz.id, quiz.updated, 0));
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

  // A sitting without a start token asks the server for one once: a timed quiz at Start, an
  // untimed one (which opens ready to play) at its first answer, so merely looking at a quiz
  // starts nothing on the server; also when a kept sitting is found without one (the first
  // request may not have finished). Offline, the quiz is played without one (never ranked).
  const asked = useRef("");
  const begun = progress !== null && (progress.deadline !== null || Object.keys(progress.answers).length > 0);
  useEffect(() => {
    const clientId = progress?.clientId;
    if (!clientId || !begun || progress.startToken || asked.current === clientId) return;
    asked.current = clientId;
    startQuiz(quiz.id, clientId).then(
      ({ startToken }) =>
        update((p) => (p.clientId === clientId && !p.startToken ? { ...p, startToken } : p)),
      () => undefined,
    );
  }, [progress?.clientId, progress?.startToken, begun, quiz.id, update]);

  const start = useCallback(() => {
    setResult(null);
    setProgress(begin(quiz.id, quiz.updated, quiz.timeLimit));
  }, [quiz.id, quiz.updated, quiz.timeLimit]);

  const send = useCallback(
    async (clientId: string) => {
      const outcome = await sendDeviceAttempt(quiz.id, clientId);
      setHistory(loadHistory(quiz.id));
      setResult((r) => {
        if (!r || r.clientId !== clientId) return r;
        if (outcome.kind === "sent") return { ...r, state: "done", server: outcome.answer };
        if (outcome.kind === "offline") return { ...r, state: "offline" };
        return { ...r, state: "failed", message: outcome.message };
      });
    },
    [quiz.id],
  );

  const submit = useCallback(
    (timedOut: boolean) => {
      const p = progressRef.current;
      if (!p) return;
      const end = p.deadline === null ? Date.now() : Math.min(Date.now(), p.deadline);
      const seconds = Math.max(0, Math.round((end - p.startedAt) / 1000));
      const clientId = p.clientId ?? newClientId();
      const stored = Array.isArray(quiz.questions) ? quiz.questions : [];
      // Kept on the device first: if the network is gone, it is sent when it returns.
      setHistory(
        addToHistory(quiz.id, {
          at: Date.now(),
          marks: 0,
          total: 0,
          correct: 0,
          wrong: 0,
          skipped: 0,
          seconds,
          clientId,
          ...(p.startToken ? { startToken: p.startToken } : {}),
          answers: stored.map((_, i) => p.answers[i] ?? null),
          status: "pending",
        }),
      );
      // From now on the device has an attempt to send or to merge at sign-in: listen for both.
      startDeviceSync();
      setResult({ clientId, answers: p.answers, seconds, timedOut, state: "sending" });
      clearProgress(quiz.id, quiz.updated);
      setProgress(null);
      void send(clientId);
    },
    [quiz.id, quiz.updated, quiz.questions, send],
  );

  // An attempt kept offline goes as soon as the network is back (the page may stay open).
  const waiting = result?.state === "offline" ? result.clientId : null;
  useEffect(() => {
    if (!waiting) return;
    const retry = () => void send(waiting);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [waiting, send]);

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
    /** Sends the shown attempt again (after a refusal or with the network back). */
    resend: () => (result ? send(result.clientId) : undefined),
    choose: (stored: number, option: number) =>
      update((p) => ({ ...p, answers: { ...p.answers, [stored]: option } })),
    toggleMark: (stored: number) =>
      update((p) => ({
        ...p,
        marked: p.marked.includes(stored) ? p.marked.filter((m) => m !== stored) : [...p.marked, stored],
      })),
  };
}
