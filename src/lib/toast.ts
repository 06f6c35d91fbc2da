// Toasts without putting sonner (~10 KB gzipped) on every page load: the library and its
// <Toaster> are loaded the first time something is toasted. Same call shape as sonner's.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "warning" | "info" | "message";
type Sonner = typeof import("sonner");

let loaded: Promise<Sonner> | null = null;
let mounted: Promise<void> | null = null;
let resolveMounted: (() => void) | null = null;
const listeners = new Set<() => void>();
let wanted = false;

export const toasterStore = {
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  getSnapshot: () => wanted,
  /** Called by <ToasterHost> once the Toaster is on the page. */
  markMounted() {
    resolveMounted?.();
  },
};

function ensure(): Promise<Sonner> {
  if (!loaded) {
    mounted = new Promise<void>((r) => (resolveMounted = r));
    loaded = import("sonner");
    wanted = true;
    listeners.forEach((l) => l());
  }
  return Promise.all([loaded, mounted]).then(([s]) => s);
}

function show(kind: Kind, message: string, opts?: ExternalToast) {
  void ensure().then((s) => (kind === "message" ? s.toast(message, opts) : s.toast[kind](message, opts)));
}

export const toast = {
  success: (m: string, o?: ExternalToast) => show("success", m, o),
  error: (m: string, o?: ExternalToast) => show("error", m, o),
  warning: (m: string, o?: ExternalToast) => show("warning", m, o),
  info: (m: string, o?: ExternalToast) => show("info", m, o),
  message: (m: string, o?: ExternalToast) => show("message", m, o),
};
