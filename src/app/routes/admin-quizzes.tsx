import { usePageTitle } from "@/lib/use-page-title";
import { AdminQuizzesRoutes } from "@/features/quizzes/admin/admin-quizzes-routes";

export default function AdminQuizzesRoute() {
  usePageTitle("Quizs admin");
  return <AdminQuizzesRoutes />;
}
