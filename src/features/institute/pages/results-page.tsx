import { PageMeta } from "@/components/page-meta";
import { PageSection } from "@/components/layouts/page-section";
import { Spinner } from "@/components/spinner";
import { EmptyState } from "@/components/ui/empty-state";
import { fileUrl } from "@/lib/pocketbase";
import { useSettingsQuery } from "@/lib/site-settings";
import { sortResults } from "../results";
import { t, useLang, localized } from "@/lib/i18n";

export function ResultsPage() {
  const { data: s, isLoading } = useSettingsQuery();
  const lang = useLang();
  const results = sortResults(s?.results ?? []);
  return (
    <PageSection
      title={t("Results")}
      intro={t("Some of our students who cleared their exams. Congratulations to all of them!")}
    >
      <PageMeta
        title={t("Results")}
        description={t("Our students selected in Punjab government, PCS, PPSC and teaching exams.")}
      />
      {isLoading && !s ? (
        <Spinner label={t("Loading results…")} />
      ) : results.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((r) => (
            <li
              key={`${r.name}-${r.exam}-${r.year}`}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <div className="flex items-center gap-4">
                {r.photo && s?.id && s.collectionId && (s.resultPhotos ?? []).includes(r.photo) ? (
                  <img
                    src={fileUrl({ id: s.id, collectionId: s.collectionId }, r.photo, { thumb: "160x160" })}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="size-20 shrink-0 rounded-full bg-slate-100 object-cover"
                  />
                ) : null}
                <div className="min-w-0">
                  <p className="text-lg font-bold text-slate-900">{r.name}</p>
                  <p className="mt-1 text-slate-800">{localized(r, "exam", lang)}</p>
                </div>
              </div>
              <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                <span className="bg-brand-50 text-brand-800 rounded-full px-2.5 py-0.5 font-semibold">
                  {r.year}
                </span>
                {r.rank || r.rankPa ? (
                  <span className="rounded-full bg-green-50 px-2.5 py-0.5 font-semibold text-green-800">
                    {localized(r, "rank", lang)}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="border-dashed">{t("Results will be published here soon.")}</EmptyState>
      )}
    </PageSection>
  );
}
