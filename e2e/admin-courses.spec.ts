// Courses admin as staff use it: add a course with a picture in a new category and find it on the
// home page in that tab; reorder and see the public order change; publish/unpublish from the row.
// Also staff previewing a draft quiz and a draft article, which visitors still cannot open.
import { makeCoursePng } from "../scripts/lib/png.mjs";
import { expectAccessible } from "./support/axe";
import { STAFF_STATE, uid } from "./support/admin";
import { guest, superuser } from "./support/pb";
import { expect, test, type Page } from "./support/test";

test.use({ storageState: STAFF_STATE });

/** The Settings page is someone else's: add the category through the API, as a superuser would. */
async function addCategory(name: string) {
  const su = await superuser();
  const s = await su.collection("settings").getFirstListItem("");
  const cats = (s.courseCategories as { id: number; name: string }[] | null) ?? [];
  const id = Math.max(0, ...cats.map((c) => c.id)) + 1;
  await su.collection("settings").update(s.id, { courseCategories: [...cats, { id, name }] });
}

/**
 * Leave the site as other specs expect it, no extra course or category tab, also when a test
 * fails half-way (home-courses.spec.ts checks the exact tabs).
 */
const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Removes the category and every course whose name carries the test's unique id. */
async function removeCategoryAndCourses(category: string, id: string) {
  const su = await superuser();
  const mine = await su.collection("courses").getFullList({ filter: su.filter("name ~ {:id}", { id }) });
  for (const c of mine) await su.collection("courses").delete(c.id);
  const s = await su.collection("settings").getFirstListItem("");
  const cats = (s.courseCategories as { id: number; name: string }[] | null) ?? [];
  await su.collection("settings").update(s.id, { courseCategories: cats.filter((c) => c.name !== category) });
}

