// Staff schedule an article and a quiz ahead: hidden from the public lists, the article page,
// the sitemap and RSS until then, "Scheduled for …" in the admin, then they appear by themselves
// (nobody touches anything).
import { STAFF_STATE } from "./support/admin";
import { superuser } from "./support/pb";
import { expect, test } from "./support/test";

test.use({ storageState: STAFF_STATE });

/**
 * The form takes whole minutes (datetime-local, India time), so the time staff pick is an hour
 * ahead: the "before" checks never race it. The test then moves both times to a few seconds
 * ahead through the API, rather than waiting up to two minutes for a minute boundary.
 */
function anHourAheadIst(): { local: string; at: number } {
  const at = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
  const local = new Date(at + 330 * 60_000).toISOString().slice(0, 16);
  return { local, at };
}

/** How far ahead the moved time is: room for one feed request in front of it on a slow machine. */
const LEAD_MS = 8_000;

const stored = (publishAt: string) => Date.parse(publishAt.replace(" ", "T"));

test("an article and a quiz scheduled ahead appear by themselves", async ({ page, request }) => {
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
  const { local, at: picked } = anHourAheadIst();

  // Staff set "Publish at" in the article form and the quiz details.
  await page.goto(`/admin/currentaffairs/${article.id}/edit`);
  await page.getByLabel("Publish at (India time)").fill(local);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/currentaffairs$/);
  await page.goto(`/admin/quizzes/${quiz.id}/edit`);
  await page.getByLabel("Publish at (India time)").fill(local);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/quizzes$/);
  await expect(page.getByText(/Scheduled for \d+ \w{3}, \d\d:\d\d/).first()).toBeVisible();
  expect(stored((await pb.collection("currentAffairs").getOne(article.id)).publishAt)).toBe(picked);
  expect(stored((await pb.collection("quizs").getOne(quiz.id)).publishAt)).toBe(picked);

  // Before: not on the public lists (not even for signed-in staff), nor in the feeds.
  await page.goto("/quizzes");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(quiz.name)).toHaveCount(0);
  await page.goto("/currentaffairs");
  await expect(page.getByText(article.name)).toHaveCount(0);
  expect(await (await request.get("/rss.xml")).text()).not.toContain(article.seoURL);
  expect((await request.get(`/currentaffairs/${article.seoURL}`)).status()).toBe(404);
  // Signed-in staff can preview it at its address, marked as not public yet.
  await page.goto(`/currentaffairs/${article.seoURL}`);
  await expect(page.getByRole("status").filter({ hasText: "Scheduled — not public yet." })).toBeVisible();

  // Bring the moment close, then read the feed once more so its cache holds the "before" state:
  // the feed must notice the publish time by itself (no write happens in between).
  const at = Date.now() + LEAD_MS;
  const publishAt = new Date(at).toISOString();
  await pb.collection("currentAffairs").update(article.id, { publishAt });
  await pb.collection("quizs").update(quiz.id, { publishAt });
  expect(await (await request.get("/rss.xml")).text()).not.toContain(article.seoURL);
  expect(Date.now(), "the feed was read before the publish time").toBeLessThan(at);

  // After: they appear by themselves.
  await page.waitForTimeout(Math.max(0, at - Date.now()) + 1000);
  await expect(async () => {
    await page.goto("/currentaffairs");
    await expect(page.getByText(article.name)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.goto("/quizzes");
  await expect(page.getByText(quiz.name)).toBeVisible();
  expect(await (await request.get("/rss.xml")).text()).toContain(article.seoURL);
  const sitemap = await (await request.get("/sitemap-1.xml")).text();
  expect(sitemap).toContain(article.seoURL);
  expect((await request.get(`/currentaffairs/${article.seoURL}`)).status()).toBe(200);
});
