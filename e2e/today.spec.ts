// Issue 23 at 360 px: the home page opens with Today (today's articles and quiz, IST) in the
// server's first response, with JavaScript too and without; a signed-in student (made by the
// superuser and signed in by saving an impersonation token where the student session lives, since
// the sign-in page is another branch's) bookmarks a question on a quiz's review, gets it back in
// /revision once it is due (its due date moved by the superuser), answers it, and reads an article
// to the end, which starts their streak on the home page.
import type PocketBase from "pocketbase";
import { superuser } from "./support/pb";
import { expectAccessible } from "./support/axe";
import { touchUntilStreak } from "./support/student";
import { expect, test, type Page } from "./support/test";
import { createArticle, runId, todayIst } from "./fixtures/current-affairs";

const rid = runId();
const ARTICLE = `Today first ${rid}`;
const QUIZ = `Revision quiz ${rid}`;
const SHOTS = ".lead";
let quizId = "";
let articleSlug = "";

const QUESTIONS = [
  {
    text: `Which river flows past Ropar? ${rid}`,
    options: ["Beas", "Sutlej"],
    answer: "Sutlej",
    explanation: "The Sutlej enters the plains at Ropar.",
    order: 1,
  },
  { text: "Capital of Punjab?", options: ["Amritsar", "Chandigarh"], answer: "Chandigarh", order: 2 },
];

test.beforeAll(async () => {
  articleSlug = (await createArticle({ name: ARTICLE, seoURL: `today-first-${rid}`, html: "<p>Short.</p>" }))
    .seoURL;
  const su = await superuser();
  quizId = (
    await su.collection("quizs").create({
      name: QUIZ,
      active: true,
      questions: QUESTIONS,
      date: `${todayIst()} 00:00:00.000Z`,
      showExplanations: true,
    })
  ).id;
});

test.use({ viewport: { width: 360, height: 740 } });

