import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { Badge } from "@/components/ui/badge";
import { LoadError } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { mockPaths } from "@/config/mock-paths";
import { paths } from "@/config/paths";
import { localized, t, useLang } from "@/lib/i18n";
import { useMockTestList } from "../api/list-mock-tests";
import { minutesLabel, shapeLabel, testMinutes } from "../components/test-facts";

/** The live mock tests (server-rendered for every visitor: nothing personal here). */
export function MockTestsPage() {
  const lang = useLang();
  const { data, error, isValidating, mutate } = useMockTestList();
  const loading = data === undefined && (isValidating || !error);
  return (
    <main id="main" className="mx-auto min-h-[60vh] w-full max-w-4xl px-4 py-8 sm:py-12">
      <PageMeta
        title={t("Full mock tests")}
        description={t(
          "Full-length mock tests in sections, timed like the real papers, in Punjabi and English.",
        )}
      />
      <p className="text-sm">
        <Link to={paths.quizzes} className="text-brand-800 underline underline-offset-2">
          ← {t("All quizzes")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-4xl">{t("Full mock tests")}</h1>
      <p className="mt-2 text-slate-700">
        {t("Sectioned papers with a time for each section, like PSTET, Punjab Police and PSSSB exams.")}
      </p>
      {loading ? <Spinner label={t("Loading mock tests…")} /> : null}
      {data === undefined && !loading ? (
        <LoadError
          error={error}
          fallback={t("Could not load the mock tests.")}
          onRetry={() => void mutate()}
          className="mt-6"
        />
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState className="mt-8">{t("No mock tests yet. Please check again soon.")}</EmptyState>
      ) : null}
      {data && data.length > 0 ? (
        <ul className="mt-6 space-y-3">
          {data.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <Link
                to={mockPaths.test(m.id)}
                className="text-brand-800 text-lg font-semibold underline-offset-2 hover:underline"
              >
                {localized(m, "name", lang)}
              </Link>
              {m.ranked ? (
                <span className="ml-2">
                  <Badge tone="brand">★ {t("Ranked")}</Badge>
                </span>
              ) : null}
              <p className="mt-1 text-slate-700">
                {shapeLabel(m.sections ?? [])} · {minutesLabel(testMinutes(m))}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
