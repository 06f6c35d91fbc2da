import type { ReactNode } from "react";
import { AdminPageHeader, type Crumb } from "@/components/admin/admin-page-header";
import { adminPaths } from "@/config/admin-paths";

/** The quiz pages' header: breadcrumbs Admin / Quizzes / <current>, where "Quizzes" links back unless it is the page. */
export function AdminQuizHeader({
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
    current ? { label: "Quizzes", to: adminPaths.quizzes } : { label: "Quizzes" },
    ...(current ? [{ label: current }] : []),
  ];
  return <AdminPageHeader crumbs={crumbs} title={title} intro={intro} actions={actions} />;
}
