import { Link } from "react-router";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n";

export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label={t("Breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to={paths.home} className="hover:text-brand-700 hover:underline">
            {t("Home")}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link to={paths.currentAffairs} className="hover:text-brand-700 hover:underline">
            {t("Current Affairs")}
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-slate-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
