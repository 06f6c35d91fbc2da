import { useEffect, useState } from "react";
import { t } from "@/lib/i18n";
import { saveArticleForOffline } from "@/lib/offline/saved-articles";

/**
 * "Saved for offline reading" on an article the service worker keeps (see
 * src/lib/offline/sw-routes.ts). Checks Cache Storage after the page has rendered, and saves the
 * article once a worker controls the page (a student's first visit); shows nothing until then,
 * nor where there is no service worker (dev, unit tests, old browsers).
 */
export function SavedOfflineMark({ path, className = "" }: { path: string; className?: string }) {
  // The path found saved: moving on to another article hides the mark until that one is checked.
  const [savedPath, setSavedPath] = useState<string | null>(null);
  useEffect(() => {
    if (!("serviceWorker" in navigator) || typeof caches === "undefined") return;
    let live = true;
    saveArticleForOffline(path)
      .then((ok) => {
        if (live && ok) setSavedPath(path);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path]);
  if (savedPath !== path) return null;
  return (
    <p className={`flex items-center gap-1.5 text-sm font-medium text-emerald-800 ${className}`}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0 fill-current">
        <path d="M10 2a1 1 0 0 1 1 1v8.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V3a1 1 0 0 1 1-1Zm-6 14a1 1 0 0 1 1-1h10a1 1 0 1 1 0 2H5a1 1 0 0 1-1-1Z" />
      </svg>
      {t("Saved for offline reading")}
    </p>
  );
}
