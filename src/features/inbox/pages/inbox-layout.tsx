import { NavLink, Outlet } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CountBadge } from "@/components/ui/badge";
import { adminPaths } from "@/config/admin-paths";
import { useUnreadCounts } from "../api/unread";

/** The inbox frame: heading and one tab per list (with what is waiting), the list below. */
export function InboxLayout() {
  const unread = useUnreadCounts().data;
  const tabs = [
    { to: adminPaths.inboxLeads, label: "Leads", waiting: unread?.leads, what: "new" },
    { to: adminPaths.inboxMessages, label: "Messages", waiting: unread?.messages, what: "not handled" },
    { to: adminPaths.inboxSubscribers, label: "Subscribers", waiting: undefined, what: "" },
  ];
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: adminPaths.root }, { label: "Inbox" }]}
        title="Inbox"
        intro="Register Now requests, contact messages and newsletter subscribers"
      />
      <nav aria-label="Inbox lists" className="mb-4 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((t) => (
            <li key={t.to}>
              <NavLink
                to={t.to}
                className={({ isActive }) =>
                  `inline-flex items-center gap-2 border-b-2 px-3 py-2 font-semibold ${
                    isActive
                      ? "border-brand-700 text-brand-900"
                      : "border-transparent text-slate-700 hover:text-slate-900"
                  }`
                }
              >
                {t.label}
                <CountBadge count={t.waiting} what={t.what} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
