// One sitting of a mock test in the browser: start (or resume what this device kept, or what the
// server keeps for a signed-in student), answers saved on every choice with retries, the clock
// that moves on when a section's time ends and finishes at the end of the whole test's time, and
// the finished attempt's result.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ClientResponseError, errorMessage } from "@/lib/pocketbase";
import { t } from "@/lib/i18n";
import { finishMockAttempt } from "../api/finish-mock-attempt";
import { getMockAttempt } from "../api/get-mock-attempt";
import type { AttemptKey, MockAttemptView } from "../api/mock-attempt-view";
import { moveMockSection } from "../api/move-mock-section";
import { saveMockAnswer } from "../api/save-mock-answer";
import { startMockAttempt } from "../api/start-mock-attempt";
import { loadAttemptKey, loadMarked, saveAttemptKey, saveMarked } from "./device-memory";
import { initialState, mockReducer, shownQuestionId, type MockAction, type MockState } from "./mock-state";
import { dueMove } from "./section-clock";
import { useNow } from "./use-now";

export type Phase =
  | { kind: "checking" }
  | { kind: "intro"; error?: string }
  | { kind: "starting" }
  | { kind: "playing" }
  | { kind: "finishing" }
  | { kind: "finished" };

/** Seconds before retrying a failed save: 2, 4, 8, then every 15. */
export function retryDelay(attempt: number): number {
  return Math.min(15, 2 ** Math.max(1, attempt));
}

/** A refusal the student must hear about (400/403/404), not a lost connection or a server hiccup. */
export function isRefusal(err: unknown): boolean {
  return err instanceof ClientResponseError && err.status >= 400 && err.status < 500 && err.status !== 429;
}

type Holder = { state: MockState | null };
const empty: Holder = { state: null };

function reducer(h: Holder, a: MockAction | { type: "reset"; state: MockState | null }): Holder {
  if (a.type === "reset") return { state: a.state };
  return h.state ? { state: mockReducer(h.state, a) } : h;
}

