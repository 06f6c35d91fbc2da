import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PageMeta } from "@/components/page-meta";
import { paths } from "@/config/paths";
import { DigestSettingsSection } from "./digest-settings-section";

/** Temporary home of the digest settings (they move into Settings when that page lands). */
export function AdminNewsletterPage() {
  return (
    <>
      <PageMeta title="Newsletter" />
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: paths.admin.root }, { label: "Newsletter" }]}
        title="Newsletter"
      />
      <DigestSettingsSection />
    </>
  );
}
