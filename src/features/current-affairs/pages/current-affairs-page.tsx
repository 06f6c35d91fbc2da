import { useEffect, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { PageSection } from "@/components/layouts/page-section";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { datePaths } from "@/config/date-paths";
import { istToday, monthOf } from "@/lib/ist-date";
import { EmptyState } from "@/components/ui/empty-state";
import { useCurrentAffairsList } from "../api/list-current-affairs";
import { useTagChips } from "../api/list-tags";
import { ArticleGrid } from "../components/article-grid";
import { SearchBox } from "../components/search-box";
import { TagChips } from "../components/tag-chips";
import { SEARCH_TEXT } from "../search-text";
import { readListQuery, toggleTag, writeListQuery } from "../url-state";
import { t, msg } from "@/lib/i18n";

const SUBTITLE = msg("Stay updated with the latest news and developments from around the world");

export function CurrentAffairsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised params identify the query
  const query = useMemo(() => readListQuery(params), [search]);
  const tags = useTagChips();
  const list = useCurrentAffairsList(query);
  const now = useMemo(() => new Date(), []);
  const tagsLoading = !tags.data && !tags.error;

  useEffect(() => {
    if (list.error) console.error("Loading current affairs failed", list.error);
  }, [list.error]);
  useEffect(() => {
    if (list.moreError) console.error("Loading more current affairs failed", list.moreError);
  }, [list.moreError]);
  useEffect(() => {
    if (tags.error) console.error("Loading tags failed", tags.error);
  }, [tags.error]);

  const searching = query.q.trim();

  const setQuery = (next: typeof query, replace = false) =>
    setParams(writeListQuery(params, next), { replace, preventScrollReset: true });

  return (
    <PageSection title={t("Current Affairs")} intro={t(SUBTITLE)}>
      <PageMeta title={t("Current Affairs")} description={t(SUBTITLE)} />
      <nav aria-label={t("Current affairs by date")} className="mb-4 flex flex-wrap gap-2">
        <Link to={datePaths.today} className={buttonClass("primary", "sm", "min-h-11")}>
          {t("Today's current affairs")}
        </Link>
        <Link
          to={datePaths.month(monthOf(istToday()))}
          className={buttonClass("secondary", "sm", "min-h-11")}
        >
          {t("This month")}
        </Link>
        <Link to={datePaths.archive} className={buttonClass("secondary", "sm", "min-h-11")}>
          {t("Archive by month")}
        </Link>
      </nav>
      <div className="flex flex-col gap-4">
        <SearchBox
          initial={query.q}
          onSearch={(q) => q.trim() !== query.q.trim() && setQuery({ ...query, q }, true)}
        />
        {tags.data ? (
          <TagChips
            tags={tags.data}
            selected={query.tags}
            onToggle={(id) => setQuery({ ...query, tags: toggleTag(query.tags, id) })}
            onClear={() => setQuery({ ...query, tags: [] })}
          />
        ) : tags.error ? (
          <p className="text-sm text-slate-600">{t("Tag filters are unavailable right now.")}</p>
        ) : null}
      </div>

      {/* The cards come after the tag chips (both requests run at once): until the chips are in,
          the list stays out of the layout, so chips arriving later never push it down. */}
      {tagsLoading ? <Spinner label={t("Loading current affairs…")} className="mt-6" /> : null}
      <section aria-label={t("Articles")} aria-busy={list.loading} hidden={tagsLoading} className="mt-6">
        {searching && !list.loading && !list.error ? (
          <p role="status" className="mb-3 text-sm text-slate-600">
            {SEARCH_TEXT.resultsFor(searching)}
          </p>
        ) : null}
        {list.loading ? (
          <Spinner label={searching ? SEARCH_TEXT.searching : t("Loading current affairs…")} />
        ) : list.error ? (
          <Alert onRetry={list.reload}>
            <p>
              {searching
                ? SEARCH_TEXT.error
                : t("Could not load current affairs. Check your connection and try again.")}
            </p>
          </Alert>
        ) : list.items.length === 0 ? (
          <EmptyState className="text-lg">
            {t("No current affairs found.")}
            {searching ? (
              <span className="mt-1 block text-base text-slate-600">{SEARCH_TEXT.emptyHint}</span>
            ) : null}
          </EmptyState>
        ) : (
          <ArticleGrid
            label={searching ? SEARCH_TEXT.resultsLabel : t("Current affairs")}
            list={list}
            now={now}
          />
        )}
      </section>
    </PageSection>
  );
}
