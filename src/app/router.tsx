import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { Spinner } from "@/components/spinner";
import { paths } from "@/config/paths";
import { PublicLayout } from "@/components/layouts/public-layout";
import { ROUTES, type RouteName } from "@/lib/routes-core.cjs";
import { SiteFooter } from "@/features/site/components/site-footer";
import { SiteHeader } from "@/features/site/components/site-header";

// Declarative routes with React.lazy: every page is its own chunk and the admin area is one
// separate section. (The data router costs ~17 KB more gzipped on every page, and the home page
// budget is 120 KB.) Paths are case-insensitive, so the spec's /About works. The URL table is
// src/lib/routes-core.cjs, which the server reads too (real 404s, preloads, first-response data).
type RouteModule = { default: ComponentType<{ view?: string }> };
const modules = import.meta.glob<RouteModule>([
  "./routes/*.tsx",
  "!./routes/*.test.tsx",
  "!./routes/admin-*.tsx",
]);
const loaded = new Map<string, RouteModule>();

/** Loads a route's chunk (e.g. before the first render, when the server already sent its data). */
export function loadRoute(module: string): Promise<unknown> {
  const load = modules[`./routes/${module}.tsx`];
  if (!load) return Promise.resolve();
  return load().then((m) => loaded.set(module, m));
}

// A chunk already loaded renders at once (a synchronous thenable: React.lazy does not suspend, so
// no spinner replaces the server's first paint).
function lazyRoute(module: string) {
  return lazy(() => {
    const m = loaded.get(module);
    return m
      ? ({ then: (ok: (v: RouteModule) => void) => ok(m) } as Promise<RouteModule>)
      : loadRoute(module).then(() => loaded.get(module)!);
  });
}

const page = Object.fromEntries(ROUTES.map(([, , m]) => [m, m ? lazyRoute(m) : null])) as Record<
  string,
  ComponentType<{ view?: string }>
>;
const NotFound = lazyRoute("not-found");

const VIEW: Partial<Record<RouteName, string>> = {
  today: "today",
  archive: "archive",
  day: "day",
  month: "month",
  monthPrint: "print",
};

function element(name: RouteName, module: string): ReactNode {
  // The old site linked every quiz to /quizs/quiz (no id): send those visitors to the list.
  if (name === "quizLegacy") return <Navigate to={paths.quizzes} replace />;
  const Page = page[module];
  return <Page view={VIEW[name]} />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const Admin = page.admin;
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
        {ROUTES.filter(([name]) => name !== "admin").map(([name, pattern, module]) =>
          pattern === "/" ? (
            <Route key={name} index element={element(name, module)} />
          ) : (
            <Route key={name} path={pattern.slice(1)} element={element(name, module)} />
          ),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
