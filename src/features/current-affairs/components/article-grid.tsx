import { LoadMore } from "@/components/ui/pagination";
import type { ArticleCard as Card } from "../api/list-current-affairs";
import { ArticleCard } from "./article-card";
import { t } from "@/lib/i18n";

interface Pages {
  items: Card[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
}

/** A loaded list of article cards with its Load more: the list page and the day pages. */
export function ArticleGrid({ label, list, now }: { label: string; list: Pages; now: Date }) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
        {list.items.map((a) => (
          <li key={a.id}>
            <ArticleCard article={a} now={now} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
        errorText={t("Could not load more articles. Please try again.")}
      />
    </>
  );
}
