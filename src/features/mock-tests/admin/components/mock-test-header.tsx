import type { ComponentProps } from "react";
import { AdminSubpageHeader } from "@/components/admin/admin-page-header";
import { adminPaths } from "@/config/admin-paths";

type Props = Omit<ComponentProps<typeof AdminSubpageHeader>, "section" | "sectionTo">;

/** The mock test pages' header: Admin / Mock tests / <current>. */
export function MockTestHeader(props: Props) {
  return <AdminSubpageHeader section="Mock tests" sectionTo={adminPaths.mockTests} {...props} />;
}
