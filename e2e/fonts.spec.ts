// Fonts (issues 12 and 13): Gurmukhi is drawn in the self-hosted Noto Sans Gurmukhi subset,
// fetched from the site itself only on pages that show Gurmukhi (and preloaded there); English
// pages download no font at all (system font for Latin). The fallback face used until the web
// font arrives has the web font's metrics, so the swap does not move text.
import { guest } from "./support/pb";
import { expect, test, type Page } from "./support/test";

const PUNJABI_ARTICLE = "/currentaffairs/punjab-new-education-policy-punjabi";
const SAMPLE = "ਪੰਜਾਬ ਸਰਕਾਰ ਵੱਲੋਂ ਨਵੀਂ ਸਿੱਖਿਆ ਨੀਤੀ ਦਾ ਐਲਾਨ";

test.beforeAll(async () => {
  // The server reports ready while the demo seed may still be adding the newest articles.
  const filter = guest().filter("seoURL = {:s}", { s: PUNJABI_ARTICLE.split("/").pop() });
  await expect
    .poll(
      () =>
        guest()
          .collection("currentAffairs")
          .getList(1, 1, { filter })
          .then((r) => r.totalItems),
      {
        timeout: 90_000,
      },
    )
    .toBe(1);
});

/** Every font file the page asks for. */
function fontRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font" || /\.(woff2?|ttf|otf)(\?|$)/.test(r.url())) urls.push(r.url());
  });
  return urls;
}

test("a Punjabi article preloads and uses the self-hosted Gurmukhi subset", async ({ page, baseURL }) => {
  const fonts = fontRequests(page);
  await page.goto(PUNJABI_ARTICLE);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(SAMPLE);
  await page.evaluate(() => document.fonts.ready);

  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute("href")).toMatch(
    /^\/assets\/noto-sans-gurmukhi-gurmukhi-400-normal-[\w-]+\.woff2$/,
  );
  // Fetched once (the preload and the CSS agree on the URL), from this site, woff2 only.
  const regular = fonts.filter((u) => u.includes("gurmukhi-400"));
  expect(regular).toHaveLength(1);
  for (const u of fonts) {
    expect(new URL(u).origin).toBe(new URL(baseURL!).origin);
    expect(u).toMatch(/\.woff2$/);
  }
  // The heading's Gurmukhi is drawn with the web font, loaded (not a system fallback).
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family.replace(/"/g, "") === "Noto Sans Gurmukhi" && f.status === "loaded")
      .map((f) => f.weight),
  );
  expect(loaded).toEqual(expect.arrayContaining(["400", "700"]));
  expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Sans Gurmukhi"?,/);
});

test("English pages preload and download the font only when they show Gurmukhi", async ({ context }) => {
  const plain: string[] = [];
  for (const path of ["/", "/courses", "/about", "/contact", "/currentaffairs", "/quizzes"]) {
    // A fresh tab per page, so a previous page's late requests are not counted.
    const page = await context.newPage();
    const fonts = fontRequests(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    // Gurmukhi besides the header's language switch, whose "ਪੰਜਾਬੀ" uses the phone's own
    // Gurmukhi font where there is one (this machine has Noto Sans Gurmukhi, like Android).
    const switchName = page.getByRole("link", { name: "Language: ਪੰਜਾਬੀ" }).first().locator("[lang=pa]");
    await expect(switchName).toHaveCSS("font-family", /^"Noto Sans Gurmukhi Fallback"/);
    const text = (await page.locator("body").innerText()).replaceAll("ਪੰਜਾਬੀ", "");
    const showsGurmukhi = /[\u0A01-\u0A76]/.test(text);
    // A preload only where the page (as the server paints it) shows Gurmukhi, e.g. a Punjabi title in the list.
    if (!showsGurmukhi) await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    expect(fonts.length > 0, `${path}: font requests ${fonts.join(", ")}`).toBe(showsGurmukhi);
    if (!showsGurmukhi) plain.push(path);
    await page.close();
  }
  // Most English pages have no Gurmukhi at all: they downloaded no font.
  expect(plain).toEqual(expect.arrayContaining(["/courses", "/about", "/contact", "/quizzes"]));
});

test("?lang=pa preloads the Gurmukhi font on any page", async ({ page }) => {
  await page.goto("/quizzes?lang=pa");
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1);
});

test("the fallback face has the web font's metrics (swapping does not move text)", async ({ page }) => {
  await page.goto(PUNJABI_ARTICLE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAMPLE);
  const boxes = await page.evaluate(async (text) => {
    // Every face of both families loaded; the fallback's local() source (Noto Sans Gurmukhi, as
    // on Android phones) must be found, else load() rejects and the test fails.
    const faces = [...document.fonts].filter((f) =>
      f.family.replace(/"/g, "").startsWith("Noto Sans Gurmukhi"),
    );
    if (faces.length !== 4) throw new Error(`expected 4 Gurmukhi faces, found ${faces.length}`);
    await Promise.all(faces.map((f) => f.load()));
    const measure = (family: string, weight: number) => {
      const span = document.createElement("span");
      span.textContent = text;
      span.style.cssText = `font: ${weight} 20px/normal "${family}"; white-space: nowrap; position: absolute;`;
      document.body.append(span);
      const r = span.getBoundingClientRect();
      span.remove();
      return { width: r.width, height: r.height };
    };
    return [400, 700].map((w) => ({
      web: measure("Noto Sans Gurmukhi", w),
      fallback: measure("Noto Sans Gurmukhi Fallback", w),
    }));
  }, SAMPLE);
  for (const { web, fallback } of boxes) {
    expect(fallback.height).toBeCloseTo(web.height, 0);
    expect(Math.abs(fallback.width - web.width) / web.width).toBeLessThan(0.01);
  }
});
