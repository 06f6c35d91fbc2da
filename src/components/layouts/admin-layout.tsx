import { useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { adminPaths } from "@/config/admin-paths";
import { AdminSidebar, type NavCounts } from "./admin-sidebar";
import { SkipLink } from "./skip-link";

interface Props {
  /** The signed-in staff member's e-mail, shown in the top bar. */
  email: string;
  /** Owners also see Staff and Settings in the sidebar. */
  isOwner: boolean;
  onLogout: () => void;
  /** True while Log out waits for the server to end the session (the button is disabled). */
  loggingOut?: boolean;
  /** Unread counts next to sidebar links, by path. */
  navCounts?: NavCounts;
}

/** The admin frame: top bar with Log out, the sidebar (a toggled panel on phones), the page. */
export function AdminLayout({ email, isOwner, onLogout, loggingOut = false, navCounts }: Props) {
  const { pathname } = useLocation();
  // The phone menu is open for one path only: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <SkipLink />
      <header className="sticky top-0 z-30 flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2 sm:px-4">
        <div className="flex min-w-0 items-center gap-2">
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold lg:hidden"
            aria-expanded={open}
            aria-controls="admin-sidebar"
            onClick={() => setOpenAt(open ? null : pathname)}
          >
            Menu
          </button>
          <Link to={adminPaths.root} className="text-brand-800 truncate font-bold">
            Admin
          </Link>
        </div>
        <div className="flex min-w-0 items-center gap-3">
          <span className="hidden truncate text-sm text-slate-600 sm:inline">{email}</span>
          <Link
            to={adminPaths.account}
            className="text-brand-800 shrink-0 rounded-md px-2 py-2 text-sm font-semibold underline-offset-2 hover:underline"
          >
            Your account
          </Link>
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className="shrink-0 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60"
          >
            {loggingOut ? "Logging out…" : "Log out"}
          </button>
        </div>
      </header>
      <div className="lg:flex">
        <AdminSidebar id="admin-sidebar" open={open} isOwner={isOwner} counts={navCounts} />
        <main id="main" className="min-w-0 flex-1 px-3 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
