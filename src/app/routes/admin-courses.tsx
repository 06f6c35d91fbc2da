import { AdminCoursesRoutes } from "@/features/courses/admin/admin-courses-routes";

export default function AdminCoursesRoute() {
  return <AdminCoursesRoutes />;
}
