import type { Page } from "@playwright/test";

/**
 * Scrolls down the page as a reader would, a screen part at a time, to its end: the parts that
 * load as they near the viewport (src/components/deferred.tsx: the home page's testimonials and
 * Register Now, the site's footer) come in.
 */
export async function scrollThrough(page: Page): Promise<void> {
  // The app has replaced the server's paint (src/app/handover.tsx): the page has its full height.
  await page.locator('html[data-app="ready"]').waitFor({ state: "attached" });
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
}
