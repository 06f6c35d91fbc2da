import { useEffect, useMemo, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { DraftBanner } from "@/components/draft-banner";
import { PageMeta } from "@/components/page-meta";
import { SavedOfflineMark } from "@/components/saved-offline-mark";
import { Spinner } from "@/components/spinner";
import { TagBadges } from "@/components/tag-badges";
import { datePaths } from "@/config/date-paths";
import { paths } from "@/config/paths";
import { dateLabel } from "@/lib/dates";
import { istDayOf } from "@/lib/ist-date";
import { isNotFound } from "@/lib/pocketbase";
import { siteOrigin } from "@/lib/site-origin";
import { useNeighbours } from "../api/article-neighbours";
import { useLegacyDocument } from "../api/convert-legacy-document";
import { storedBody, useCurrentAffair } from "../api/get-current-affair";
import { dayOfDate, useDayQuiz } from "../api/get-day-quiz";
import { ArticleActions } from "../components/article-actions";
import { ArticleNeighbours } from "../components/article-neighbours";
import { Breadcrumb } from "../components/breadcrumb";
import { DayQuizLink } from "../components/day-quiz-link";
import { DocumentView } from "../components/document-view";
import { t } from "@/lib/i18n";
import { reportPageStatus } from "@/lib/http-status";

/** A signed-in student's parts of the page (from the students feature; composed by the route). */
export interface ArticleStudentParts {
  /** Beside the article (a bookmark button). */
  aside: (articleId: string) => ReactNode;
  /** After the article's text, once it has its final height ("read to the end"). */
  end: (articleId: string) => ReactNode;
}

export function CurrentAffairPage({ student }: { student?: ArticleStudentParts }) {
  const { seoURL = "" } = useParams();
  const res = useCurrentAffair(seoURL);
  const article = res.data;
  const meta = (
    <PageMeta title={article?.name ?? t("Current Affairs")} description={article?.desc || undefined} />
  );
  const now = useMemo(() => new Date(), []);
  // What the side card and the links under the article wait for, asked for at once (SWR shares
  // these requests with the components that show them). The links under the article appear only
  // when the document and the side card have their final height, so they never jump.
  const quiz = useDayQuiz(article ? dayOfDate(article.date) : null);
  const doc = useLegacyDocument(article && !storedBody(article) ? article : null);
  useNeighbours(article?.date ? { id: article.id, date: article.date, created: article.created } : null);
  const settled = !quiz.isLoading && !doc.isLoading;

  useEffect(() => {
    if (res.error && !isNotFound(res.error)) console.error("Current affair lookup failed", res.error);
  }, [res.error]);

  if (res.isLoading) {
    return (
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
        {meta}
        <Spinner label={t("Loading…")} />
      </main>
    );
  }
  if (!article) {
    reportPageStatus(404);
    return (
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
        {meta}
        <Breadcrumb current={t("Not found")} />
        <h1 className="mt-6 text-2xl font-bold text-red-700">{t("Not found.")}</h1>
      </main>
    );
  }

  const when = article.date || article.created;
  const pageUrl = `${siteOrigin()}${paths.currentAffair(article.seoURL)}`;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      {meta}
      <DraftBanner what="article" record={article} />
      <Breadcrumb current={article.name} />
      <h1 className="mt-4 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{article.name}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-4">
        <article
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 lg:col-span-3"
          aria-label={t("Document")}
        >
          <DocumentView article={article} />
          {settled ? student?.end(article.id) : null}
        </article>
        <aside
          aria-label={t("About this article")}
          className="h-fit rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4"
        >
          <p className="text-lg leading-snug font-semibold text-slate-900">{article.name}</p>
          {when ? (
            <p className="mt-1 text-sm text-slate-600">
              <Link to={datePaths.day(istDayOf(when))} className="hover:text-brand-700 hover:underline">
                <time dateTime={istDayOf(when)}>{dateLabel(when, now)}</time>
              </Link>
            </p>
          ) : null}
          {article.desc ? <p className="mt-3 text-slate-700">{article.desc}</p> : null}
          <TagBadges tags={article.expand?.tags} className="mt-3" />
          <DayQuizLink date={article.date} now={now} />
          <div className="mt-5 border-t border-slate-100 pt-4">
            <ArticleActions article={article} pageUrl={pageUrl} />
            {student ? <div className="mt-3">{student.aside(article.id)}</div> : null}
          </div>
          <SavedOfflineMark path={paths.currentAffair(article.seoURL)} className="mt-4" />
        </aside>
      </div>
      {settled ? (
        <ArticleNeighbours article={{ id: article.id, date: article.date, created: article.created }} />
      ) : null}
    </main>
  );
}
