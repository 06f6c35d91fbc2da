import { Button } from "./button";
import { t } from "@/lib/i18n";

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / "Page 2 of 7" / Next, for lists paged on the server. Nothing when one page. */
export function Pagination({ page, totalPages, onPage }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("Pages")} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("Previous")}
      </Button>
      <span className="text-sm text-slate-700">{t("Page {page} of {totalPages}", { page, totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t("Next")}
      </Button>
    </nav>
  );
}

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  onLoadMore: () => void;
  /** Shown above the button when loading the next page failed. */
  errorText: string;
}

/** "Load more" under a list read page by page, with its own busy and failure states. */
export function LoadMore({ hasMore, loading, error, onLoadMore, errorText }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {error ? (
        <p role="alert" className="text-red-700">
          {errorText}
        </p>
      ) : null}
      <Button size="lg" className="min-h-11" busy={loading} busyLabel={t("Loading…")} onClick={onLoadMore}>
        {t("Load more")}
      </Button>
    </div>
  );
}
