// What src/boot.tsx needs after React: one module, so the app is one chunk (evaluated in one step)
// rather than a handful that compress worse apart.
export { App } from "./app";
export { loadRoute } from "./router";
export { readInitialData, seedCache } from "@/lib/initial-data";
export { startLang } from "@/lib/i18n";
export { Handover, paintedState } from "./handover";
