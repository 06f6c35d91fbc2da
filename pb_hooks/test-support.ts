// Loads hook modules into a unit test (node environment). They are CommonJS for PocketBase's JSVM
// and require() their neighbours and the shared cores through the JSVM's `__hooks` (the pb_hooks
// directory), which is set here before any of them loads. Only pure functions are tested this way:
// anything touching $app is covered by the integration tests against a real PocketBase.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HOOKS = dirname(fileURLToPath(import.meta.url));
(globalThis as { __hooks?: string }).__hooks = HOOKS;
const nodeRequire = createRequire(import.meta.url);

/** The hook module at `path` (relative to pb_hooks/), typed as its exports: T = typeof import(path). */
export function requireHook<T>(path: string): T {
  return nodeRequire(join(HOOKS, path)) as T;
}
