// The page's HTTP status in the server's first response: a page that says "not found" makes it a
// 404 (for crawlers and link checkers), whatever decided it (no such route, article or quiz). In the
// browser nothing listens.
let listener: ((status: number) => void) | null = null;

/** Server rendering: who hears the status pages report (null: nobody). */
export function onPageStatus(fn: ((status: number) => void) | null): void {
  listener = fn;
}

/** Called while rendering a page that is not there: the server answers it with `status`. */
export function reportPageStatus(status: number): void {
  listener?.(status);
}
