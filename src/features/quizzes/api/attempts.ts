// The attempts API (docs/architecture.md, "Attempts"): starting a quiz, sending an attempt and
// getting its review, a signed-in student's own attempts and one reopened. Everything goes
// through `studentPb`, so a signed-in student's token goes along (and never the staff one).
import { ClientResponseError } from "@/lib/pocketbase";
import { studentPb } from "@/lib/student-session";
import type { QuizAttempt, QuizQuestion } from "@/types/pocketbase";

/** What the server reveals after an attempt, per question in stored order. */
export interface Review {
  /** Index of the right option, or null when the question has no answer key. */
  keys: (number | null)[];
  explanations: string[];
}

export interface QuizStart {
  startToken: string;
  startedAt: string;
  /** Null when the quiz has no time limit. */
  deadline: string | null;
}

export interface AttemptBody {
  quiz: string;
  /** One entry per stored question: the chosen option's stored index, or null. */
  answers: (number | null)[];
  /** Whole seconds. */
  timeTaken: number;
  clientId: string;
  startToken?: string;
}

/** Why an attempt is practice (docs/architecture.md, "Attempts and leaderboards"). */
export type RankReason = "signedOut" | "notFirst" | "noStart" | "otherStart" | "usedStart" | "late";

export interface SubmitAnswer {
  attempt: QuizAttempt;
  review: Review;
  ranked: boolean;
  /** Why it is not ranked when the student might expect it (English); null when ranked or unranked quiz. */
  rankNote: string | null;
  rankReason: RankReason | null;
}

export interface MergeAnswer {
  /** In the order sent; one that could not be stored has `attempt: null` and `error`. */
  attempts: {
    clientId: string;
    attempt: QuizAttempt | null;
    ranked: boolean;
    rankNote?: string | null;
    error?: string;
  }[];
}

/** One of the student's attempts in their list. */
export interface MyAttempt extends QuizAttempt {
  quizName: string;
}

export interface MyAttemptsPage {
  items: MyAttempt[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

export interface ReopenedAttempt {
  attempt: QuizAttempt;
  quiz: { id: string; name: string; questions: QuizQuestion[] | null };
  review: Review;
}

/** A new id for an attempt, made on the device (the server returns the same attempt for it twice). */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** True when the request never reached the server (no network, DNS, a dropped connection). */
export function isOffline(err: unknown): boolean {
  return err instanceof ClientResponseError && err.status === 0 && !err.isAbort;
}

/** Asks the server to time this sitting. */
export function startQuiz(quiz: string, clientId: string): Promise<QuizStart> {
  return studentPb.send<QuizStart>("/api/quiz-start", {
    method: "POST",
    body: { quiz, clientId },
    requestKey: null,
  });
}

export function submitAttempt(body: AttemptBody): Promise<SubmitAnswer> {
  return studentPb.send<SubmitAnswer>("/api/attempts", { method: "POST", body, requestKey: null });
}

export function postMerge(attempts: AttemptBody[]): Promise<MergeAnswer> {
  return studentPb.send<MergeAnswer>("/api/attempts/merge", {
    method: "POST",
    body: { attempts },
    requestKey: null,
  });
}

export const MY_ATTEMPTS_PER_PAGE = 20;

export function listMyAttempts(page: number): Promise<MyAttemptsPage> {
  return studentPb.send<MyAttemptsPage>("/api/attempts/mine", {
    query: { page, perPage: MY_ATTEMPTS_PER_PAGE },
    requestKey: null,
  });
}

export function getMyAttempt(id: string): Promise<ReopenedAttempt> {
  return studentPb.send<ReopenedAttempt>(`/api/attempts/${encodeURIComponent(id)}`, { requestKey: null });
}
