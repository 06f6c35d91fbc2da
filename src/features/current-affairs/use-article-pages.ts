// Page 1 comes from the shared resource cache (instant when coming back to the list); further
// pages are appended by 'Load more' and reset whenever the filter changes.
import { useCallback, useState } from "react";
import { isAbort } from "@/lib/pocketbase";
import { useResource } from "@/lib/use-resource";
import type { ListQuery } from "./api/list-filter";
import { listCurrentAffairs, type ArticleCard, type ArticlePage } from "./api/list-current-affairs";
import { listKey } from "./url-state";

interface More {
  key: string;
  pages: ArticlePage[];
  loading: boolean;
  error: unknown;
}

export interface ArticlePages {
  items: ArticleCard[];
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
  reload: () => void;
}

export function useArticlePages(query: ListQuery): ArticlePages {
  const key = listKey(query);
  const first = useResource(key, () => listCurrentAffairs(query, 1));
  const [more, setMore] = useState<More>({ key, pages: [], loading: false, error: undefined });
  // Derived reset during render when the filter changed (no stale pages from the old filter).
  if (more.key !== key) setMore({ key, pages: [], loading: false, error: undefined });

  const pages = first.data ? [first.data, ...(more.key === key ? more.pages : [])] : [];
  const last = pages[pages.length - 1];

  const loadMore = useCallback(() => {
    const nextPage = 2 + (more.key === key ? more.pages.length : 0);
    setMore((m) => ({ ...m, loading: true, error: undefined }));
    listCurrentAffairs(query, nextPage).then(
      (page) => setMore((m) => (m.key === key ? { ...m, pages: [...m.pages, page], loading: false } : m)),
      (error) => {
        if (isAbort(error)) return;
        console.error("Loading more current affairs failed", error);
        setMore((m) => (m.key === key ? { ...m, loading: false, error } : m));
      },
    );
  }, [key, more, query]);

  // A new article published between two page loads shifts the offsets: drop repeats.
  const seen = new Set<string>();
  const items = pages
    .flatMap((p) => p.items)
    .filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true)));

  return {
    items,
    loading: first.loading,
    error: first.error,
    hasMore: !!last?.hasMore,
    loadingMore: more.loading,
    moreError: more.error,
    loadMore,
    reload: first.reload,
  };
}
