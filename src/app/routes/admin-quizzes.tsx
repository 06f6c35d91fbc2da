import { PageMeta } from "@/components/page-meta";
import { AdminQuizzesRoutes } from "@/features/quizzes/admin/admin-quizzes-routes";

export default function AdminQuizzesRoute() {
  return (
    <>
      <PageMeta title="Quizzes admin" />
      <AdminQuizzesRoutes />
    </>
  );
}
