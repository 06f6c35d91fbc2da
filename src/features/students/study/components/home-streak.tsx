import { lazy, Suspense, useSyncExternalStore } from "react";
import { hasStudentSession } from "../has-session";

// The streak and the student client come in a chunk of their own, only where a student is signed in.
const Badge = lazy(() => import("./streak-badge").then((m) => ({ default: m.StreakBadge })));

function onStorage(cb: () => void) {
  addEventListener("storage", cb);
  return () => removeEventListener("storage", cb);
}

/** The home page's streak: nothing on the server, during hydration and for visitors. */
export function HomeStreak() {
  const signedIn = useSyncExternalStore(onStorage, hasStudentSession, () => false);
  return signedIn ? (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  ) : null;
}
