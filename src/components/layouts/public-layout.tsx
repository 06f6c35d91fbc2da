import { Suspense, useEffect, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { Spinner } from "@/components/spinner";

interface Props {
  header: ReactNode;
  footer: ReactNode;
}

/** The public frame: the site's header and footer (composed by the app) around the page. */
export function PublicLayout({ header, footer }: Props) {
  const { pathname } = useLocation();
  // A new page starts at the top (the declarative router has no ScrollRestoration).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      {/* Printed pages (a month's compilation) carry no site chrome; display:contents keeps the sticky header. */}
      <div className="contents print:hidden">{header}</div>
      {/* At least a screen tall, so the footer starts below the fold and never jumps down when a
          page's content arrives (layout shift). */}
      <div className="min-h-screen flex-1">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      <div className="contents print:hidden">{footer}</div>
    </div>
  );
}
