import { Suspense } from "react";
import { lazyPart } from "@/components/lazy-part";
import { TagBadges } from "@/components/tag-badges";
import { paths } from "@/config/paths";
import { dateLabel } from "@/lib/dates";
import type { ArticleCard as Card } from "../api/list-current-affairs";
import { t } from "@/lib/i18n";

const SearchSnippet = lazyPart(() => import("./search-snippet").then((m) => m.SearchSnippet));

/** One list item. The spec opens articles in a new tab; rel=noopener keeps the list page safe. */
export function ArticleCard({ article, now }: { article: Card; now: Date }) {
  const when = article.date || article.created;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <h2 className="text-lg leading-snug font-semibold text-slate-900">
        <a
          href={paths.currentAffair(article.seoURL)}
          target="_blank"
          rel="noopener"
          className="hover:text-brand-700 hover:underline focus-visible:underline"
        >
          {article.name}
          <span className="sr-only"> {t("(opens in a new tab)")}</span>
        </a>
      </h2>
      {when ? (
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={when.slice(0, 10)}>{dateLabel(when, now)}</time>
        </p>
      ) : null}
      {article.snippet ? (
        // A search hit shows where its words matched; the description stands in while that loads.
        <Suspense fallback={<p className="mt-2 line-clamp-3 text-slate-700">{article.desc}</p>}>
          <SearchSnippet html={article.snippet} />
        </Suspense>
      ) : article.desc ? (
        <p className="mt-2 line-clamp-3 text-slate-700">{article.desc}</p>
      ) : null}
      <TagBadges tags={article.expand?.tags} className="mt-auto pt-3" />
    </article>
  );
}
