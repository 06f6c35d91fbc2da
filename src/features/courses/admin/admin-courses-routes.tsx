import { Route, Routes } from "react-router";
import { AdminCourseFormPage } from "./pages/admin-course-form-page";
import { AdminCoursesPage } from "./pages/admin-courses-page";

/** /admin/courses/*: the admin router mounts this section (and guards it). */
export function AdminCoursesRoutes() {
  return (
    <Routes>
      <Route index element={<AdminCoursesPage />} />
      <Route path="create" element={<AdminCourseFormPage />} />
      <Route path=":id/edit" element={<AdminCourseFormPage />} />
    </Routes>
  );
}
