import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { useRevalidate } from "@/lib/swr";
import { quizListKey } from "./list-quizzes";

const isListPage = (key: unknown) => Array.isArray(key) && key[0] === "quizs" && key[1] === "list";

/**
 * After a staff write (save, publish, delete): refetch every quiz read, admin and public, the
 * mounted ones at once. The public list is paged with useSWRInfinite, which a scope revalidation
 * does not reach: its pages are dropped (it keeps showing what it has) and the list is refetched
 * by its own key.
 */
export function useRefreshQuizzes(): () => Promise<unknown> {
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isListPage, undefined, { revalidate: false });
    return Promise.all([revalidate("quizs"), mutate(quizListKey)]);
  }, [revalidate, mutate]);
}
