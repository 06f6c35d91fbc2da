import { Route, Routes } from "react-router";
import { AdminMockTestEditPage } from "./pages/admin-mock-test-edit-page";
import { AdminMockTestListPage } from "./pages/admin-mock-test-list-page";
import { AdminMockTestNewPage } from "./pages/admin-mock-test-new-page";
import { AdminMockTestStatsPage } from "./pages/admin-mock-test-stats-page";

/** /admin/mock-tests/*: the admin router mounts this section (and guards it). The print page is mounted apart, outside the admin frame. */
export function AdminMockTestsRoutes() {
  return (
    <Routes>
      <Route index element={<AdminMockTestListPage />} />
      <Route path="new" element={<AdminMockTestNewPage />} />
      <Route path=":id" element={<AdminMockTestEditPage />} />
      <Route path=":id/stats" element={<AdminMockTestStatsPage />} />
    </Routes>
  );
}
