import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { PageSection } from "@/components/layouts/page-section";
import { Spinner } from "@/components/spinner";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { sanitizeHtml } from "@/lib/sanitize";
import { useSettingsQuery } from "@/lib/site-settings";

export function AboutPage() {
  // The settings with their loading state: no flash of the built-in text before the institute's own.
  const { data: s, isLoading } = useSettingsQuery();
  return (
    <PageSection title={s ? `About ${s.instituteName}` : "About"} intro={s?.tagline}>
      <PageMeta title="About" description={s?.tagline} />
      {isLoading && !s ? (
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
        <Link to={paths.courses} className={buttonClass("primary")}>
          See our courses
        </Link>
        <Link to={paths.results} className={buttonClass("outline")}>
          Our results
        </Link>
        <Link to={paths.contact} className={buttonClass("outline")}>
          Contact us
        </Link>
      </div>
    </PageSection>
  );
}
