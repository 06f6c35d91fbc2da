import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import { pb } from "@/lib/pocketbase";
import { QUIZZES_PER_PAGE } from "@shared/lists-core.cjs";
import { LIVE_FILTER } from "@shared/published-core.cjs";
import type { Quiz } from "@/types/pocketbase";

export type QuizSummary = Pick<
  Quiz,
  "id" | "collectionId" | "collectionName" | "name" | "desc" | "created" | "date" | "timeLimit"
>;

export interface QuizPage {
  items: QuizSummary[];
  page: number;
  totalPages: number;
}

/**
 * One page of the public quiz list (spec: page 1, 30 per page, active = true; scheduled ones only once
 * their time has come; newest day first, then -created). The
 * filter is needed even though the listRule hides drafts from guests: staff may see drafts.
 * `fields` leaves out `questions`, which can be hundreds of KB per quiz.
 */
export async function listActiveQuizzes(page = 1): Promise<QuizPage> {
  const res = await pb.collection("quizs").getList<QuizSummary>(page, QUIZZES_PER_PAGE, {
    filter: LIVE_FILTER,
    // Grouped by day on the page, newest day first; quizzes with no day come last.
    sort: "-date,-created",
    fields: "id,collectionId,collectionName,name,desc,created,date,timeLimit",
    requestKey: null,
  });
  return { items: res.items, page: res.page, totalPages: res.totalPages };
}

type PageKey = readonly ["quizs", "list", number];

/** The key of page `index + 1`, or null once the previous page was the last. */
function quizPageKey(index: number, previous: QuizPage | null): PageKey | null {
  if (previous && previous.page >= previous.totalPages) return null;
  return ["quizs", "list", index + 1];
}

/**
 * The cache key of the whole paged list. A write refreshes it with `mutate(quizListKey)`:
 * revalidate("quizs") does not reach lists read with useSWRInfinite.
 */
export const quizListKey = unstable_serialize(quizPageKey);

/** The public list, read page by page ("Load more"). */
export function useQuizList() {
  return useSWRInfinite(quizPageKey, ([, , page]: PageKey) => listActiveQuizzes(page), {
    // Loading page 2 does not fetch page 1 again (students pay for their data).
    revalidateFirstPage: false,
  });
}
