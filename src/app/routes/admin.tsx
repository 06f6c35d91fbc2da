import { lazy, Suspense, type ReactNode } from "react";
import { Route, Routes, useNavigate } from "react-router";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { AdminLayout } from "@/components/layouts/admin-layout";
import { AdminNotBuiltPage, AdminNotFoundPage } from "@/features/dashboard/pages/admin-not-built-page";
import { currentStaff, logout } from "@/features/auth/api/session";
import { RequireStaff } from "@/features/auth/components/require-staff";
import { AdminLoginPage } from "@/features/auth/pages/admin-login-page";

// The admin area: one lazily loaded section, never downloaded by public pages. Every route but
// /admin/login sits behind RequireStaff, so no page (nor its first request) runs before the
// session check. Heavier pages are their own chunks.
const AdminQuizzes = lazy(() => import("./admin-quizzes"));
const Dashboard = lazy(() =>
  import("@/features/dashboard/pages/admin-dashboard-page").then((m) => ({ default: m.AdminDashboardPage })),
);
const ArticleList = lazy(() =>
  import("@/features/current-affairs/admin/pages/admin-current-affairs-page").then((m) => ({
    default: m.AdminCurrentAffairsPage,
  })),
);
const Newsletter = lazy(() =>
  import("@/features/newsletter/admin/admin-newsletter-page").then((m) => ({
    default: m.AdminNewsletterPage,
  })),
);
const ArticleForms = () => import("./admin-article-forms");
const CreateArticle = lazy(() => ArticleForms().then((m) => ({ default: m.CreateArticle })));
const EditArticle = lazy(() => ArticleForms().then((m) => ({ default: m.EditArticle })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

function GuardedLayout() {
  const navigate = useNavigate();
  return (
    <RequireStaff>
      <AdminLayout
        email={currentStaff()?.email ?? ""}
        onLogout={() => {
          logout();
          navigate(paths.admin.login, { replace: true });
        }}
      />
    </RequireStaff>
  );
}

export default function AdminRoute() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route element={<GuardedLayout />}>
        <Route
          index
          element={
            <Lazy>
              <Dashboard />
            </Lazy>
          }
        />
        <Route
          path="currentaffairs"
          element={
            <Lazy>
              <ArticleList />
            </Lazy>
          }
        />
        <Route
          path="currentaffairs/create"
          element={
            <Lazy>
              <CreateArticle />
            </Lazy>
          }
        />
        <Route
          path="currentaffairs/:id/edit"
          element={
            <Lazy>
              <EditArticle />
            </Lazy>
          }
        />
        <Route
          path="quizs/*"
          element={
            <Lazy>
              <AdminQuizzes />
            </Lazy>
          }
        />
        <Route
          path="cources"
          element={
            <AdminNotBuiltPage
              title="Cources"
              what="Managing courses from here is not available yet. The course cards on the website are set up by the site's administrator."
            />
          }
        />
        <Route
          path="settings"
          element={
            <AdminNotBuiltPage
              title="Settings"
              what="Changing the site's settings (phone number, address, links) from here is not available yet. Ask the site's administrator to change them."
            />
          }
        />
        <Route
          path="newsletter"
          element={
            <Lazy>
              <Newsletter />
            </Lazy>
          }
        />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
