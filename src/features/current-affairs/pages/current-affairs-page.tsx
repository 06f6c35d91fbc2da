import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { PageSection } from "@/components/page-placeholder";
import { Spinner } from "@/components/spinner";
import { useResource } from "@/lib/use-resource";
import { usePageTitle } from "@/lib/use-page-title";
import { listTags } from "../api/list-tags";
import { ArticleCard } from "../components/article-card";
import { SearchBox } from "../components/search-box";
import { TagChips } from "../components/tag-chips";
import { useArticlePages } from "../use-article-pages";
import { readListQuery, toggleTag, writeListQuery } from "../url-state";

const SUBTITLE = "Stay updated with the latest news and developments from around the world";

export function CurrentAffairsPage() {
  usePageTitle("Current Affairs", SUBTITLE);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised params identify the query
  const query = useMemo(() => readListQuery(params), [search]);
  const tags = useResource("ca-tags", listTags, 5 * 60_000);
  const list = useArticlePages(query);
  const now = useMemo(() => new Date(), []);

  useEffect(() => {
    if (list.error) console.error("Loading current affairs failed", list.error);
  }, [list.error]);
  useEffect(() => {
    if (tags.error) console.error("Loading tags failed", tags.error);
  }, [tags.error]);

  const setQuery = (next: typeof query, replace = false) =>
    setParams(writeListQuery(params, next), { replace, preventScrollReset: true });

  return (
    <PageSection title="Current Affairs" intro={SUBTITLE}>
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
          <p className="text-sm text-slate-600">Tag filters are unavailable right now.</p>
        ) : null}
      </div>

      <section aria-label="Articles" aria-busy={list.loading} className="mt-6">
        {list.loading ? (
          <Spinner label="Loading current affairs…" />
        ) : list.error ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <p>Could not load current affairs. Check your connection and try again.</p>
            <button
              type="button"
              onClick={list.reload}
              className="mt-2 rounded-md bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800"
            >
              Try again
            </button>
          </div>
        ) : list.items.length === 0 ? (
          <p className="py-10 text-center text-lg text-slate-700">No current affairs found.</p>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Current affairs">
              {list.items.map((a) => (
                <li key={a.id}>
                  <ArticleCard article={a} now={now} />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-center gap-2">
              {list.moreError ? (
                <p role="alert" className="text-red-700">
                  Could not load more articles. Please try again.
                </p>
              ) : null}
              {list.hasMore ? (
                <button
                  type="button"
                  onClick={list.loadMore}
                  disabled={list.loadingMore}
                  className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-lg px-6 py-2 font-semibold text-white disabled:opacity-60"
                >
                  {list.loadingMore ? "Loading…" : "Load more"}
                </button>
              ) : null}
            </div>
          </>
        )}
      </section>
    </PageSection>
  );
}
