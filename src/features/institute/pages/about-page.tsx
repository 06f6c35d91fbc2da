import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { PageSection } from "@/components/layouts/page-section";
import { Spinner } from "@/components/spinner";
import { buttonClass } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { sanitizeHtml } from "@/lib/sanitize";
import { useSettingsQuery } from "@/lib/site-settings";
import { t, useLang, localized } from "@/lib/i18n";

export function AboutPage() {
  // The settings with their loading state: no flash of the built-in text before the institute's own.
  const { data: s, isLoading } = useSettingsQuery();
  const lang = useLang();
  const tagline = s ? localized(s, "tagline", lang) : undefined;
  const about = s ? localized(s, "about", lang) : "";
  return (
    <PageSection title={s ? t("About {name}", { name: s.instituteName }) : t("About")} intro={tagline}>
      <PageMeta title={t("About")} description={tagline} />
      {isLoading && !s ? (
        <Spinner />
      ) : about ? (
        <div
          className="prose prose-slate prose-a:text-brand-800 max-w-3xl"
          // Staff-edited HTML from settings: sanitised before rendering.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(about, { profile: "document" }) }}
        />
      ) : (
        <p className="text-slate-700">{t("Our story will be published here soon.")}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.courses} className={buttonClass("primary")}>
          {t("See our courses")}
        </Link>
        <Link to={paths.results} className={buttonClass("outline")}>
          {t("Our results")}
        </Link>
        <Link to={paths.contact} className={buttonClass("outline")}>
          {t("Contact us")}
        </Link>
      </div>
    </PageSection>
  );
}
