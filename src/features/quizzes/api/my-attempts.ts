import useSWR from "swr";
import { getMyAttempt, listMyAttempts } from "./attempts";

// Keys carry the student's id: another student signing in on the same phone never sees the
// previous one's cached attempts.

/** The signed-in student's attempts, newest first, one page at a time. */
export function useMyAttempts(studentId: string | null, page: number) {
  return useSWR(studentId ? (["attempts", "mine", studentId, page] as const) : null, ([, , , p]) =>
    listMyAttempts(p),
  );
}

/** One of the student's attempts with its quiz and review. */
export function useMyAttempt(studentId: string | null, id: string) {
  return useSWR(studentId ? (["attempts", "one", studentId, id] as const) : null, ([, , , attemptId]) =>
    getMyAttempt(attemptId),
  );
}