test("home shows Today in the server's first response, with or without JavaScript", async ({
  browser,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const today = html.slice(html.indexOf('id="today-heading"'));
  expect(html).toContain('id="today-heading"');
  // Today's quiz and today's articles are links in the HTML itself, before the banner.
  expect(html.indexOf('id="today-heading"')).toBeLessThan(html.indexOf('aria-roledescription="carousel"'));
  expect(today).toContain(`href="/currentaffairs/${articleSlug}"`);
  expect(today).toMatch(/Take today(&#x27;|')s quiz/);

  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await noJs.newPage();
  await page.goto("/");
  const block = page.getByRole("region", { name: "Today" });
  await expect(block).toBeInViewport();
  await expect(block.getByRole("link", { name: ARTICLE })).toBeVisible();
  await expect(block.getByRole("link", { name: /Take today's quiz/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-today-360-nojs.png` });
  await page.goto("/?lang=pa");
  await expect(page.getByRole("heading", { name: "ਅੱਜ" })).toBeVisible();
  await expect(page.getByRole("link", { name: /ਅੱਜ ਦਾ ਕੁਇਜ਼ ਦਿਓ/ })).toBeVisible();
  await noJs.close();
});

/** A new student, signed in on `page` the way the sign-in page leaves them (the student session's key). */
async function signIn(page: Page, su: PocketBase) {
  const student = await su.collection("students").create({
    email: `today-${rid}-${Date.now()}@example.com`,
    password: "today-pass-123",
    passwordConfirm: "today-pass-123",
    name: "Harpreet",
  });
  const client = await su.collection("students").impersonate(student.id, 3600);
  const session = JSON.stringify({ token: client.authStore.token, record: client.authStore.record });
  await page.addInitScript((value) => localStorage.setItem("pb_student_auth", value), session);
  return student.id;
}

test("a signed-in student bookmarks a question, revises it when due, and keeps a streak", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const su = await superuser();
  const studentId = await signIn(page, su);

  // Take the (untimed: it starts at once) quiz and bookmark the first question on the review.
  await page.goto(`/quizzes/${quizId}`);
  const form = page.getByRole("form", { name: "Quiz questions" });
  await form.getByRole("group", { name: /Ropar/ }).getByText("Sutlej").click();
  await form
    .getByRole("group", { name: /Capital/ })
    .getByText("Chandigarh")
    .click();
  await page.getByRole("button", { name: "Submit answers" }).click();
  const review = page.getByRole("listitem").filter({ hasText: `Ropar? ${rid}` });
  const bookmark = review.getByRole("button", { name: "Bookmark question 1" });
  await expect(bookmark).toBeEnabled();
  await bookmark.click();
  await expect(review.getByRole("button", { name: "Remove the bookmark of question 1" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const [item] = await su
    .collection("revisionItems")
    .getFullList({ filter: su.filter("student = {:s} && quiz = {:q}", { s: studentId, q: quizId }) });
  expect(item).toMatchObject({ question: 0, source: "bookmark" });

  // Not due yet (tomorrow, IST): /revision says so.
  await page.goto("/revision");
  await expect(page.getByText("Nothing to revise right now.")).toBeVisible();
  await expect(page.getByText(/1 question comes back later/)).toBeVisible();
  await expectAccessible(page);

  // Due now: it comes back, answered on the server.
  await su.collection("revisionItems").update(item!.id, { due: new Date(Date.now() - 60_000).toISOString() });
  await page.reload();
  const card = page.getByRole("form", { name: /Question 1 of 1/ });
  await expect(card.getByRole("group", { name: /Ropar/ })).toBeVisible();
  // axe at 360 px: the due question's card, then (below) the checked answer.
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/revision-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/revision-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await card.getByRole("button", { name: "Check answer" }).click();
  await expect(card.getByRole("alert")).toHaveText("Choose an answer first.");
  await card.getByText("Beas").click();
  await card.getByRole("button", { name: "Check answer" }).click();
  await expect(card.getByRole("status")).toContainText("Wrong — Correct answer: Sutlej");
  await expect(card.getByRole("status")).toContainText("The Sutlej enters the plains at Ropar.");
  await expect(card.getByRole("status")).toContainText("It comes back on");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/revision-answered-360.png`, fullPage: true });
  await card.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByText("Done for today. Well done!")).toBeVisible();
  const after = await su.collection("revisionItems").getOne(item!.id);
  expect(after).toMatchObject({ step: 1, rightCount: 0, done: false });

  // Bookmark an article and read it to the end: today counts for the streak (the attempt above
  // was made signed out on this branch, so it is the article that counts here).
  await page.goto(`/currentaffairs/${articleSlug}`);
  const articleBookmark = page.getByRole("button", { name: "Bookmark this article" });
  await articleBookmark.click();
  await expect(page.getByRole("button", { name: "Remove the bookmark of this article" })).toBeVisible();
  await page.getByTestId("read-to-end").scrollIntoViewIfNeeded();
  await expect
    .poll(
      async () =>
        (await su.collection("studyDays").getFullList({ filter: `student = '${studentId}'` })).length,
    )
    .toBe(1);

  await page.goto("/");
  await expect(await touchUntilStreak(page)).toContainText("1 day in a row");
  await page.screenshot({ path: `${SHOTS}/home-360.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/home-1280.png` });

  // The bookmarked article is listed on /revision.
  await page.goto("/revision");
  await expect(
    page.getByRole("region", { name: "Bookmarked articles" }).getByRole("link", { name: ARTICLE }),
  ).toBeVisible();
});

test("yesterday's study day keeps the streak open with a note until today counts", async ({ page }) => {
  const su = await superuser();
  const studentId = await signIn(page, su);
  const yesterday = new Date(Date.now() + 5.5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
  const dayBefore = new Date(Date.now() + 5.5 * 3600_000 - 2 * 86_400_000).toISOString().slice(0, 10);
  await su.collection("studyDays").create({ student: studentId, day: dayBefore });
  await su.collection("studyDays").create({ student: studentId, day: yesterday });
  await page.goto("/");
  const streak = await touchUntilStreak(page);
  await expect(streak).toContainText("2 days in a row");
  await expect(streak).toContainText("Today's is still open — one quiz keeps your 2-day streak.");
  await page.screenshot({ path: `${SHOTS}/home-streak-open-360.png` });
});
