import { NavLink } from "react-router";
import { paths } from "@/config/paths";

const LINKS = [
  { label: "Dashboard", to: paths.admin.root, end: true },
  { label: "Current Affairs", to: paths.admin.currentAffairs, end: false },
  { label: "Quizs", to: paths.admin.quizzes, end: false },
  { label: "Cources", to: paths.admin.courses, end: false },
  { label: "Settings", to: paths.admin.settings, end: false },
  { label: "Newsletter", to: paths.admin.newsletter, end: false },
] as const;

/** The admin navigation: always visible from the lg breakpoint, a toggled panel below it. */
export function AdminSidebar({ id, open }: { id: string; open: boolean }) {
  return (
    <nav
      id={id}
      aria-label="Admin"
      className={`${open ? "block" : "hidden"} border-b border-slate-200 bg-white lg:block lg:min-h-[calc(100vh-3.5rem)] lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0`}
    >
      <ul className="space-y-1 p-3">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 font-medium ${
                  isActive ? "bg-brand-50 text-brand-900" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
