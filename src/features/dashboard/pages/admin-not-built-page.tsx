import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { paths } from "@/config/paths";
import { PageMeta } from "@/components/page-meta";

/** Sections of the admin that do not exist yet say so plainly instead of showing a blank page. */
export function AdminNotBuiltPage({ title, what }: { title: string; what: string }) {
  return (
    <>
      <PageMeta title={title} />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: paths.admin.root }, { label: title }]}
        title={title}
      />
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <p className="font-semibold">This section is not built yet.</p>
        <p className="mt-1">{what}</p>
      </div>
    </>
  );
}

export function AdminNotFoundPage() {
  return (
    <>
      <PageMeta title="Not found" />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: paths.admin.root }, { label: "Not found" }]}
        title="Page not found"
      />
      <p className="text-slate-700">
        There is no admin page at this address. Use the menu to go where you need.
      </p>
    </>
  );
}
