// Every spec imports `test` and `expect` from here: an automatic fixture fails any test during
// which a page reported a Content-Security-Policy violation (a `securitypolicyviolation` event or
// a console error naming the policy), so nothing in the app can quietly depend on inline code.
// A test that provokes a violation on purpose takes it with `csp.take()` and checks it itself.
import { test as base, expect, type BrowserContext } from "@playwright/test";

export { expect };
export type { Locator, Page } from "@playwright/test";

export interface CspViolation {
  /** "event" (securitypolicyviolation) or "console" (a console error about the policy). */
  kind: "event" | "console";
  directive: string;
  blocked: string;
  page: string;
  /** The script the report points at (event sourceFile or console location). */
  source: string;
  text: string;
}

export interface CspGuard {
  /** Returns the violations seen so far and forgets them (they no longer fail the test). */
  take: () => CspViolation[];
}

const CONSOLE_CSP = /Content[ -]Security[ -]Policy/i;

/**
 * The one known report that is not the app running inline code: DOMPurify parses hostile HTML
 * (a spec types `<img onerror=…>` on purpose) in an inert DOMParser document, and Chromium checks
 * the policy for the handler there although it never runs, with or without a CSP. Only inline
 * handlers and scripts, and only when the report points into the sanitiser's own chunk.
 */
const SANITISER_SOURCE = /\/(?:assets\/sanitize-[\w-]+\.js|src\/lib\/sanitize(?:-core)?\.[jt]s)(?:[?#:]|$)/;
const INLINE_CODE = /inline (?:event handler|script)|^script-src-(?:attr|elem)$/;

function isSanitiserParse(v: CspViolation): boolean {
  return SANITISER_SOURCE.test(v.source) && (INLINE_CODE.test(v.text) || INLINE_CODE.test(v.directive));
}

/** Collects the context's violations into `sink`: page events through a binding, and console errors. */
async function watch(context: BrowserContext, sink: (v: CspViolation) => void) {
  const report = (v: CspViolation) => {
    if (!isSanitiserParse(v)) sink(v);
  };
  await context.exposeBinding("__e2eCspViolation", (source, v: Omit<CspViolation, "kind" | "page">) => {
    report({ kind: "event", page: source.page?.url() ?? "", ...v });
  });
  // Init scripts and bindings are injected by the browser's debugging protocol, not subject to CSP.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (ev) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>).__e2eCspViolation;
      report?.({
        directive: ev.effectiveDirective,
        blocked: ev.blockedURI,
        source: ev.sourceFile,
        text: `${ev.violatedDirective} at ${ev.sourceFile}:${ev.lineNumber} ${ev.sample}`,
      });
    });
  });
  context.on("console", (msg) => {
    if (msg.type() === "error" && CONSOLE_CSP.test(msg.text())) {
      report({
        kind: "console",
        directive: "",
        blocked: "",
        page: msg.page()?.url() ?? "",
        text: msg.text(),
        source: msg.location().url,
      });
    }
  });
}

export const test = base.extend<{ csp: CspGuard }>({
  csp: [
    async ({ context, browser }, use) => {
      let seen: CspViolation[] = [];
      const sink = (v: CspViolation) => seen.push(v);
      await watch(context, sink);
      // Contexts a test opens itself (a second visitor, say) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        await watch(ctx, sink);
        return ctx;
      };

      try {
        await use({
          take: () => {
            const taken = seen;
            seen = [];
            return taken;
          },
        });
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, "Content-Security-Policy violations during the test").toEqual([]);
    },
    { auto: true },
  ],
});
