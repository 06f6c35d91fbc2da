// Staff's view of a ranked quiz's takers: the ranked attempts read straight from quizAttempts
// (staff may list them), in the leaderboard's order (score, then time, then who submitted first),
// with the student expanded so a name can be hidden; the CSV from the server's export route.
import useSWR from "swr";
import { downloadWithToken } from "@/lib/download";
import { pb } from "@/lib/pocketbase";
import type { QuizAttempt, Student } from "@/types/pocketbase";

export const TAKERS_PER_PAGE = 50;

export type Taker = QuizAttempt & { expand?: { student?: Student } };

export function listRankedTakers(quizId: string, page: number) {
  return pb.collection("quizAttempts").getList<Taker>(page, TAKERS_PER_PAGE, {
    filter: pb.filter("quiz = {:quiz} && ranked = true", { quiz: quizId }),
    sort: "-score,timeTaken,created",
    expand: "student",
    fields:
      "id,score,correct,wrong,skipped,timeTaken,created,student,expand.student.id,expand.student.name,expand.student.displayName,expand.student.email,expand.student.nameHidden,expand.student.showOnLeaderboard",
    requestKey: null,
  });
}

export function useRankedTakers(quizId: string, page: number) {
  return useSWR(["quizAttempts", "ranked", quizId, page] as const, ([, , id, p]) => listRankedTakers(id, p), {
    dedupingInterval: 0,
  });
}

/** Staff hide (or show again) a student's name on every leaderboard. */
export function setNameHidden(studentId: string, hidden: boolean) {
  return pb.send(`/api/students/${encodeURIComponent(studentId)}/name-hidden`, {
    method: "POST",
    body: { hidden },
    requestKey: null,
  });
}

/** Downloads the ranked takers as CSV, with the staff token (lib/download.ts). */
export function downloadTakersCsv(quizId: string): Promise<string> {
  return downloadWithToken(
    `/api/leaderboard/${encodeURIComponent(quizId)}/takers.csv`,
    `leaderboard-${quizId}.csv`,
    "Could not export the takers.",
  );
}
