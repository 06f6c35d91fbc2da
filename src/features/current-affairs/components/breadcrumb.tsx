import { Link } from "react-router";
import { paths } from "@/config/paths";

export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to={paths.home} className="hover:text-brand-700 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link to={paths.currentAffairs} className="hover:text-brand-700 hover:underline">
            Current Affairs
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
