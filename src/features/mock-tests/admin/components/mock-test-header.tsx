import type { ReactNode } from "react";
import { AdminPageHeader, type Crumb } from "@/components/admin/admin-page-header";
import { adminPaths } from "@/config/admin-paths";

/** The mock test pages' header: Admin / Mock tests / <current>, "Mock tests" a link unless it is the page. */
export function MockTestHeader({
  title,
  current,
  actions,
  intro,
}: {
  title: string;
  current?: string;
  actions?: ReactNode;
  intro?: string;
}) {
  const crumbs: Crumb[] = [
    { label: "Admin", to: adminPaths.root },
    current ? { label: "Mock tests", to: adminPaths.mockTests } : { label: "Mock tests" },
    ...(current ? [{ label: current }] : []),
  ];
  return <AdminPageHeader crumbs={crumbs} title={title} intro={intro} actions={actions} />;
}
