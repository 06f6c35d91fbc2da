import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { unstable_serialize } from "swr/infinite";
import { useRevalidate } from "@/lib/swr";

const isPublicListPage = (key: unknown) =>
  Array.isArray(key) && key[0] === "currentAffairs" && key[1] === "list";
/** Every public list (one per tag/search query) is cached under a key starting with this. */
const PUBLIC_LISTS = unstable_serialize(() => ["currentAffairs", "list"]);

/**
 * After a staff write (publish, unpublish, delete, save): refetch every current-affairs read,
 * admin and public, the mounted ones at once. The public lists are paged with useSWRInfinite,
 * which a scope revalidation does not reach: their pages are dropped (a list keeps showing what
 * it has) and each list is refetched by its own key.
 */
export function useRefreshCurrentAffairs(): () => Promise<unknown> {
  const revalidate = useRevalidate();
  const { cache, mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isPublicListPage, undefined, { revalidate: false });
    const lists = [...cache.keys()].filter((k) => k.startsWith(PUBLIC_LISTS));
    return Promise.all([revalidate("currentAffairs"), ...lists.map((k) => mutate(k))]);
  }, [cache, mutate, revalidate]);
}
