import type { ReactNode } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PageMeta } from "@/components/page-meta";
import { adminPaths } from "@/config/admin-paths";
import { isOwner, useCurrentStaff } from "../api/session";

/**
 * Owner-only admin pages (Staff, Settings). An editor who opens one by its address gets a plain
 * explanation instead of the page, and none of its requests are made. The access rules refuse
 * the same data to editors anyway; this is only so they are not shown a broken page.
 */
export function RequireOwner({
  title,
  refusal,
  children,
}: {
  title: string;
  /** What only owners may do here, e.g. "Only owners can manage staff." */
  refusal: string;
  children: ReactNode;
}) {
  const me = useCurrentStaff();
  if (isOwner(me)) return children;
  return (
    <>
      <PageMeta title={title} />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: adminPaths.root }, { label: title }]}
        title={title}
      />
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <p className="font-semibold">{refusal}</p>
        <p className="mt-1">
          Your account is an editor account. Ask the institute&apos;s owner if something here needs changing.
        </p>
      </div>
    </>
  );
}
