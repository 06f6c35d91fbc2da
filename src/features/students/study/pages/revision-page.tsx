import { useState } from "react";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import { formatDay, istDayOf } from "@/lib/ist-date";
import { t } from "@/lib/i18n";
import { useStudent } from "../../session";
import { useBookmarks } from "../api/bookmarks";
import { useDue } from "../api/revision";
import { RevisionCard } from "../components/revision-card";
import { StreakBadge } from "../components/streak-badge";
import { studyPaths } from "../links";
import { useHydrated } from "../use-hydrated";

/**
 * /revision: a signed-in student's due questions one by one (wrong answers and bookmarked questions
 * come back after 1, 3 and 7 days until answered right twice in a row), and their bookmarked
 * articles. Personal: the server renders only the frame; the rest fills in after hydration.
 */
export function RevisionPage() {
  const hydrated = useHydrated();
  const student = useStudent();
  let body;
  if (!hydrated) body = <Spinner />;
  else if (!student)
    body = (
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-800">
          {t("Sign in to get your wrong and bookmarked questions back for revision.")}
        </p>
        <Link to={studyPaths.signIn} className={buttonClass("primary", "lg", "mt-4")}>
          {t("Sign in")}
        </Link>
      </div>
    );
  else body = <Queue studentId={student.id} />;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <PageMeta title={t("Revision")} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("Revision")}</h1>
      <StreakBadge className="mt-2" />
      {body}
      {hydrated && student ? <BookmarkedArticles studentId={student.id} /> : null}
    </main>
  );
}

function Queue({ studentId }: { studentId: string }) {
  const { data, error, isLoading, mutate } = useDue(studentId);
  // The due list is taken as it was when the page opened; answered ones are passed over.
  const [index, setIndex] = useState(0);
  if (isLoading) return <Spinner />;
  if (!data)
    return (
      <LoadError
        error={error}
        fallback={t("Could not load your revision questions.")}
        onRetry={() => void mutate()}
        className="mt-6"
      />
    );
  const item = data.items[index];
  if (!item) {
    return (
      <EmptyState className="mt-6">
        {index > 0 ? t("Done for today. Well done!") : t("Nothing to revise right now.")}{" "}
        {data.later > 0 && data.nextDue
          ? t(
              "{count, plural, one {# question comes} other {# questions come}} back later; the next on {day}.",
              {
                count: data.later,
                day: formatDay(istDayOf(data.nextDue)),
              },
            )
          : t("Questions you get wrong in a quiz, and questions you bookmark, come back here.")}{" "}
        <Link to={paths.quizzes} className="text-brand-800 underline underline-offset-2">
          {t("All quizzes")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="mt-6">
      <RevisionCard
        key={item.id}
        item={item}
        position={index + 1}
        count={data.items.length}
        onNext={() => setIndex(index + 1)}
      />
    </div>
  );
}

function BookmarkedArticles({ studentId }: { studentId: string }) {
  const { data, error, isLoading, mutate } = useBookmarks(studentId);
  const articles = (data ?? []).filter((b) => b.kind === "article" && b.expand?.article);
  return (
    <section aria-labelledby="bookmarked-articles" className="mt-10">
      <h2 id="bookmarked-articles" className="text-xl font-bold text-slate-900">
        {t("Bookmarked articles")}
      </h2>
      {isLoading ? (
        <Spinner />
      ) : !data ? (
        <LoadError
          error={error}
          fallback={t("Could not load your bookmarks.")}
          onRetry={() => void mutate()}
          className="mt-3"
        />
      ) : articles.length === 0 ? (
        <EmptyState className="mt-3">{t("No bookmarked articles yet.")}</EmptyState>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {articles.map((b) => (
            <li key={b.id}>
              <Link
                to={paths.currentAffair(b.expand!.article!.seoURL)}
                className="text-brand-800 underline underline-offset-2"
              >
                {b.expand!.article!.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
