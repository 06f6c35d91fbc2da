import { Link } from "react-router";
import { PageSection } from "@/components/page-placeholder";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { sanitizeHtml } from "@/lib/sanitize";
import { getSettings } from "@/lib/site-settings";
import { usePageTitle } from "@/lib/use-page-title";
import { useResource } from "@/lib/use-resource";

export function AboutPage() {
  // The same cached request as useSettings(), but with its loading state: no flash of the
  // built-in text before the institute's own.
  const { data: s, loading } = useResource("settings", getSettings, 5 * 60_000);
  usePageTitle("About", s?.tagline);
  return (
    <PageSection title={s ? `About ${s.instituteName}` : "About"} intro={s?.tagline}>
      {loading && !s ? (
        <Spinner />
      ) : s?.about ? (
        <div
          className="prose prose-slate prose-a:text-brand-800 max-w-3xl"
          // Staff-edited HTML from settings: sanitised before rendering.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(s.about, { profile: "document" }) }}
        />
      ) : (
        <p className="text-slate-700">Our story will be published here soon.</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={paths.courses}
          className="bg-brand-700 hover:bg-brand-800 rounded-lg px-4 py-2 font-semibold text-white"
        >
          See our courses
        </Link>
        <Link
          to={paths.results}
          className="border-brand-700 text-brand-800 hover:bg-brand-50 rounded-lg border px-4 py-2 font-semibold"
        >
          Our results
        </Link>
        <Link
          to={paths.contact}
          className="border-brand-700 text-brand-800 hover:bg-brand-50 rounded-lg border px-4 py-2 font-semibold"
        >
          Contact us
        </Link>
      </div>
    </PageSection>
  );
}
