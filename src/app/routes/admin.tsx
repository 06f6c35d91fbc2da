import { lazy, Suspense, useState, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation, useNavigate } from "react-router";
import { movedTo } from "@shared/route-match-core.cjs";
import { Spinner } from "@/components/spinner";
import { adminPaths } from "@/config/admin-paths";
import { AdminLayout } from "@/components/layouts/admin-layout";
import { AdminNotFoundPage } from "@/features/dashboard/pages/admin-not-found-page";
import { isOwner, logout, useCurrentStaff } from "@/features/auth/api/session";
import { RequireOwner } from "@/features/auth/components/require-owner";
import { RequireStaff } from "@/features/auth/components/require-staff";
import { AdminLoginPage } from "@/features/auth/pages/admin-login-page";
import { useInboxUnread } from "@/features/inbox/api/unread";

// The admin area: one lazily loaded section, never downloaded by public pages. Every route but
// /admin/login sits behind RequireStaff, so no page (nor its first request) runs before the
// session check. Heavier pages are their own chunks.
const AdminQuizzes = lazy(() => import("./admin-quizzes"));
const AdminInbox = lazy(() => import("./admin-inbox"));
const AdminCourses = lazy(() => import("./admin-courses"));
const AdminQuestionBank = lazy(() => import("./admin-question-bank"));
// Mock tests (issue 24): the list, builder and statistics in the frame; the print page outside it.
const AdminMockTests = lazy(() => import("./admin-mock-tests"));
const AdminMockTestPrint = lazy(() =>
  import("./admin-mock-tests").then((m) => ({ default: m.AdminMockTestPrintRoute })),
);
const Dashboard = lazy(() =>
  import("@/features/dashboard/pages/admin-dashboard-page").then((m) => ({ default: m.AdminDashboardPage })),
);
const ArticleList = lazy(() =>
  import("@/features/current-affairs/admin/pages/admin-current-affairs-page").then((m) => ({
    default: m.AdminCurrentAffairsPage,
  })),
);
const StaffPage = lazy(() =>
  import("@/features/staff/pages/admin-staff-page").then((m) => ({ default: m.AdminStaffPage })),
);
const AccountPage = lazy(() =>
  import("@/features/auth/pages/account-page").then((m) => ({ default: m.AccountPage })),
);
const Settings = lazy(() =>
  import("@/features/settings/admin/pages/admin-settings-page").then((m) => ({
    default: m.AdminSettingsPage,
  })),
);
const Outbox = lazy(() =>
  import("@/features/outbox/pages/admin-outbox-page").then((m) => ({ default: m.AdminOutboxPage })),
);
const ArticleForms = () => import("./admin-article-forms");
const CreateArticle = lazy(() => ArticleForms().then((m) => ({ default: m.CreateArticle })));
const EditArticle = lazy(() => ArticleForms().then((m) => ({ default: m.EditArticle })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** An owner-only page: the refusal for other staff, else the page's code loaded on first use. */
function OwnerPage({ title, refusal, children }: { title: string; refusal: string; children: ReactNode }) {
  return (
    <RequireOwner title={title} refusal={refusal}>
      <Lazy>{children}</Lazy>
    </RequireOwner>
  );
}

/** Renders with the signed-in staff member's role and id (kept current as the session changes). */
function OwnerAware({ children }: { children: (owner: boolean, myId: string) => ReactNode }) {
  const me = useCurrentStaff();
  return children(isOwner(me), me?.id ?? "");
}

/** The frame of a signed-in page; its hooks run only once RequireStaff has let the person in. */
function StaffFrame() {
  const navigate = useNavigate();
  const me = useCurrentStaff();
  const unread = useInboxUnread().data?.total;
  const [loggingOut, setLoggingOut] = useState(false);
  return (
    <AdminLayout
      email={me?.email ?? ""}
      isOwner={isOwner(me)}
      navCounts={{ [adminPaths.inbox]: unread }}
      loggingOut={loggingOut}
      onLogout={() => {
        setLoggingOut(true);
        // The server revokes the token first (lib/sessions.js); the session then ends here.
        void logout().then(() => navigate(adminPaths.login, { replace: true }));
      }}
    />
  );
}

function GuardedLayout() {
  return (
    <RequireStaff>
      <StaffFrame />
    </RequireStaff>
  );
}

export default function AdminRoute() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route
        path="mock-tests/:id/print"
        element={
          <RequireStaff>
            <Lazy>
              <AdminMockTestPrint />
            </Lazy>
          </RequireStaff>
        }
      />
      <Route element={<GuardedLayout />}>
        <Route
          index
          element={
            <Lazy>
              <OwnerAware>{(owner) => <Dashboard showFailedSignIns={owner} />}</OwnerAware>
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
          path="inbox/*"
          element={
            <Lazy>
              <AdminInbox />
            </Lazy>
          }
        />
        <Route path="quizs/*" element={<Moved />} />
        <Route path="cources/*" element={<Moved />} />
        <Route
          path="quizzes/*"
          element={
            <Lazy>
              <AdminQuizzes />
            </Lazy>
          }
        />
        <Route
          path="questions/*"
          element={
            <Lazy>
              <AdminQuestionBank />
            </Lazy>
          }
        />
        <Route
          path="mock-tests/*"
          element={
            <Lazy>
              <AdminMockTests />
            </Lazy>
          }
        />
        <Route
          path="courses/*"
          element={
            <Lazy>
              <AdminCourses />
            </Lazy>
          }
        />
        <Route
          path="settings"
          element={
            <OwnerPage title="Settings" refusal="Only owners can change the site's settings.">
              <Settings />
            </OwnerPage>
          }
        />
        <Route
          path="staff"
          element={
            <OwnerPage title="Staff" refusal="Only owners can manage staff.">
              <OwnerAware>{(_, myId) => <StaffPage myId={myId} />}</OwnerAware>
            </OwnerPage>
          }
        />
        <Route
          path="outbox"
          element={
            <OwnerPage title="Outbox" refusal="Only owners can read the outbox.">
              <Outbox />
            </OwnerPage>
          }
        />
        <Route
          path="account"
          element={
            <Lazy>
              <AccountPage />
            </Lazy>
          }
        />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** An old admin address (/admin/quizzes/…, /admin/courses/…) followed inside the app: its new place. */
function Moved() {
  const { pathname, search } = useLocation();
  return <Navigate to={(movedTo(pathname) ?? adminPaths.root) + search} replace />;
}
