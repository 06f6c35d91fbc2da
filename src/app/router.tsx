import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { Route, Routes, useLocation } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { deferred } from "@/components/deferred";
import { Spinner } from "@/components/spinner";
import { PublicLayout } from "@/components/layouts/public-layout";
import { ROUTES, type RouteName } from "@/config/routes";
import { SiteHeader } from "@/features/site/components/site-header";
import { AccountLink } from "@/features/students/components/account-link";
import { loadAllMessages } from "@/lib/i18n";

// Declarative routes with React.lazy: every page is its own chunk and the admin area is one
// separate section. (The data router costs ~17 KB more gzipped on every page, and the home page
// budget is 120 KB.) Paths are case-insensitive, so the spec's /About works. The URL table is
// src/config/routes.json, which the server reads too (real 404s, preloads, first-response data).
type RouteModule = { default: ComponentType<{ view?: string }> };
const modules = import.meta.glob<RouteModule>(["./*.tsx", "!./*.test.tsx", "!./admin-*.tsx"], {
  base: "./routes",
});
const loaded: Record<string, RouteModule> = {};

/** Loads a route's chunk (e.g. before the first render, when the server already sent its data). */
// A page other than home (and the English admin) also waits for the rest of the Punjabi messages
// (no-op in English).
export const loadRoute = (module: string) =>
  Promise.all([
    modules[`./${module}.tsx`]!(),
    module === "home" || module === "admin" ? undefined : loadAllMessages(),
  ]).then(([m]) => (loaded[module] = m));

// A chunk already loaded renders at once (a synchronous thenable: React.lazy does not suspend, so
// no spinner replaces the server's first paint).
const lazyRoute = (module: string) =>
  lazy(() =>
    loaded[module]
      ? ({ then: (ok: (m: RouteModule) => void) => ok(loaded[module]!) } as unknown as Promise<RouteModule>)
      : loadRoute(module),
  );

// The footer (with the newsletter form and its form code) loads as it nears the viewport or at the
// first touch or keypress: not part of the first screen's JavaScript. Its dark box holds its place.
// Quiz attempts kept on the device are looked after from its chunk (footer-part.ts).
const SiteFooter = deferred(
  () => import("./footer-part").then((m) => m.SiteFooter),
  "mt-12 min-h-[820px] bg-slate-900 sm:min-h-[480px] lg:min-h-[330px]",
);

const page: Record<string, ComponentType<{ view?: string }>> = {};
for (const [, , m] of ROUTES) if (m) page[m] ??= lazyRoute(m);
const NotFound = lazyRoute("not-found");

function element(name: RouteName, module: string): ReactNode {
  const Page = page[module]!;
  // The by-date chunk shows one of its views (today, archive, day, month, print); others ignore it.
  return <Page view={name === "monthPrint" ? "print" : name} />;
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
      <Route
        element={<PublicLayout header={<SiteHeader account={<AccountLink />} />} footer={<SiteFooter />} />}
      >
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
