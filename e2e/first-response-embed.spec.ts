// What the first render of an article page and of the home page asks for comes with the HTML
// (pb_hooks/lib/first-response.js): the article, the settings, the day's quiz and the neighbours;
// the course list. None of it is requested again on load. Signed-in staff, whom the rules also
// show scheduled records, still ask for their own neighbours and day quiz.
import { STAFF_STATE } from "./support/admin";
import { expect, test, type Page } from "./support/test";
import { superuser } from "./support/pb";
import { createArticle, runId, type Created } from "./fixtures/current-affairs";

const rid = runId();
// A day of its own (in 2003), so this spec's articles are that day's only ones.
const n = parseInt(rid, 16);
const DAY = `2003-${String((n % 12) + 1).padStart(2, "0")}-${String(((n >>> 4) % 28) + 1).padStart(2, "0")}`;
let first: Created;
let second: Created;

test.beforeAll(async () => {
  first = await createArticle({
    name: `Embed one ${rid}`,
    seoURL: `embed-one-${rid}`,
    date: DAY,
    html: "<p>One</p>",
  });
  second = await createArticle({
    name: `Embed two ${rid}`,
    seoURL: `embed-two-${rid}`,
    date: DAY,
    html: "<p>Two</p>",
  });
  const pb = await superuser();
  await pb.collection("quizs").create({
    name: `Embed quiz ${rid}`,
    desc: "",
    date: `${DAY} 00:00:00.000Z`,
    active: true,
    questions: [],
    timeLimit: 0,
  });
});

/** Every API request the page makes from now on (path and query, decoded). */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) seen.push(decodeURIComponent(url.pathname + url.search));
  });
  return seen;
}

test("an article page: the day's quiz and the neighbours come with the HTML, no request for them", async ({
  page,
}) => {
  const api = apiRequests(page);
  await page.goto(`/currentaffairs/${first.seoURL}`);
  const aside = page.getByRole("complementary", { name: "About this article" });
  await expect(aside.getByRole("link", { name: "Take this day's quiz" })).toBeVisible();
  const more = page.getByRole("region", { name: "More from this day" });
  await expect(more.getByRole("link", { name: second.name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Previous and next article" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(api.filter((u) => u.startsWith("/api/collections/"))).toEqual([]);
});

test("the home page: the course list comes with the HTML, no request for it", async ({ page }) => {
  const api = apiRequests(page);
  await page.goto("/");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(api.filter((u) => u.startsWith("/api/collections/courses/") || u.includes("/settings/"))).toEqual(
    [],
  );
});

test.describe("signed-in staff", () => {
  test.use({ storageState: STAFF_STATE });

  test("ask for their own neighbours and day quiz (the embedded ones are a visitor's)", async ({ page }) => {
    const api = apiRequests(page);
    await page.goto(`/currentaffairs/${first.seoURL}`);
    await expect(
      page.getByRole("region", { name: "More from this day" }).getByRole("link", { name: second.name }),
    ).toBeVisible();
    await expect
      .poll(() => api.filter((u) => u.startsWith("/api/collections/quizs/records")).length)
      .toBeGreaterThan(0);
    expect(api.filter((u) => u.startsWith("/api/collections/currentAffairs/records")).length).toBeGreaterThan(
      0,
    );
  });
});
