import { PageSection } from "@/components/page-placeholder";
import { Spinner } from "@/components/spinner";
import { getSettings } from "@/lib/site-settings";
import { usePageTitle } from "@/lib/use-page-title";
import { useResource } from "@/lib/use-resource";
import { sortResults } from "../results";

export function ResultsPage() {
  usePageTitle("Results", "Our students selected in Punjab government, PCS, PPSC and teaching exams.");
  const { data: s, loading } = useResource("settings", getSettings, 5 * 60_000);
  const results = sortResults(s?.results ?? []);
  return (
    <PageSection
      title="Results"
      intro="Some of our students who cleared their exams. Congratulations to all of them!"
    >
      {loading && !s ? (
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
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          Results will be published here soon.
        </p>
      )}
    </PageSection>
  );
}
