import type { ComponentProps } from "react";
import { AdminSubpageHeader } from "@/components/admin/admin-page-header";
import { adminPaths } from "@/config/admin-paths";

type Props = Omit<ComponentProps<typeof AdminSubpageHeader>, "section" | "sectionTo">;

/** The quiz pages' header: Admin / Quizzes / <current>. */
export function AdminQuizHeader(props: Props) {
  return <AdminSubpageHeader section="Quizzes" sectionTo={adminPaths.quizzes} {...props} />;
}
