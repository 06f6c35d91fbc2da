import { lazy, Suspense } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { SiteFooter } from "@/features/site/components/site-footer";
import { SiteHeader } from "@/features/site/components/site-header";
import { loadAllMessages } from "@/lib/i18n";

// A page other than home waits for the rest of the Punjabi messages with its chunk (no-op in English).
const withMessages = <T,>(page: Promise<T>) => Promise.all([page, loadAllMessages()]).then(([m]) => m);

// Declarative routes with React.lazy: every page is its own chunk and the admin area is one
// separate section. (The data router costs ~17 KB more gzipped on every page, and the home page
// budget is 120 KB.) Paths are case-insensitive, so the spec's /About works.
const Home = lazy(() => import("./routes/home"));
const Courses = lazy(() => withMessages(import("./routes/courses")));
const About = lazy(() => withMessages(import("./routes/about")));
const Results = lazy(() => withMessages(import("./routes/results")));
const Contact = lazy(() => withMessages(import("./routes/contact")));
const Quizzes = lazy(() => withMessages(import("./routes/quizzes")));
const Quiz = lazy(() => withMessages(import("./routes/quiz")));
const CurrentAffairs = lazy(() => withMessages(import("./routes/current-affairs")));
const CurrentAffair = lazy(() => withMessages(import("./routes/current-affair")));
const ByDate = lazy(() => withMessages(import("./routes/current-affairs-by-date")));
const NotFound = lazy(() => withMessages(import("./routes/not-found")));
const Newsletter = lazy(() => withMessages(import("./routes/newsletter")));
const Admin = lazy(() => import("./routes/admin"));

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <Admin />
            </Suspense>
          </ErrorBoundary>
        }
      />
      <Route element={<PublicLayout header={<SiteHeader />} footer={<SiteFooter />} />}>
        <Route index element={<Home />} />
        <Route path="courses" element={<Courses />} />
        <Route path="about" element={<About />} />
        <Route path="results" element={<Results />} />
        <Route path="contact" element={<Contact />} />
        <Route path="quizs" element={<Quizzes />} />
        {/* The old site linked every quiz to /quizs/quiz (no id): send those visitors to the list. */}
        <Route path="quizs/quiz" element={<Navigate to={paths.quizzes} replace />} />
        <Route path="quizs/:id" element={<Quiz />} />
        <Route path="currentaffairs" element={<CurrentAffairs />} />
        {/* By date (static segments rank above :seoURL; those words are refused as article slugs). */}
        <Route path="currentaffairs/today" element={<ByDate view="today" />} />
        <Route path="currentaffairs/archive" element={<ByDate view="archive" />} />
        <Route path="currentaffairs/date/:day" element={<ByDate view="day" />} />
        <Route path="currentaffairs/month/:month" element={<ByDate view="month" />} />
        <Route path="currentaffairs/month/:month/print" element={<ByDate view="print" />} />
        <Route path="currentaffairs/:seoURL" element={<CurrentAffair />} />
        <Route path="newsletter/confirm" element={<Newsletter />} />
        <Route path="newsletter/unsubscribe" element={<Newsletter />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
