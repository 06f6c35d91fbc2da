import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import { LIVE_FILTER } from "@/lib/published";
import type { Quiz } from "@/types/pocketbase";

/**
 * An active quiz with its questions, or null when there is none with this id. Inactive quizzes
 * are "not found" for everyone here (staff preview drafts in the admin area).
 */
export async function getActiveQuiz(id: string): Promise<Quiz | null> {
  const res = await pb.collection("quizs").getList<Quiz>(1, 1, {
    filter: pb.filter(`id = {:id} && ${LIVE_FILTER}`, { id }),
    skipTotal: true,
    requestKey: null,
  });
  return res.items[0] ?? null;
}

/** The quiz a student plays: `data` is null when there is no active quiz with this id. */
export function useActiveQuiz(id: string) {
  return useSWR(["quizs", "active", id] as const, ([, , quizId]) => getActiveQuiz(quizId));
}
