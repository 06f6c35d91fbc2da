import { Link, Navigate, useLocation } from "react-router";
import { movedTo } from "@shared/route-match-core.cjs";
import { paths } from "@/config/paths";
import { PageMeta } from "@/components/page-meta";
import { reportPageStatus } from "@/lib/http-status";
import { t } from "@/lib/i18n";

export function NotFoundPage() {
  const { pathname, search } = useLocation();
  // An old address followed inside the app (the server answers a full load with a redirect).
  const moved = movedTo(pathname);
  if (moved) return <Navigate to={moved + search} replace />;
  reportPageStatus(404);
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <PageMeta title={t("Page Not Found")} />
      <h1 className="text-4xl font-bold text-red-600 sm:text-5xl">{t("404 - Page Not Found")}</h1>
      <p className="mt-4 text-slate-700">{t("The page you are looking for does not exist or has moved.")}</p>
      <Link
        to={paths.home}
        className="bg-brand-700 hover:bg-brand-800 mt-6 rounded-lg px-5 py-2.5 font-semibold text-white"
      >
        {t("Go to the home page")}
      </Link>
    </main>
  );
}
