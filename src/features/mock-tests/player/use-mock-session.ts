// One sitting of a mock test in the browser: start (or resume what this device kept, or what the
// server keeps for a signed-in student), answers saved on every choice with retries, the clock
// that moves on when a section's time ends and finishes at the end of the whole test's time, and
// the finished attempt's result.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { errorMessage } from "@/lib/pocketbase";
import { t } from "@/lib/i18n";
import { finishMockAttempt } from "../api/finish-mock-attempt";
import { getMockAttempt } from "../api/get-mock-attempt";
import type { AttemptKey, MockAttemptView } from "../api/mock-attempt-view";
import { moveMockSection } from "../api/move-mock-section";
import { saveMockAnswer } from "../api/save-mock-answer";
import { startMockAttempt } from "../api/start-mock-attempt";
import {
  loadAttemptKey,
  loadMarked,
  loadQuestionLangs,
  saveAttemptKey,
  saveMarked,
  saveQuestionLangs,
} from "./device-memory";
import { initialState, mockReducer, type MockAction, type MockState } from "./mock-state";
import { isRefusal, useAnswerSaves } from "./use-answer-saves";
import { dueMove } from "./section-clock";
import { useNow } from "./use-now";

export type Phase =
  | { kind: "checking" }
  | { kind: "intro"; error?: string }
  | { kind: "starting" }
  | { kind: "playing" }
  | { kind: "finishing" }
  | { kind: "finished" };

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
    if (fresh) {
      const state = initialState(view, now, loadMarked(view.id), loadQuestionLangs(view.id));
      dispatch({ type: "reset", state });
    } else dispatch({ type: "loaded", view, deviceNow: now });
    setPhase(view.finishedAt ? { kind: "finished" } : { kind: "playing" });
  }, []);

  // What this device kept is read once the page is in the browser (the server's HTML is the intro).
  useEffect(() => {
    const key = loadAttemptKey(testId);
    // Device storage, unknown to the server's render: the intro, or Start busy while the kept
    // attempt is fetched.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setPhase(key ? { kind: "starting" } : { kind: "intro" });
    if (!key) return;
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

  // Marks for review and questions' own languages live on the device only.
  const attemptId = state?.view.id;
  const marked = state?.marked;
  useEffect(() => {
    if (attemptId && marked) saveMarked(attemptId, marked);
  }, [attemptId, marked]);
  const langs = state?.langs;
  useEffect(() => {
    if (attemptId && langs) saveQuestionLangs(attemptId, langs);
  }, [attemptId, langs]);

  const refresh = useCallback(async () => {
    const key = keyRef.current;
    if (!key) return;
    try {
      show(await getMockAttempt(key), false);
    } catch {
      // The clock tries again on its next tick.
    }
  }, [show]);

  const { choose, retryAll } = useAnswerSaves(state, dispatch, keyRef, refresh);

  const finish = useCallback(async () => {
    const key = keyRef.current;
    if (!key) return;
    setBusy(true);
    setPhase({ kind: "finishing" });
    try {
      // Answers still waiting go first (a failure here leaves them as they are: the time is up).
      const waiting = Object.entries(stateRef.current?.saves ?? {});
      await Promise.all(waiting.map(([q, p]) => saveMockAnswer(key, q, p.option).catch(() => undefined)));
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
