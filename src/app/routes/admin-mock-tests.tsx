import { PageMeta } from "@/components/page-meta";
import { AdminMockTestsRoutes } from "@/features/mock-tests/admin/admin-mock-tests-routes";
import { AdminMockTestPrintPage } from "@/features/mock-tests/admin/pages/admin-mock-test-print-page";

export default function AdminMockTestsRoute() {
  return (
    <>
      <PageMeta title="Mock tests admin" />
      <AdminMockTestsRoutes />
    </>
  );
}

/** The printed paper and key: the same chunk, mounted outside the admin frame (nothing of it is printed). */
export function AdminMockTestPrintRoute() {
  return <AdminMockTestPrintPage />;
}
