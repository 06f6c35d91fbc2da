import useSWR from "swr";
import { studentPb } from "../../session";

export interface DueQuestion {
  id: string;
  quiz: string;
  quizName: string;
  /** The question's index in the quiz's stored order. */
  question: number;
  text: string;
  options: string[];
  rightCount: number;
  source: "wrong" | "bookmark";
}

export interface DueList {
  items: DueQuestion[];
  /** Questions waiting for a later day. */
  later: number;
  /** When the next of those is due (a stored instant), or null. */
  nextDue: string | null;
}

export interface RevisionAnswer {
  right: boolean;
  /** The right option's index. */
  key: number;
  explanation: string;
  /** Answered right twice in a row: out of the queue. */
  done: boolean;
  rightCount: number;
  nextDue: string | null;
}

/** GET /api/revision/due (pb_hooks/revision.pb.js): the questions due now, without their keys. */
export function listDue(): Promise<DueList> {
  return studentPb.send<DueList>("/api/revision/due", { requestKey: null });
}

export function useDue(studentId: string | null) {
  return useSWR(studentId ? (["revisionItems", "due", studentId] as const) : null, () => listDue(), {
    // The queue is worked through on the page: it is read once per visit, not on every focus.
    revalidateOnMount: true,
  });
}

/** POST /api/revision/{id}/answer: checked on the server, which schedules the next review. */
export function answerRevision(id: string, answer: number): Promise<RevisionAnswer> {
  return studentPb.send<RevisionAnswer>(`/api/revision/${encodeURIComponent(id)}/answer`, {
    method: "POST",
    body: { answer },
    requestKey: null,
  });
}
