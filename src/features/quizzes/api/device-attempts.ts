// Attempts kept on the device (player/progress.ts) meet the server here: one made without a
// network is sent when the network returns (on `online` and on the next page load), and at
// sign-in the device's attempts join the student's account (mergeDeviceAttempts). Each attempt
// carries the clientId the device gave it, so sending one twice never makes two.
import { currentStudent, studentPb } from "@/lib/student-session";
import { errorMessage } from "@/lib/pocketbase";
import { t } from "@/lib/i18n";
import type { QuizAttempt } from "@/types/pocketbase";
import {
  deviceAttempts,
  loadHistory,
  updateHistory,
  type DeviceStatus,
  type PastAttempt,
} from "../player/progress";
import { isOffline, postMerge, submitAttempt, type AttemptBody, type SubmitAnswer } from "./attempts";

export type SendOutcome =
  { kind: "sent"; answer: SubmitAnswer } | { kind: "offline" } | { kind: "failed"; message: string };

const MERGE_BATCH = 50;

function bodyOf(quizId: string, a: PastAttempt): AttemptBody {
  return {
    quiz: quizId,
    answers: a.answers ?? [],
    timeTaken: a.seconds,
    clientId: a.clientId ?? "",
    ...(a.startToken ? { startToken: a.startToken } : {}),
  };
}

/** The kept entry once the server has stored the attempt. */
function stored(a: PastAttempt, attempt: QuizAttempt, ranked: boolean, status: DeviceStatus): PastAttempt {
  const next: PastAttempt = {
    ...a,
    marks: attempt.score,
    correct: attempt.correct,
    wrong: attempt.wrong,
    skipped: attempt.skipped,
    total: attempt.correct + attempt.wrong + attempt.skipped,
    attemptId: attempt.id,
    ranked,
    status,
  };
  // Answers are only needed until the attempt belongs to an account.
  if (status === "merged") delete next.answers;
  return next;
}

const inFlight = new Map<string, Promise<SendOutcome>>();

/**
 * Sends the kept attempt `clientId` of `quizId` (once at a time, however many callers ask) and
 * records the outcome on the device. A student signed in when it is sent gets it on the account.
 */
export function sendDeviceAttempt(quizId: string, clientId: string): Promise<SendOutcome> {
  let p = inFlight.get(clientId);
  if (!p) {
    p = send(quizId, clientId).finally(() => inFlight.delete(clientId));
    inFlight.set(clientId, p);
  }
  return p;
}

async function send(quizId: string, clientId: string): Promise<SendOutcome> {
  const kept = loadHistory(quizId).find((a) => a.clientId === clientId);
  if (!kept) return { kind: "failed", message: t("This attempt is no longer on this device.") };
  const signedIn = currentStudent() !== null;
  try {
    const answer = await submitAttempt(bodyOf(quizId, kept));
    updateHistory(quizId, clientId, (a) =>
      stored(a, answer.attempt, answer.ranked, signedIn ? "merged" : "sent"),
    );
    return { kind: "sent", answer };
  } catch (err) {
    if (isOffline(err) || isRetryLater(err)) return { kind: "offline" };
    const message = errorMessage(err, t("The server could not take this attempt."));
    // An ended sign-in (401: the session is cleared) keeps the attempt waiting: sent again, it is
    // stored for this device, and joins the account at the next sign-in.
    if (status(err) !== 401) updateHistory(quizId, clientId, (a) => ({ ...a, status: "rejected" }));
    return { kind: "failed", message };
  }
}

const status = (err: unknown) => (err as { status?: number } | null)?.status ?? 0;

/** A server error or too many requests: the same attempt may go through later. */
function isRetryLater(err: unknown): boolean {
  return status(err) === 429 || status(err) >= 500;
}

/** Sends every attempt still waiting on this device. Returns how many went through. */
export async function sendPendingAttempts(): Promise<number> {
  let sent = 0;
  for (const { quizId, attempt } of deviceAttempts()) {
    if (attempt.status !== "pending" || !attempt.clientId) continue;
    const outcome = await sendDeviceAttempt(quizId, attempt.clientId);
    if (outcome.kind === "offline") break;
    if (outcome.kind === "sent") sent++;
  }
  return sent;
}

let merging: Promise<number> | null = null;

/**
 * Joins the attempts made on this device (sent while signed out, or never sent) to the signed-in
 * student's account and marks them merged. Idempotent: the server answers a clientId it has seen
 * with the same attempt, and merged ones are not sent again. Returns how many were merged; does
 * nothing when nobody is signed in.
 */
export function mergeDeviceAttempts(): Promise<number> {
  return (merging ??= merge().finally(() => (merging = null)));
}

async function merge(): Promise<number> {
  if (!currentStudent()) return 0;
  const todo = deviceAttempts().filter(
    ({ attempt }) => (attempt.status === "pending" || attempt.status === "sent") && attempt.answers,
  );
  let merged = 0;
  for (let i = 0; i < todo.length; i += MERGE_BATCH) {
    const batch = todo.slice(i, i + MERGE_BATCH);
    const answer = await postMerge(batch.map(({ quizId, attempt }) => bodyOf(quizId, attempt)));
    for (const done of answer.attempts) {
      const item = batch.find(({ attempt }) => attempt.clientId === done.clientId);
      if (!item) continue;
      const record = done.attempt;
      if (record) {
        updateHistory(item.quizId, done.clientId, (a) => stored(a, record, done.ranked, "merged"));
        merged++;
      } else {
        // The server could not store it (the quiz is gone, answers no longer fit): not sent again.
        updateHistory(item.quizId, done.clientId, (a) => ({ ...a, status: "rejected" }));
      }
    }
  }
  return merged;
}

let started = false;

/**
 * Started once by the app shell (lazily, after the page is up): sends what is waiting now and
 * whenever the network returns, and merges the device's attempts when a student signs in.
 */
export function startDeviceSync(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  const flush = () => {
    void sendPendingAttempts()
      .then(() => mergeDeviceAttempts())
      .catch(() => undefined);
  };
  flush();
  window.addEventListener("online", flush);
  let signedIn = currentStudent()?.id ?? "";
  studentPb.authStore.onChange(() => {
    const now = currentStudent()?.id ?? "";
    if (now && now !== signedIn) void mergeDeviceAttempts().catch(() => undefined);
    signedIn = now;
  });
}
