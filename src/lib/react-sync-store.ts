// SWR imports `use-sync-external-store/shim` for React 17 and older; React 19 has the hook itself,
// so vite.config.ts points that import here instead of shipping the shim on every page.
export { useSyncExternalStore } from "react";
