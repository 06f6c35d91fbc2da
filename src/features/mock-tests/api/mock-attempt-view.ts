// The mock-attempt HTTP API's answers (issue 24's contract, served by pb_hooks/mock-attempts.pb.js)
// and the one way this feature calls it: through `studentPb`, so a signed-in student's attempt is
// theirs, with the device's `X-Attempt-Token` for a signed-out one.
import { studentPb } from "@/lib/student-session";
import type { MockResult } from "@/types/pocketbase";

/** Text of a question in each language it has ("" / [] where missing). */
export interface MockQuestionView {
  id: string;
  text: { en: string; pa: string; hi: string };
  options: { en: string[]; pa: string[]; hi: string[] };
  topics: string[];
}

export interface MockSectionView {
  id: string;
  title: string;
  titlePa: string;
  /** Minutes; 0 = no limit of its own. */
  timeLimit: number;
  qualifying: number;
  marks: number;
  negativeMarking: "none" | "1/4" | "1/3";
  questions: MockQuestionView[];
  /** ISO dates; "" until opened / without a deadline / while open. */
  startedAt: string;
  deadline: string;
  endedAt: string;
}

export interface MockRank {
  rank: number;
  of: number;
  percentile: number;
}

export interface MockReviewItem {
  answer: number;
  explanation: { en: string; pa: string; hi: string };
}

export interface MockAttemptView {
  id: string;
  /** Only in the start response: the device's secret for a signed-out attempt. */
  token?: string;
  test: {
    id: string;
    name: string;
    namePa: string;
    instructions: string;
    instructionsPa: string;
    timeLimit: number;
    lockedOrder: boolean;
    ranked: boolean;
  };
  sections: MockSectionView[];
  current: number;
  /** The whole test's deadline; "" = none. */
  deadline: string;
  answers: Record<string, number | null>;
  finishedAt: string;
  /** The server's clock (ISO) when it answered. */
  now: string;
  result?: MockResult;
  score?: number;
  correct?: number;
  wrong?: number;
  skipped?: number;
  timeTaken?: number;
  rank?: MockRank | null;
  review?: Record<string, MockReviewItem>;
}

/** What a device keeps to come back to its attempt: the id and, signed out, the token. */
export interface AttemptKey {
  attemptId: string;
  token: string;
}

/** A call to the mock-attempt routes, with the device's token when one is kept. */
export function sendMock<T>(path: string, token: string, body?: unknown): Promise<T> {
  return studentPb.send<T>(path, {
    method: body === undefined ? "GET" : "POST",
    ...(body === undefined ? {} : { body }),
    headers: token ? { "X-Attempt-Token": token } : {},
    requestKey: null,
  });
}

export const attemptPath = (attemptId: string, action = "") =>
  `/api/mock-attempts/${encodeURIComponent(attemptId)}${action ? `/${action}` : ""}`;