export function useMockSession(testId: string) {
  const [{ state }, dispatch] = useReducer(reducer, empty);
  const [phase, setPhase] = useState<Phase>({ kind: "checking" });
  const [busy, setBusy] = useState(false);
  const keyRef = useRef<AttemptKey | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  const show = useCallback((view: MockAttemptView, fresh: boolean) => {
    const now = Date.now();
    if (fresh) dispatch({ type: "reset", state: initialState(view, now, loadMarked(view.id)) });
    else dispatch({ type: "loaded", view, deviceNow: now });
    setPhase(view.finishedAt ? { kind: "finished" } : { kind: "playing" });
  }, []);

  // What this device kept is read once the page is in the browser (the server's HTML is the intro).
  useEffect(() => {
    const key = loadAttemptKey(testId);
    if (!key) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- device storage, unknown to the server's render
      setPhase({ kind: "intro" });
      return;
    }
    keyRef.current = key;
    let live = true;
    getMockAttempt(key).then(
      (view) => live && show(view, true),
      (err: unknown) => {
        if (!live) return;
        // An attempt the server no longer knows (or another student's): start afresh.
        if (isRefusal(err)) saveAttemptKey(testId, null);
        setPhase({ kind: "intro" });
      },
    );
    return () => {
      live = false;
    };
  }, [testId, show]);

  const phaseRef = useRef(phase);
  useEffect(() => {
    phaseRef.current = phase;
  });

  const start = useCallback(async () => {
    // A tap while this device's kept attempt is being looked up: that attempt resumes instead.
    if (phaseRef.current.kind === "checking" || phaseRef.current.kind === "starting") return;
    setPhase({ kind: "starting" });
    try {
      const view = await startMockAttempt(testId);
      const key = { attemptId: view.id, token: view.token ?? "" };
      keyRef.current = key;
      saveAttemptKey(testId, key);
      show(view, true);
    } catch (err) {
      setPhase({ kind: "intro", error: errorMessage(err, t("Could not start the test. Please try again.")) });
    }
  }, [testId, show]);

  /** Back to the intro for another attempt (the finished one stays on the server). */
  const again = useCallback(() => {
    saveAttemptKey(testId, null);
    keyRef.current = null;
    dispatch({ type: "reset", state: null });
    setPhase({ kind: "intro" });
  }, [testId]);

  // Marks for review live on the device only.
  const attemptId = state?.view.id;
  const marked = state?.marked;
  useEffect(() => {
    if (attemptId && marked) saveMarked(attemptId, marked);
  }, [attemptId, marked]);

  const refresh = useCallback(async () => {
    const key = keyRef.current;
    if (!key) return;
    try {
      show(await getMockAttempt(key), false);
    } catch {
      // The clock tries again on its next tick.
    }
  }, [show]);

  // Time on each question, sent with its next answer (the server adds it up for the statistics).
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

  /** Records a choice (shown at once, saved by the effect below) with the time spent on it. */
  const choose = useCallback((question: string, option: number | null) => {
    const clock = timing.current;
    const now = Date.now();
    let ms = clock.unsent[question] ?? 0;
    if (clock.id === question) {
      ms += now - clock.since;
      clock.since = now;
    }
    clock.unsent[question] = 0;
    dispatch({ type: "choose", question, option, seconds: Math.round(ms / 1000) });
  }, []);

  const save = useCallback(
    async (question: string, option: number | null, seq: number, seconds: number | undefined) => {
      const key = keyRef.current;
      if (!key) return;
      try {
        const { answers } = await saveMockAnswer(key, question, option, seconds ? seconds : undefined);
        dispatch({ type: "saved", question, seq, answers });
      } catch (err) {
        if (isRefusal(err)) {
          dispatch({
            type: "refused",
            question,
            seq,
            message: errorMessage(err, t("This answer was not saved.")),
          });
          void refresh();
        } else {
          dispatch({ type: "saveFailed", question, seq });
        }
      }
    },
    [refresh],
  );

  // Every save waiting to go ("saving") is sent once per sequence number.
  const sent = useRef(new Set<string>());
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

  // Failed saves are tried again after a pause that grows, and at once when the network is back.
  const tries = useRef(0);
  const failed = saves ? Object.keys(saves).filter((q) => saves[q]!.status === "failed") : [];
  const failedKey = failed.join(",");
  const retryAll = useCallback(() => {
    for (const question of failedKey ? failedKey.split(",") : []) dispatch({ type: "retry", question });
  }, [failedKey]);
  useEffect(() => {
    if (!failedKey) {
      tries.current = 0;
      return;
    }
    tries.current += 1;
    const id = setTimeout(retryAll, retryDelay(tries.current) * 1000);
    window.addEventListener("online", retryAll);
    return () => {
      clearTimeout(id);
      window.removeEventListener("online", retryAll);
    };
  }, [failedKey, retryAll]);

  const finish = useCallback(async () => {
    const key = keyRef.current;
    if (!key) return;
    setBusy(true);
    setPhase({ kind: "finishing" });
    try {
      show(await finishMockAttempt(key), false);
    } catch (err) {
      setPhase({ kind: "playing" });
      dispatch({
        type: "notice",
        message: errorMessage(err, t("Could not submit the test. Please try again.")),
      });
    } finally {
      setBusy(false);
    }
  }, [show]);

  const move = useCallback(
    async (to: number) => {
      const key = keyRef.current;
      if (!key) return;
      setBusy(true);
      try {
        show(await moveMockSection(key, to), false);
      } catch (err) {
        dispatch({ type: "notice", message: errorMessage(err, t("Could not open that section.")) });
        if (isRefusal(err)) void refresh();
      } finally {
        setBusy(false);
      }
    },
    [show, refresh],
  );

  // The clock: when a section's time is over the next one opens; at the end, the test is submitted.
  const now = useNow(phase.kind === "playing");
  const serverNow = state ? now + state.offset : now;
  const due = state && phase.kind === "playing" ? dueMove(state.view, serverNow) : null;
  const dueKey = due ? (due.kind === "finish" ? "finish" : `move:${due.to}`) : "";
  const lastDue = useRef({ key: "", at: 0 });
  useEffect(() => {
    if (!dueKey || busy) return;
    // The same move is not asked for again within 5 s (a slow or failed request is retried).
    if (lastDue.current.key === dueKey && now - lastDue.current.at < 5000) return;
    lastDue.current = { key: dueKey, at: now };
    if (dueKey === "finish") void finish();
    else void move(Number(dueKey.slice(5)));
  }, [dueKey, busy, now, finish, move]);

  return {
    state,
    phase,
    busy,
    serverNow,
    dispatch: dispatch as (a: MockAction) => void,
    choose,
    start,
    again,
    finish,
    move,
    retryAll,
  };
}
