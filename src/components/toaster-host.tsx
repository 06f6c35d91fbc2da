import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { toasterStore } from "@/lib/toast";

const Toaster = lazy(async () => {
  const { Toaster: T } = await import("sonner");
  function MountedToaster() {
    useEffect(() => {
      toasterStore.markMounted();
    }, []);
    // Spec: 4000 ms, at most 3 visible, 356 px wide, 14 px gap, swipe to dismiss (sonner defaults).
    return <T duration={4000} visibleToasts={3} gap={14} position="top-center" richColors closeButton />;
  }
  return { default: MountedToaster };
});

/** Renders sonner's Toaster only once the first toast is requested. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.getSnapshot, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
