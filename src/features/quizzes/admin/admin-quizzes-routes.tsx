import { Route, Routes } from "react-router";
import { AdminQuizEditPage } from "./pages/admin-quiz-edit-page";
import { AdminQuizImportPage } from "./pages/admin-quiz-import-page";
import { AdminQuizLeaderboardPage } from "./pages/admin-quiz-leaderboard-page";
import { AdminQuizListPage } from "./pages/admin-quiz-list-page";
import { AdminQuizStatsPage } from "./pages/admin-quiz-stats-page";

/** /admin/quizzes/*: the admin router mounts this section (and guards it). */
export function AdminQuizzesRoutes() {
  return (
    <Routes>
      <Route index element={<AdminQuizListPage />} />
      <Route path="import" element={<AdminQuizImportPage />} />
      <Route path=":id/edit" element={<AdminQuizEditPage />} />
      <Route path=":id/stats" element={<AdminQuizStatsPage />} />
      <Route path=":id/leaderboard" element={<AdminQuizLeaderboardPage />} />
    </Routes>
  );
}
