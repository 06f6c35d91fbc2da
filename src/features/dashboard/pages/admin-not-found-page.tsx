import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminPaths } from "@/config/admin-paths";
import { PageMeta } from "@/components/page-meta";

/** An admin address that matches no page. */
export function AdminNotFoundPage() {
  return (
    <>
      <PageMeta title="Not found" />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: adminPaths.root }, { label: "Not found" }]}
        title="Page not found"
      />
      <p className="text-slate-700">
        There is no admin page at this address. Use the menu to go where you need.
      </p>
    </>
  );
}