async function homeTab(page: Page, category: string) {
  await page.goto("/");
  // The home page's course browser is a deferred part: its code comes as it nears the viewport,
  // and a tap on its server-painted tab before then is not handled (seen once in a full run). Tap
  // until the tab is selected.
  const tab = page.getByRole("tab", { name: category });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return page.getByRole("tabpanel");
}

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("add a course with a picture in a new category, reorder, publish and unpublish", async ({ page }) => {
  test.setTimeout(120_000);
  const id = uid();
  const category = `Banking ${id}`;
  await addCategory(category);
  const name = `IBPS PO Course ${id}`;
  cleanups.push(() => removeCategoryAndCourses(category, id));

  // Add it from the form, with bad input first.
  await page.goto("/admin/courses");
  await expect(page.getByRole("heading", { name: "Courses", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Add course" }).click();
  await page.getByLabel("Name", { exact: true }).fill(`${name} <script>alert(1)</script>`);
  await page.getByLabel(category).check();
  await page.getByLabel("Test").check();
  await page.getByLabel("Price (₹, whole rupees)").fill("1e9");
  await page.getByLabel("Store URL (Buy Now link)").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Add course" }).click();
  await expect(page.getByText("Enter the price in whole rupees using digits only")).toBeVisible();
  await expect(page.getByText("The store URL must be an https:// address")).toBeVisible();
  await page.getByLabel("Price (₹, whole rupees)").fill("125000");
  await expect(page.getByText("Shown to visitors as ₹1,25,000")).toBeVisible();
  await page.getByLabel("Store URL (Buy Now link)").fill("https://courses.example.in/ibps");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel(/Picture/).setInputFiles({
    name: "ibps.png",
    mimeType: "image/png",
    buffer: makeCoursePng(800, 450, [21, 128, 61], [13, 148, 136]),
  });
  await expect(page.getByAltText("Preview of the chosen picture")).toBeVisible();
  await page.getByLabel("Published (shown on the website)").check();
  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screens/course-form-${viewport.width}.png`, fullPage: true });
  }
  await expectAccessible(page);
  await page.getByRole("button", { name: "Add course" }).click();
  await expect(page.getByText("Course added")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses$/);

  // A second course in the same category, placed after it.
  const su = await superuser();
  const second = `SBI Clerk Course ${id}`;
  const last = await su.collection("courses").getList(1, 1, { sort: "-order" });
  await su.collection("courses").create({
    name: second,
    cat: [category],
    price: 999,
    url: "https://courses.example.in/sbi",
    active: true,
    order: (last.items[0]?.order ?? 0) + 1,
  });

  // On the home page, in the new tab: the picture as a resized thumbnail with width/height.
  let panel = await homeTab(page, category);
  const cards = panel.getByRole("heading", { level: 3 });
  await expect(cards).toHaveText([name, second]);
  await expect(panel.getByText("₹1,25,000")).toBeVisible();
  const img = panel.locator("img").first();
  await expect(img).toHaveAttribute("src", /thumb=400x0/);
  await expect(img).toHaveAttribute("width", "400");
  await expect(img).toHaveAttribute("height", "225");
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: "test-results/screens/home-new-category-1280.png" });

  // Reorder in the admin (filtered to the category), with the keyboard.
  await page.goto("/admin/courses");
  await page.getByLabel("Category").selectOption(category);
  const rows = page.getByRole("list", { name: "Courses" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  const up = page.getByRole("button", { name: `Move ${second} up` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Moved "${second}" up`)).toBeVisible();
  await expect(rows.first()).toContainText(second);
  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screens/course-list-${viewport.width}.png`, fullPage: true });
  }
  // The "Moved" toast fades out (axe measures its contrast mid-animation); the page itself is checked.
  await expectAccessible(page, { exclude: ["[data-sonner-toaster]"] });
  panel = await homeTab(page, category);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText([second, name]);

  // Unpublish from the row: gone from the home page; publish again: back.
  await page.goto("/admin/courses");
  await page.getByRole("button", { name: `Unpublish ${name}` }).click();
  await expect(page.getByText(`"${name}" is now a draft`)).toBeVisible();
  panel = await homeTab(page, category);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText([second]);
  await page.goto("/admin/courses");
  await page.getByRole("button", { name: `Publish ${name}` }).click();
  await expect(page.getByText(`"${name}" is published`)).toBeVisible();
  panel = await homeTab(page, category);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText([second, name]);

  // Delete after confirming.
  await page.goto("/admin/courses");
  await page.getByRole("button", { name: `Delete ${second}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Course deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${second}` })).toHaveCount(0);
});

test("staff preview a draft quiz and a draft article; visitors still get not found", async ({
  page,
  browser,
}) => {
  const id = uid();
  const su = await superuser();
  const quiz = await su.collection("quizs").create({
    name: `Draft quiz ${id}`,
    desc: "<p>Practice</p>",
    active: false,
    questions: [{ text: "2 + 2?", options: ["3", "4"], answer: "4", order: 1 }],
  });
  const seoURL = `draft-article-${id}`;
  await su.collection("currentAffairs").create({
    name: `Draft article ${id}`,
    seoURL,
    desc: "Not out yet",
    html: "<p>Draft body text</p>",
    active: false,
  });

  await page.goto("/admin/quizzes");
  await page.getByRole("link", { name: `Preview Draft quiz ${id}` }).click();
  await expect(page.getByRole("heading", { name: `Draft quiz ${id}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Draft — not public." })).toBeVisible();
  await expect(page.getByText("2 + 2?")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/draft-quiz-1280.png" });

  await page.goto("/admin/currentaffairs");
  await page.getByRole("link", { name: `Preview Draft article ${id}` }).click();
  await expect(page.getByRole("heading", { name: `Draft article ${id}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Draft — not public." })).toBeVisible();
  await expect(page.getByText("Draft body text")).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/draft-article-360.png" });
  await expectAccessible(page);

  // A visitor (no staff session) gets not-found for both, and the API refuses them too.
  const visitor = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const v = await visitor.newPage();
  await v.goto(`/quizzes/${quiz.id}`);
  await expect(v.getByRole("heading", { name: "Quiz not found" })).toBeVisible();
  await v.goto(`/currentaffairs/${seoURL}`);
  await expect(v.getByRole("heading", { name: "Not found." })).toBeVisible();
  await expect(v.getByText("Draft — not public.")).toHaveCount(0);
  await visitor.close();
  const g = guest();
  await expect(g.collection("quizs").getOne(quiz.id)).rejects.toMatchObject({ status: 404 });
});
