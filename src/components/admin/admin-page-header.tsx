import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { adminPaths } from "@/config/admin-paths";

export interface Crumb {
  label: string;
  to?: string;
}

/** Every admin page's top: breadcrumbs (last crumb without `to` is the current page), its one <h1>, sub-text and actions. */
export function AdminPageHeader({
  crumbs,
  title,
  intro,
  actions,
}: {
  crumbs: Crumb[];
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => (
            // Position, not label: a crumb may repeat a label (a quiz named "Admin").
            <li key={i} className="flex items-center gap-1">
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {c.to ? (
                <Link to={c.to} className="text-brand-800 underline-offset-2 hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span aria-current="page">{c.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
        </div>
        {actions}
      </div>
    </div>
  );
}

/** The top of a page one step below the dashboard: its title as the tab's title too, and the header. */
export function AdminSectionHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: adminPaths.root }, { label: title }]}
        title={title}
        intro={intro}
        actions={actions}
      />
    </>
  );
}

/** A section's page header: Admin / <section> / <current>, the section a link unless it is the page. */
export function AdminSubpageHeader({
  section,
  sectionTo,
  title,
  current,
  actions,
  intro,
}: {
  section: string;
  sectionTo: string;
  title: string;
  current?: string;
  actions?: ReactNode;
  intro?: string;
}) {
  const crumbs: Crumb[] = [
    { label: "Admin", to: adminPaths.root },
    current ? { label: section, to: sectionTo } : { label: section },
    ...(current ? [{ label: current }] : []),
  ];
  return <AdminPageHeader crumbs={crumbs} title={title} intro={intro} actions={actions} />;
}
