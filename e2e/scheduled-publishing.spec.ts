// Staff schedule an article and a quiz a minute ahead: hidden from the public lists, the article
// page, the sitemap and RSS until then, "Scheduled for …" in the admin, then they appear by
// themselves (nobody touches anything).
import { STAFF_STATE } from "./support/admin";
import { superuser } from "./support/pb";
import { expect, test } from "./support/test";

test.use({ storageState: STAFF_STATE });

/**
 * The datetime-local value (India time) of the next whole minute at least 60 s away: two admin
 * saves and the "before" checks must fit in front of it even on a busy machine.
 */
function nextMinuteIst(): { local: string; at: number } {
  const at = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
  const local = new Date(at + 330 * 60_000).toISOString().slice(0, 16);
  return { local, at };
}

test("an article and a quiz scheduled a minute ahead appear by themselves", async ({ page, request }) => {
  test.setTimeout(200_000);
  const pb = await superuser();
  const stamp = Date.now();
  const article = await pb
    .collection("currentAffairs")
    .create({ name: `Scheduled article ${stamp}`, seoURL: `scheduled-article-${stamp}`, active: true });
  const quiz = await pb.collection("quizs").create({
    name: `Scheduled quiz ${stamp}`,
    active: true,
    questions: [{ text: "2+2?", options: ["3", "4"], answer: "4", order: 1 }],
  });
  const { local, at } = nextMinuteIst();

  // Staff set "Publish at" in the article form and the quiz details.
  await page.goto(`/admin/currentaffairs/${article.id}/edit`);
  await page.getByLabel("Publish at (India time)").fill(local);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/currentaffairs$/);
  await page.goto(`/admin/quizs/${quiz.id}/edit`);
  await page.getByLabel("Publish at (India time)").fill(local);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/quizs$/);
  await expect(page.getByText(/Scheduled for \d+ \w{3}, \d\d:\d\d/).first()).toBeVisible();

  // Before: not on the public lists (not even for signed-in staff), nor in the feeds.
  await page.goto("/quizs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(quiz.name)).toHaveCount(0);
  await page.goto("/currentaffairs");
  await expect(page.getByText(article.name)).toHaveCount(0);
  expect(await (await request.get("/rss.xml")).text()).not.toContain(article.seoURL);
  expect((await request.get(`/currentaffairs/${article.seoURL}`)).status()).toBe(404);
  // Signed-in staff can preview it at its address, marked as not public yet.
  await page.goto(`/currentaffairs/${article.seoURL}`);
  await expect(page.getByRole("status").filter({ hasText: "Scheduled — not public yet." })).toBeVisible();

  // After: they appear by themselves.
  await page.waitForTimeout(Math.max(0, at - Date.now()) + 1000);
  await expect(async () => {
    await page.goto("/currentaffairs");
    await expect(page.getByText(article.name)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.goto("/quizs");
  await expect(page.getByText(quiz.name)).toBeVisible();
  expect(await (await request.get("/rss.xml")).text()).toContain(article.seoURL);
  const sitemap = await (await request.get("/sitemap-1.xml")).text();
  expect(sitemap).toContain(article.seoURL);
  expect((await request.get(`/currentaffairs/${article.seoURL}`)).status()).toBe(200);
});
