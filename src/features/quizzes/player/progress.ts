// What the player keeps on the device until a quiz is submitted, so a reload, a lost connection or
// a locked phone loses nothing: the answers, the questions marked for review, the shuffle seed and
// the deadline as an absolute time (a timer paused by a locked phone is right again on return).
// Keyed by quiz id + its `updated` stamp: progress on a quiz staff have since edited is dropped.
import type { Answers } from "../scoring";
import { mulberry32 } from "@shared/prng-core.cjs";

export interface Progress {
  v: 1;
  seed: number;
  startedAt: number;
  /** Epoch ms at which time runs out; null for an untimed quiz. */
  deadline: number | null;
  answers: Answers;
  marked: number[];
  /** The id this device gives the attempt (one sitting = one id). */
  clientId?: string;
  /** The server's start of this sitting (POST /api/quiz-start); absent when started offline. */
  startToken?: string;
}

/**
 * Where an attempt kept on the device stands: waiting for the network, stored by the server (for
 * nobody: signed out), joined to the signed-in student's account, or refused by the server.
 */
export type DeviceStatus = "pending" | "sent" | "merged" | "rejected";

export interface PastAttempt {
  at: number;
  marks: number;
  total: number;
  correct: number;
  wrong: number;
  skipped: number;
  seconds: number;
  /** The fields below came with the server's attempts; older entries have none of them. */
  clientId?: string;
  startToken?: string;
  /** What was sent (per stored question), kept until the attempt has joined an account. */
  answers?: (number | null)[];
  status?: DeviceStatus;
  /** The server's attempt id once stored. */
  attemptId?: string;
  ranked?: boolean;
}

const progressKey = (quizId: string, updated: string) => `quiz-progress:${quizId}:${updated}`;
const historyKey = (quizId: string) => `quiz-history:${quizId}`;
const MAX_HISTORY = 20;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the quiz still works, it just will not survive a reload.
  }
}

export function newProgress(now: number, timeLimitMinutes: number, seed: number): Progress {
  return {
    v: 1,
    seed,
    startedAt: now,
    deadline: timeLimitMinutes > 0 ? now + timeLimitMinutes * 60_000 : null,
    answers: {},
    marked: [],
  };
}

export function loadProgress(quizId: string, updated: string): Progress | null {
  const p = read<Progress>(progressKey(quizId, updated));
  if (!p || p.v !== 1 || typeof p.seed !== "number" || typeof p.answers !== "object") return null;
  return p;
}

export function saveProgress(quizId: string, updated: string, p: Progress) {
  // Older progress of this quiz (before staff edited it) is of no further use.
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k?.startsWith(`quiz-progress:${quizId}:`) && k !== progressKey(quizId, updated)) {
        localStorage.removeItem(k);
      }
    }
  } catch {
    // See write().
  }
  write(progressKey(quizId, updated), p);
}

export function clearProgress(quizId: string, updated: string) {
  try {
    localStorage.removeItem(progressKey(quizId, updated));
  } catch {
    // See write().
  }
}

export function loadHistory(quizId: string): PastAttempt[] {
  const h = read<PastAttempt[]>(historyKey(quizId));
  return Array.isArray(h) ? h : [];
}

export function addToHistory(quizId: string, attempt: PastAttempt): PastAttempt[] {
  const all = [attempt, ...loadHistory(quizId)];
  // The oldest go first, but never one the server has not got yet.
  const next = all.filter((a, i) => i < MAX_HISTORY || a.status === "pending");
  write(historyKey(quizId), next);
  return next;
}

/** Changes the kept attempt with this clientId (if it is still kept); returns the quiz's history. */
export function updateHistory(
  quizId: string,
  clientId: string,
  change: (a: PastAttempt) => PastAttempt,
): PastAttempt[] {
  const next = loadHistory(quizId).map((a) => (a.clientId === clientId ? change(a) : a));
  write(historyKey(quizId), next);
  return next;
}

/** Every attempt kept on this device that carries a clientId, with its quiz. */
export function deviceAttempts(): { quizId: string; attempt: PastAttempt }[] {
  const out: { quizId: string; attempt: PastAttempt }[] = [];
  let keys: string[] = [];
  try {
    keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? "");
  } catch {
    return out;
  }
  for (const k of keys) {
    if (!k.startsWith("quiz-history:")) continue;
    const quizId = k.slice("quiz-history:".length);
    for (const attempt of loadHistory(quizId)) if (attempt.clientId) out.push({ quizId, attempt });
  }
  return out;
}

/** Positions 0..n-1 shuffled by `seed` (Fisher–Yates); the identity when `on` is false. */
export function shuffledOrder(n: number, seed: number, on: boolean): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  if (!on) return order;
  const next = mulberry32(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
