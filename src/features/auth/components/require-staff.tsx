import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/spinner";
import { Button } from "@/components/ui/button";
import { adminPaths } from "@/config/admin-paths";
import { errorMessage } from "@/lib/pocketbase";
import { hasSession, onSessionChange, verifySession } from "../api/session";

type Status = "checking" | "ok" | "signed-out" | { error: string };

/**
 * Guards every admin page: nothing inside renders (so no request of the page starts) until the
 * server has confirmed the session. Signed out, expired or revoked → /admin/login, remembering
 * where the person was going.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [status, setStatus] = useState<Status>(() => (hasSession() ? "checking" : "signed-out"));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => onSessionChange((signedIn) => !signedIn && setStatus("signed-out")), []);

  useEffect(() => {
    if (status !== "checking") return;
    let live = true;
    verifySession().then(
      (ok) => live && setStatus(ok ? "ok" : "signed-out"),
      (err) => live && setStatus({ error: errorMessage(err, "Could not check your session.") }),
    );
    return () => {
      live = false;
    };
  }, [status, attempt]);

  if (status === "signed-out") {
    return <Navigate to={adminPaths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  if (status === "checking") return <Spinner label="Checking your session…" className="min-h-[50vh]" />;
  if (status !== "ok") {
    return (
      <main id="main" className="mx-auto max-w-md p-6 text-center">
        <h1 className="text-xl font-bold text-slate-900">Could not open the admin area</h1>
        <p role="alert" className="mt-2 text-red-700">
          {status.error}
        </p>
        <Button
          className="mt-4"
          onClick={() => {
            setStatus("checking");
            setAttempt((a) => a + 1);
          }}
        >
          Try again
        </Button>
      </main>
    );
  }
  return children;
}
