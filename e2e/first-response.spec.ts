// The first response (pb_hooks/lib/first-response.js): pages readable with JavaScript off, the
// embedded data used by the app (no API request for it on load), no spinner between the server's
// paint and React's, and real 404s for unknown paths.
import { expectAccessible } from "./support/axe";
import { expect, test, type Page } from "./support/test";
import { createArticle, runId, todayIst, type Created } from "./fixtures/current-affairs";

const rid = runId();
let art: Created;
const NAME = `First paint ${rid}`;
const BODY = `The whole article text ${rid}`;

test.beforeAll(async () => {
  art = await createArticle({
    name: NAME,
    seoURL: `first-paint-${rid}`,
    desc: `Short note ${rid}`,
    date: todayIst(),
    html: `<h2>Section</h2><p>${BODY}</p><p>Second paragraph ${rid}</p>`,
  });
});

/** Records every API request the page makes from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/collections/"))
      seen.push(decodeURIComponent(url.pathname + url.search));
  });
  return seen;
}

/** Notes whether a loading spinner was ever put on the page (from the first byte on). */
async function watchSpinners(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { spinnerSeen: string[] };
    w.spinnerSeen = [];
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('[role="status"]')))
        if (/Loading/i.test(el.textContent ?? "")) w.spinnerSeen.push(el.textContent ?? "");
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an article page shows the whole article", async ({ page }) => {
    const res = await page.goto(`/currentaffairs/${art.seoURL}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(page.getByText(BODY)).toBeVisible();
    await expect(page.getByText(`Second paragraph ${rid}`)).toBeVisible();
    await expect(page.getByText("Please turn on JavaScript")).toHaveCount(0);
  });

  test("/currentaffairs shows its first 24 items with working links", async ({ page }) => {
    await page.goto("/currentaffairs");
    const list = page.getByRole("list", { name: "Current affairs" });
    const items = list.getByRole("listitem").filter({ has: page.getByRole("article") });
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(24);
    const link = list.getByRole("link", { name: new RegExp(NAME) });
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect(href).toBe(`/currentaffairs/${art.seoURL}`);
    await page.goto(href!);
    await expect(page.getByText(BODY)).toBeVisible();
  });

  test("/quizzes lists quizzes with links", async ({ page }) => {
    await page.goto("/quizzes");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const first = page.locator('main a[href^="/quizzes/"]').first();
    await expect(first).toBeVisible();
  });
});

test("an article: the app uses the embedded data (no request for it) and no spinner shows", async ({
  page,
}) => {
  await watchSpinners(page);
  const api = apiRequests(page);
  const res = await page.goto(`/currentaffairs/${art.seoURL}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByText(BODY)).toBeVisible();
  // React is running: the article's share actions exist only in the app.
  await expect(
    page.getByRole("complementary", { name: "About this article" }).getByRole("button").first(),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(api.filter((u) => u.includes(`seoURL = "${art.seoURL}"`))).toEqual([]);
  expect(api.filter((u) => u.startsWith("/api/collections/settings/"))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { spinnerSeen: string[] }).spinnerSeen)).toEqual([]);
  await expectAccessible(page);
});

test("the app sets up Intl in a worker first (allowed by the CSP), then shows its dates", async ({
  page,
}) => {
  const worker = page.waitForEvent("worker");
  const answered = page.waitForResponse((r) => /\/assets\/intl-warmup\.worker-[\w-]+\.js$/.test(r.url()));
  await page.goto(`/currentaffairs/${art.seoURL}`);
  expect((await answered).status()).toBe(200);
  expect((await worker).url()).toMatch(/intl-warmup\.worker/);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  // The running app (data-app=ready) shows the article's date.
  await expect(page.getByRole("main").locator("time").first()).toHaveText(/\S/);
});

test("/currentaffairs: the first page, the tags and the settings come with the HTML", async ({ page }) => {
  await watchSpinners(page);
  const api = apiRequests(page);
  await page.goto("/currentaffairs");
  await expect(page.getByRole("link", { name: new RegExp(NAME) })).toBeVisible();
  // The tag chips are the app's toggle buttons once React has taken over.
  await expect(page.getByRole("group", { name: "Filter by tag" }).getByRole("button").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(api).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { spinnerSeen: string[] }).spinnerSeen)).toEqual([]);
  await expectAccessible(page);

  // Choosing a tag is an ordinary request: the embedded data is only the first page.
  await page.getByRole("group", { name: "Filter by tag" }).getByRole("button").first().click();
  await expect
    .poll(() => api.some((u) => u.startsWith("/api/collections/currentAffairs/records")))
    .toBe(true);
});

test("/quizzes and / use the embedded data too", async ({ page }) => {
  const api = apiRequests(page);
  await page.goto("/quizzes");
  await expect(page.locator('main a[href^="/quizzes/"]').first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(api.filter((u) => u.startsWith("/api/collections/quizs/") || u.includes("/settings/"))).toEqual([]);
  await expectAccessible(page);

  // A quiz: painted with its rules, played by the app from the embedded record (no request for it).
  const quizHref = await page.locator('main a[href^="/quizzes/"]').first().getAttribute("href");
  api.length = 0;
  await watchSpinners(page);
  await page.goto(quizHref!);
  // The painted Start button works once the app has taken over (a touch starts the app at once).
  // (A tap that started the quiz leaves no Start button: a slow first question is waited for, not
  // tapped for again.)
  await expect(async () => {
    const start = page.getByRole("button", { name: "Start quiz" });
    if (await start.isVisible()) await start.click({ timeout: 1000 });
    await expect(page.getByRole("group").first()).toBeVisible({ timeout: 1000 }); // a question
  }).toPass();
  await page.waitForLoadState("networkidle");
  expect(api.filter((u) => u.startsWith("/api/collections/quizs/"))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { spinnerSeen: string[] }).spinnerSeen)).toEqual([]);

  api.length = 0;
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(api.filter((u) => u.includes("/settings/"))).toEqual([]);
});

test("a quiz page is painted by the server: its title and rules, before any script runs", async ({
  browser,
}) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto("/quizzes");
  const link = page.locator('main a[href^="/quizzes/"]').first();
  const name = (await link.innerText()).trim();
  await page.goto((await link.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("heading", { name: "Before you start" })).toBeVisible();
  await expect(page.getByText(/^\d+ questions?, 1 mark each\.$/)).toBeVisible();
  // Playing needs the app: the page says so.
  expect(await page.content()).toContain("<noscript>Please turn on JavaScript to use this site.</noscript>");
  await ctx.close();
});

test("unknown paths are HTTP 404 with the 404 page; known ones in any case are not", async ({
  page,
  request,
}) => {
  for (const path of ["/no-such-page", "/currentaffairs/no-such-article-" + rid, "/courses/extra/bits"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/Not Found|Not found/);
  }
  await expectAccessible(page);
  expect((await request.get("/About")).status()).toBe(200);
  expect((await request.get("/admin/login")).status()).toBe(200);
});
