import { NavLink } from "react-router";
import { CountBadge } from "@/components/ui/badge";
import { adminPaths } from "@/config/admin-paths";

const LINKS = [
  { label: "Dashboard", to: adminPaths.root, end: true, ownerOnly: false },
  { label: "Inbox", to: adminPaths.inbox, end: false, ownerOnly: false },
  { label: "Current Affairs", to: adminPaths.currentAffairs, end: false, ownerOnly: false },
  { label: "Quizzes", to: adminPaths.quizzes, end: false, ownerOnly: false },
  { label: "Mock tests", to: adminPaths.mockTests, end: false, ownerOnly: false },
  { label: "Question bank", to: adminPaths.questions, end: false, ownerOnly: false },
  { label: "Courses", to: adminPaths.courses, end: false, ownerOnly: false },
  { label: "Settings", to: adminPaths.settings, end: false, ownerOnly: true },
  { label: "Staff", to: adminPaths.staff, end: false, ownerOnly: true },
  { label: "Outbox", to: adminPaths.outbox, end: false, ownerOnly: true },
] as const;

/** Unread counts shown next to links, keyed by the link's path (e.g. the inbox's new leads and messages). */
export type NavCounts = Partial<Record<string, number>>;

interface Props {
  id: string;
  open: boolean;
  isOwner: boolean;
  counts?: NavCounts;
}

/**
 * The admin navigation: always visible from the lg breakpoint, a toggled panel below it. Editors
 * do not see the owner-only pages (the access rules refuse them their data anyway).
 */
export function AdminSidebar({ id, open, isOwner, counts = {} }: Props) {
  return (
    <nav
      id={id}
      aria-label="Admin"
      className={`${open ? "block" : "hidden"} border-b border-slate-200 bg-white lg:block lg:min-h-[calc(100vh-3.5rem)] lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0`}
    >
      <ul className="space-y-1 p-3">
        {LINKS.filter((l) => isOwner || !l.ownerOnly).map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                `flex items-center justify-between gap-2 rounded-md px-3 py-2 font-medium ${
                  isActive ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              {l.label}
              <CountBadge count={counts[l.to]} what="unread" bold />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
