import { afterAll, vi } from "vitest";

// Unit files share their worker (isolate: false in tests/support/vitest-projects.ts): whatever a
// file left switched on (fake timers, spies, stubbed globals or env) is switched off when it ends
// (not before the next starts: a file's own top-level spies are made before its hooks run).
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
