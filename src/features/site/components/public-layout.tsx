import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { Spinner } from "@/components/spinner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function PublicLayout() {
  const { pathname } = useLocation();
  // A new page starts at the top (the declarative router has no ScrollRestoration).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      <SiteFooter />
    </div>
  );
}
