import { PageMeta } from "@/components/page-meta";
import { PageSection } from "@/components/layouts/page-section";
import { Spinner } from "@/components/spinner";
import { EmptyState } from "@/components/ui/empty-state";
import { useSettingsQuery } from "@/lib/site-settings";
import { sortResults } from "../results";

export function ResultsPage() {
  const { data: s, isLoading } = useSettingsQuery();
  const results = sortResults(s?.results ?? []);
  return (
    <PageSection
      title="Results"
      intro="Some of our students who cleared their exams. Congratulations to all of them!"
    >
      <PageMeta
        title="Results"
        description="Our students selected in Punjab government, PCS, PPSC and teaching exams."
      />
      {isLoading && !s ? (
        <Spinner label="Loading results…" />
      ) : results.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((r) => (
            <li
              key={`${r.name}-${r.exam}-${r.year}`}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <p className="text-lg font-bold text-slate-900">{r.name}</p>
              <p className="mt-1 text-slate-800">{r.exam}</p>
              <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                <span className="bg-brand-50 text-brand-800 rounded-full px-2.5 py-0.5 font-semibold">
                  {r.year}
                </span>
                {r.rank ? (
                  <span className="rounded-full bg-green-50 px-2.5 py-0.5 font-semibold text-green-800">
                    {r.rank}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="border-dashed">Results will be published here soon.</EmptyState>
      )}
    </PageSection>
  );
}
