import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/**
 * Warns before unsaved changes are lost: the browser's own prompt when the tab is closed or
 * reloaded (beforeunload), and a dialog when a link inside the app is followed. The app uses
 * declarative routes (no data router, to keep public pages small), where react-router's
 * useBlocker is not available, so in-app links are caught by one click listener on the document.
 * Returns the dialog to render.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[href]");
      if (
        !(a instanceof HTMLAnchorElement) ||
        (a.target && a.target !== "_self") ||
        a.hasAttribute("download")
      )
        return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = url.pathname + url.search + url.hash;
      if (to === window.location.pathname + window.location.search + window.location.hash) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(to);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title="Leave without saving?"
      message="You have changes on this page that are not saved. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      busy={false}
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to) navigate(to);
      }}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
    />
  );
}
