import { Link } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { dateLabel } from "@/lib/dates";
import { errorMessage } from "@/lib/pocketbase";
import { useResource } from "@/lib/use-resource";
import { usePageTitle } from "@/lib/use-page-title";
import { getDashboardCounts, getLatestArticles, type DashboardCounts } from "../api/get-dashboard";

const CARDS: { key: keyof DashboardCounts; label: string }[] = [
  { key: "articles", label: "Articles" },
  { key: "published", label: "Published" },
  { key: "drafts", label: "Drafts" },
  { key: "tags", label: "Tags" },
  { key: "quizzes", label: "Quizzes" },
  { key: "newLeads", label: "New leads" },
];

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{errorMessage(error, "Could not load this part of the dashboard.")}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
        Try again
      </button>
    </div>
  );
}

export function AdminDashboardPage() {
  usePageTitle("Dashboard");
  // Short cache: staff come back here after editing and expect fresh numbers.
  const counts = useResource("admin-dashboard:counts", getDashboardCounts, 5_000);
  const latest = useResource("admin-dashboard:latest", () => getLatestArticles(5), 5_000);
  const now = new Date();

  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: "Dashboard" }]}
        title="Dashboard"
        intro="An overview of the site's content."
      />
      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="sr-only">
          Counts
        </h2>
        {counts.loading ? <Spinner label="Loading counts…" /> : null}
        {counts.error ? <Failed error={counts.error} onRetry={counts.reload} /> : null}
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
          <Link
            to={paths.admin.createCurrentAffair}
            className="bg-brand-700 hover:bg-brand-800 rounded-lg px-4 py-2 font-semibold text-white"
          >
            Create New
          </Link>
        </div>
        <div className="mt-3">
          {latest.loading ? <Spinner label="Loading articles…" /> : null}
          {latest.error ? <Failed error={latest.error} onRetry={latest.reload} /> : null}
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
    </>
  );
}
