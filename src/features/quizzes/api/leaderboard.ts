// A ranked quiz's leaderboard (GET /api/leaderboard/{quizId}). The public page is rendered on the
// server as a guest with `pb`; a signed-in student's copy (their own row and rank) is fetched
// with `studentPb` after hydration, under a key of its own, so nothing personal is ever in the
// server's HTML or cache.
import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import { LIVE_FILTER } from "@shared/published-core.cjs";
import { studentPb } from "@/lib/student-session";
import type { Quiz } from "@/types/pocketbase";

export interface LeaderRow {
  position: number;
  /** The display name when the student opted in and staff have not hidden it, else "Student". */
  name: string;
  score: number;
  /** Whole seconds. */
  timeTaken: number;
  me: boolean;
}

export interface MyRank {
  position: number;
  /** Share of the other takers this student beat, 0–100. */
  percentile: number;
  score: number;
  timeTaken: number;
}

export interface Leaderboard {
  items: LeaderRow[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  /** Null with no takers. */
  average: number | null;
  /** The score at position ⌈30 % of takers⌉: the top 30 % are at or above it. Null with no takers. */
  cutoff: number | null;
  me: MyRank | null;
}

export const LEADERBOARD_PER_PAGE = 20;

export function getLeaderboard(
  client: typeof pb,
  quizId: string,
  page: number,
  perPage = LEADERBOARD_PER_PAGE,
): Promise<Leaderboard> {
  return client.send<Leaderboard>(`/api/leaderboard/${encodeURIComponent(quizId)}`, {
    query: { page, perPage },
    requestKey: null,
  });
}

/**
 * The leaderboard as anyone sees it, and (for a signed-in student, after hydration) as they see it,
 * with their row marked and their rank. `data` is the student's copy once it is there.
 */
export function useLeaderboard(quizId: string, page: number, studentId: string | null, perPage?: number) {
  const shared = useSWR(
    ["leaderboard", quizId, page, perPage ?? LEADERBOARD_PER_PAGE] as const,
    ([, id, p, n]) => getLeaderboard(pb, id, p, n),
  );
  const mine = useSWR(
    studentId
      ? (["leaderboard", quizId, page, perPage ?? LEADERBOARD_PER_PAGE, "me", studentId] as const)
      : null,
    ([, id, p, n]) => getLeaderboard(studentPb, id, p, n),
  );
  return {
    data: mine.data ?? shared.data,
    error: shared.data ? undefined : shared.error,
    isLoading: shared.isLoading && !mine.data,
    isValidating: shared.isValidating || mine.isValidating,
    mutate: () => Promise.all([shared.mutate(), mine.mutate()]),
  };
}

export type QuizTitle = Pick<Quiz, "id" | "name" | "date" | "ranked">;

/** The quiz a leaderboard belongs to (its name and day), or null when there is no such live quiz. */
export async function getQuizTitle(id: string): Promise<QuizTitle | null> {
  const res = await pb.collection("quizs").getList<QuizTitle>(1, 1, {
    filter: pb.filter(`id = {:id} && ${LIVE_FILTER}`, { id }),
    fields: "id,name,date,ranked",
    skipTotal: true,
    requestKey: null,
  });
  return res.items[0] ?? null;
}

export function useQuizTitle(id: string) {
  return useSWR(["quizs", "title", id] as const, ([, , quizId]) => getQuizTitle(quizId));
}
