// Answers on their way to the server: every choice is sent once (with the seconds spent on its
// question since its last save, for the staff statistics), a failed save is tried again after a
// pause that grows (2, 4, 8, then every 15 s) and at once when the network is back, and a refusal
// (the section's time is over) puts the server's answer back and reloads the attempt.
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { ClientResponseError, errorMessage } from "@/lib/pocketbase";
import { t } from "@/lib/i18n";
import type { AttemptKey } from "../api/mock-attempt-view";
import { saveMockAnswer } from "../api/save-mock-answer";
import { shownQuestionId, type MockAction, type MockState } from "./mock-state";

/** Seconds before retrying a failed save: 2, 4, 8, then every 15. */
export function retryDelay(attempt: number): number {
  return Math.min(15, 2 ** Math.max(1, attempt));
}

/** A refusal the student must hear about (400/403/404), not a lost connection or a server hiccup. */
export function isRefusal(err: unknown): boolean {
  return err instanceof ClientResponseError && err.status >= 400 && err.status < 500 && err.status !== 429;
}

export function useAnswerSaves(
  state: MockState | null,
  dispatch: (a: MockAction) => void,
  keyRef: RefObject<AttemptKey | null>,
  refresh: () => Promise<void>,
) {
  // Time on each question: what has not been sent with an answer yet.
  const shown = state ? shownQuestionId(state) : null;
  const timing = useRef<{ id: string | null; since: number; unsent: Record<string, number> }>({
    id: null,
    since: 0,
    unsent: {},
  });
  useEffect(() => {
    const clock = timing.current;
    const now = Date.now();
    if (clock.id) clock.unsent[clock.id] = (clock.unsent[clock.id] ?? 0) + (now - clock.since);
    clock.id = shown;
    clock.since = now;
  }, [shown]);

  /** Records a choice: shown at once, saved by the effect below, with the time spent on it. */
  const choose = useCallback(
    (question: string, option: number | null) => {
      const clock = timing.current;
      const now = Date.now();
      let ms = clock.unsent[question] ?? 0;
      if (clock.id === question) {
        ms += now - clock.since;
        clock.since = now;
      }
      clock.unsent[question] = 0;
      dispatch({ type: "choose", question, option, seconds: Math.round(ms / 1000) });
    },
    [dispatch],
  );

  const save = useCallback(
    async (question: string, option: number | null, seq: number, seconds: number | undefined) => {
      const key = keyRef.current;
      if (!key) return;
      try {
        const { answers } = await saveMockAnswer(key, question, option, seconds ? seconds : undefined);
        dispatch({ type: "saved", question, seq, answers });
      } catch (err) {
        if (isRefusal(err)) {
          const message = errorMessage(err, t("This answer was not saved."));
          dispatch({ type: "refused", question, seq, message });
          void refresh();
        } else {
          dispatch({ type: "saveFailed", question, seq });
        }
      }
    },
    [dispatch, keyRef, refresh],
  );

  // Every save waiting to go ("saving") is sent once per attempt and sequence number.
  const sent = useRef(new Set<string>());
  const attemptId = state?.view.id;
  const saves = state?.saves;
  useEffect(() => {
    if (!saves) return;
    for (const [question, p] of Object.entries(saves)) {
      const id = `${attemptId}:${question}#${p.seq}`;
      if (p.status !== "saving" || sent.current.has(id)) continue;
      sent.current.add(id);
      void save(question, p.option, p.seq, p.seconds);
    }
  }, [attemptId, saves, save]);

  // The pause grows with each failure in a row; a time with nothing waiting starts it again.
  const tries = useRef(0);
  useEffect(() => {
    if (saves && Object.keys(saves).length === 0) tries.current = 0;
  }, [saves]);
  const failedKey = saves
    ? Object.keys(saves)
        .filter((q) => saves[q]!.status === "failed")
        .join(",")
    : "";
  const retryAll = useCallback(() => {
    for (const question of failedKey ? failedKey.split(",") : []) dispatch({ type: "retry", question });
  }, [failedKey, dispatch]);
  useEffect(() => {
    if (!failedKey) return;
    tries.current += 1;
    const id = setTimeout(retryAll, retryDelay(tries.current) * 1000);
    window.addEventListener("online", retryAll);
    return () => {
      clearTimeout(id);
      window.removeEventListener("online", retryAll);
    };
  }, [failedKey, retryAll]);

  return { choose, retryAll };
}
