import { Link } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PageMeta } from "@/components/page-meta";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { dateLabel } from "@/lib/dates";
import { useDashboardCounts, useLatestArticles, type DashboardCounts } from "../api/get-dashboard";
import { FailedSignIns } from "../components/failed-sign-ins";

const CARDS: { key: keyof DashboardCounts; label: string }[] = [
  { key: "articles", label: "Articles" },
  { key: "published", label: "Published" },
  { key: "drafts", label: "Drafts" },
  { key: "tags", label: "Tags" },
  { key: "quizzes", label: "Quizzes" },
  { key: "newLeads", label: "New leads" },
];

const FAILED = "Could not load this part of the dashboard.";

/** `showFailedSignIns`: owners only (the log's access rule is owner-only too). */
export function AdminDashboardPage({ showFailedSignIns = true }: { showFailedSignIns?: boolean }) {
  const counts = useDashboardCounts();
  const latest = useLatestArticles(5);
  const now = new Date();

  return (
    <>
      <PageMeta title="Dashboard" />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard" }]}
        title="Dashboard"
        intro="An overview of the site's content."
      />
      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="sr-only">
          Counts
        </h2>
        {counts.isLoading ? <Spinner label="Loading counts…" /> : null}
        {counts.error && !counts.isLoading ? (
          <LoadError error={counts.error} fallback={FAILED} onRetry={() => void counts.mutate()} />
        ) : null}
        {counts.data ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
            {CARDS.map((c) => (
              <li key={c.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <p className="text-sm text-slate-600">{c.label}</p>
                <p className="mt-1 text-3xl font-bold text-slate-900">{counts.data?.[c.key]}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="latest-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="latest-heading" className="text-xl font-bold text-slate-900">
            Latest articles
          </h2>
          <Link to={paths.admin.createCurrentAffair} className={buttonClass("primary")}>
            Create New
          </Link>
        </div>
        <div className="mt-3">
          {latest.isLoading ? <Spinner label="Loading articles…" /> : null}
          {latest.error && !latest.isLoading ? (
            <LoadError error={latest.error} fallback={FAILED} onRetry={() => void latest.mutate()} />
          ) : null}
          {latest.data && latest.data.length === 0 ? (
            <p className="text-slate-700">No current affairs found.</p>
          ) : null}
          {latest.data && latest.data.length > 0 ? (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {latest.data.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <Link
                    to={paths.admin.editCurrentAffair(a.id)}
                    className="text-brand-800 min-w-0 font-medium hover:underline"
                  >
                    {a.name}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {a.date ? dateLabel(a.date, now, "india") : ""} · {a.active ? "Published" : "Draft"}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
      {showFailedSignIns ? <FailedSignIns /> : null}
    </>
  );
}
