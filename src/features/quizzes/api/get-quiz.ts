import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import { useStaffPreview } from "@/lib/preview";
import { LIVE_FILTER } from "@shared/published-core.cjs";
import type { Quiz } from "@/types/pocketbase";

/**
 * The quiz with its questions, or null when there is none with this id. A draft is "not found"
 * for visitors; signed-in staff get it too, to preview it (the page shows a draft banner).
 */
export async function getActiveQuiz(id: string, withDrafts = false): Promise<Quiz | null> {
  const res = await pb.collection("quizs").getList<Quiz>(1, 1, {
    filter: withDrafts ? pb.filter("id = {:id}", { id }) : pb.filter(`id = {:id} && ${LIVE_FILTER}`, { id }),
    skipTotal: true,
    requestKey: null,
  });
  return res.items[0] ?? null;
}

/** The quiz a student plays: `data` is null when there is no such quiz (or a draft, for visitors). */
export function useActiveQuiz(id: string) {
  const preview = useStaffPreview();
  return useSWR(["quizs", "active", id, preview] as const, ([, , quizId, drafts]) =>
    getActiveQuiz(quizId, drafts),
  );
}
