import useSWR from "swr";
import { studentPb } from "../../session";

export interface Streak {
  /** Days in a row (IST) with a quiz attempt or an article read to the end. */
  streak: number;
  /** Today already counts. */
  today: boolean;
  /** The streak is alive but today has nothing yet. */
  open: boolean;
  /** Today in India, "YYYY-MM-DD". */
  day: string;
}

/** GET /api/study/streak (pb_hooks/revision.pb.js): the signed-in student's streak. */
export function getStreak(): Promise<Streak> {
  return studentPb.send<Streak>("/api/study/streak", { requestKey: null });
}

/** The student's streak; no request without a student. Keyed by the student (a sign-out forgets it). */
export function useStreak(studentId: string | null) {
  return useSWR(studentId ? (["studyDays", "streak", studentId] as const) : null, () => getStreak());
}

/** POST /api/study/read: the student read the article to the end today. */
export function reportRead(article: string): Promise<Streak> {
  return studentPb.send<Streak>("/api/study/read", { method: "POST", body: { article }, requestKey: null });
}
