// A student by date: today, yesterday, a month, its printable compilation (print media and a real
// PDF), an article's previous/next and "More from this day", an empty day's nearest-day links,
// and bad date URLs as the 404 page. Seeded articles give today and yesterday content; this spec
// adds its own in July of a year 2001–2020 that nothing else uses.
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { createArticle, runId } from "./fixtures/current-affairs";

const rid = runId();
// A July of its own for each worker that runs this file (a retried worker runs beforeAll again).
const Y = 2001 + (parseInt(rid, 16) % 20);
const A = { name: `July A ${rid}`, seoURL: `july-a-${rid}`, date: `${Y}-07-05` };
const B = { name: `July B ${rid}`, seoURL: `july-b-${rid}`, date: `${Y}-07-05` };
const C = { name: `July C ${rid}`, seoURL: `july-c-${rid}`, date: `${Y}-07-20` };
const body = (n: string) =>
  `<h1>${n} heading</h1><p>${n}: the facts to remember for the exam. </p>`.repeat(1) +
  `<p>${"A long paragraph of revision notes. ".repeat(40)}</p>`;

const istDay = (offsetDays: number) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(`${day}T00:00:00Z`));
const longMonth = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(`${day}T00:00:00Z`),
  );

test.beforeAll(async () => {
  for (const a of [A, B, C]) await createArticle({ ...a, html: body(a.name) });
});

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test("a student opens today, goes to yesterday, then the month (360 px and desktop)", async ({ page }) => {
  test.setTimeout(120_000);
  const today = istDay(0);
  const yesterday = istDay(-1);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/currentaffairs");
    await page.getByRole("link", { name: "Today's current affairs" }).click();
    await expect(page).toHaveURL(/\/currentaffairs\/today$/);
    await expect(page.getByRole("heading", { level: 1, name: "Today's Current Affairs" })).toBeVisible();
    await expect(page.getByText(longDay(today), { exact: true })).toBeVisible();
    // Seeded for today (scripts/lib/seed-data.mjs).
    await expect(
      page.getByRole("link", { name: /Supreme Court sets up panel on exam paper leaks/ }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Next day/ })).toHaveCount(0);
    await expectAccessible(page);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `test-results/ca-today-${width}.png`, fullPage: true });

    await page.getByRole("link", { name: `Previous day, ${longDay(yesterday)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/currentaffairs/date/${yesterday}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Current Affairs: ${longDay(yesterday)}` }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: /Bharat Ratna conferred on two freedom fighters/ }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: `Next day, ${longDay(today)}` })).toHaveAttribute(
      "href",
      "/currentaffairs/today",
    );
    await expectAccessible(page);

    await page.getByRole("link", { name: `All of ${longMonth(yesterday)}` }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Current Affairs: ${longMonth(yesterday)}` }),
    ).toBeVisible();
    const daySection = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 2, name: new RegExp(longDay(yesterday)) }),
    });
    await expect(
      daySection.getByRole("link", { name: "Bharat Ratna conferred on two freedom fighters" }),
    ).toBeVisible();
    await expectAccessible(page);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `test-results/ca-month-${width}.png`, fullPage: true });
  }
});

test("the archive leads to last month (seeded on the 10th and 24th)", async ({ page }) => {
  const [y, m] = istDay(0).split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  await page.goto("/currentaffairs/archive");
  await page.getByRole("link", { name: longMonth(last) }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Current Affairs: ${longMonth(last)}` }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "GST Council cuts rates on farm machinery" })).toBeVisible();
  await expectAccessible(page);
});

test("a month prints cleanly: no site header, footer or buttons; one article a page; the institute in the footer", async ({
  page,
}) => {
  await page.goto(`/currentaffairs/month/${Y}-07`);
  await expect(page.getByText("3 articles on 2 days")).toBeVisible();
  await page.getByRole("link", { name: "Print this month (save as PDF)" }).click();
  await expect(page).toHaveURL(new RegExp(`/currentaffairs/month/${Y}-07/print$`));
  const articles = page.getByRole("article");
  await expect(articles).toHaveCount(3);
  await expect(page.getByRole("heading", { level: 2, name: A.name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: `${A.name} heading` })).toBeVisible();
  await expectAccessible(page);
  const printButton = page.getByRole("button", { name: "Print or save as PDF" });
  await expect(printButton).toBeVisible();
  await expect(page.locator("[data-print-footer]")).toBeHidden();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(printButton).toBeHidden();
  await expect(page.getByRole("link", { name: new RegExp(`Back to July ${Y}`) })).toBeHidden();
  const footer = page.locator("[data-print-footer]");
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(/\S+ · https?:\/\/\S+/);
  const breaks = await articles.evaluateAll((els) => els.map((el) => getComputedStyle(el).breakBefore));
  expect(breaks).toEqual(["auto", "page", "page"]);
  await page.screenshot({ path: "test-results/ca-month-print.png", fullPage: true });

  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(3);
  await page.emulateMedia({ media: "screen" });
});

test("an article links the previous and next article and more from its day", async ({ page }) => {
  await page.goto(`/currentaffairs/${B.seoURL}`);
  await expect(page.getByRole("heading", { level: 1, name: B.name })).toBeVisible();
  const more = page.getByRole("region", { name: "More from this day" });
  await expect(more.getByRole("link", { name: A.name })).toBeVisible();
  await expect(more.getByRole("link", { name: B.name })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Previous and next article" });
  await expect(nav.getByRole("link", { name: new RegExp(`Previous article\\W*${A.name}`) })).toBeVisible();
  await nav.getByRole("link", { name: new RegExp(`Next article\\W*${C.name}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: C.name })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Previous and next article" })
      .getByRole("link", { name: /Previous article/ }),
  ).toContainText(B.name);
  await expectAccessible(page);
});

test("a day with nothing says so and links the nearest days that have articles", async ({ page }) => {
  await page.goto(`/currentaffairs/date/${Y}-07-10`);
  await expect(page.getByText(`Nothing was published on ${longDay(`${Y}-07-10`)}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `← Earlier: ${longDay(`${Y}-07-05`)}` })).toHaveAttribute(
    "href",
    `/currentaffairs/date/${Y}-07-05`,
  );
  await page.getByRole("link", { name: `Later: ${longDay(`${Y}-07-20`)} →` }).click();
  await expect(page.getByRole("link", { name: new RegExp(C.name) })).toBeVisible();
  await expectAccessible(page);
});

test("bad date URLs are the 404 page, with status 404 and no data request", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/collections/currentAffairs/")) asked.push(r.url());
  });
  for (const path of [
    "/currentaffairs/date/2026-02-30",
    "/currentaffairs/date/9999-99-99",
    "/currentaffairs/date/..%2F..%2Fetc",
    "/currentaffairs/month/2026-13",
    "/currentaffairs/month/junk/print",
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeVisible();
  }
  // "../../etc" typed as is never reaches the date route: the browser resolves it to /etc.
  await page.goto("/currentaffairs/date/../../etc");
  expect(new URL(page.url()).pathname).toBe("/etc");
  await expect(page.getByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeVisible();
  expect(asked).toEqual([]);
  await expectAccessible(page);
});
