import { lazy } from "react";
import { Route, Routes } from "react-router";
import { PageSection } from "@/components/page-placeholder";

// The admin area: one lazily loaded section, never downloaded by public pages.
// Quiz management lives in its own lazy module (features/quizzes).
const AdminQuizzes = lazy(() => import("./admin-quizzes"));

export default function AdminRoute() {
  return (
    <Routes>
      <Route path="quizs/*" element={<AdminQuizzes />} />
      <Route path="*" element={<PageSection title="Admin" />} />
    </Routes>
  );
}
