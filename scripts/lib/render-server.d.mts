// Types of render-server.mjs for the tests that import it.
export const RENDER_BUNDLE: string;
/** Resolves to the loopback render server for `bundle` (started once per process), or null when not built. */
export function startRenderServer(o?: {
  bundle?: string;
}): Promise<{ url: string; token: string; close: () => Promise<void> } | null>;
