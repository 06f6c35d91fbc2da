// Issue 23's "Done when", as one student on a 360 px phone, through the site's own pages: Today on
// the home page; today's quiz taken signed out; signing in with the code read from the outbox; the
// attempt merged into the account and ranked, with rank and percentile; a question bookmarked and
// back in the revision queue; yesterday's quiz reopened with its explanations on a second browser
// context; a 2-day streak (yesterday's study day stands for the clock moved); a newsletter sign-up
// whose confirmation is in the outbox. Then staff see the leaderboard and hide the name.
import type { BrowserContext, Page } from "@playwright/test";
import { guest, superuser } from "./support/pb";
import { STAFF_STATE } from "./support/staff-state";
import { answer, touchUntilStreak } from "./support/student";
import { expect, test } from "./support/test";
import { createArticle, runId, todayIst } from "./fixtures/current-affairs";

const rid = runId();
const PHONE = { width: 360, height: 740 };
const EMAIL = `journey-${rid}@example.com`;
const QUESTIONS = [
  {
    text: `Which river flows past Ropar? ${rid}`,
    options: ["Beas", "Sutlej", "Ravi"],
    answer: "Sutlej",
    explanation: "The Sutlej enters the plains at Ropar.",
  },
  {
    text: "Capital of Punjab?",
    options: ["Amritsar", "Chandigarh", "Ludhiana"],
    answer: "Chandigarh",
    explanation: "Chandigarh is the shared capital of Punjab and Haryana.",
  },
  {
    text: "State bird of Punjab?",
    options: ["Baaz", "Peacock", "Koel"],
    answer: "Baaz",
    explanation: "The Baaz (northern goshawk).",
  },
].map((q, i) => ({ ...q, order: i + 1 }));

const yesterdayIst = () => new Date(Date.now() + 5.5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
let todayQuiz = "";
let yesterdayQuiz = "";
let article = "";

test.beforeAll(async () => {
  const su = await superuser();
  article = `Journey article ${rid}`;
  await createArticle({ name: article, seoURL: `journey-${rid}`, html: "<p>Read me.</p>" });
  const quiz = (name: string, day: string) =>
    su.collection("quizs").create({
      name,
      active: true,
      questions: QUESTIONS,
      date: `${day} 00:00:00.000Z`,
      showExplanations: true,
    });
  // Created without saying "ranked": a quiz with a day is ranked by default.
  todayQuiz = (await quiz(`Today's journey quiz ${rid}`, todayIst())).id;
  yesterdayQuiz = (await quiz(`Yesterday's journey quiz ${rid}`, yesterdayIst())).id;
  // Another taker did worse on today's quiz, so the student's rank has a percentile.
  const other = await su.collection("students").create({
    email: `other-${rid}@example.com`,
    password: "other-pass-123",
    passwordConfirm: "other-pass-123",
    name: "Other",
  });
  const pb = await su.collection("students").impersonate(other.id, 600);
  const send = (path: string, body: unknown) =>
    pb.send(path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json" },
    });
  const { startToken } = (await send("/api/quiz-start", { quiz: todayQuiz, clientId: `o-${rid}` })) as {
    startToken: string;
  };
  const res = (await send("/api/attempts", {
    quiz: todayQuiz,
    answers: [0, 0, null],
    timeTaken: 30,
    clientId: `o-${rid}`,
    startToken,
  })) as { ranked: boolean };
  expect(res.ranked).toBe(true);
});

/** The six-digit code in the newest outbox message to `email`. */
async function codeFor(email: string, after: number): Promise<string> {
  const su = await superuser();
  let code = "";
  await expect
    .poll(
      async () => {
        const [msg] = await su.collection("outbox").getFullList({
          filter: su.filter("to ~ {:to} && created >= {:after}", {
            to: email,
            after: new Date(after - 1000).toISOString().replace("T", " "),
          }),
          sort: "-created",
        });
        code = String(msg?.["subject"] ?? "").match(/^(\d{6}) is your sign-in code/)?.[1] ?? "";
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in on /signin with a code read from the outbox; names the student on a first sign-in. */
async function signIn(page: Page, first: boolean) {
  await page.goto("/signin");
  await page.getByLabel("Your e-mail address").fill(EMAIL);
  const asked = Date.now();
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.getByLabel("6-digit code").fill(await codeFor(EMAIL, asked));
  await page.getByRole("button", { name: "Sign in" }).click();
  if (first) {
    await expect(page.getByRole("heading", { name: "Welcome! Tell us your name" })).toBeVisible();
    await page.getByLabel("Your name").fill("Simran Kaur");
    await page.getByRole("button", { name: "Continue" }).click();
  }
  // Sign-in leads to /me, which confirms the session with the server: let it finish.
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
}

test("a student's day: Today, a ranked quiz, sign-in by code, revision, another device, a streak, the newsletter; staff hide a name", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const contexts: BrowserContext[] = [];
  const open = async (options = {}) => {
    const c = await browser.newContext({ viewport: PHONE, ...options });
    contexts.push(c);
    return c.newPage();
  };
  try {
    const page = await open();

    // Today first: today's article and today's quiz at the top of the home page.
    await page.goto("/");
    const today = page.getByRole("region", { name: "Today" });
    await expect(today).toBeInViewport();
    await expect(today.getByRole("link", { name: article })).toBeVisible();
    // Today's quiz link is there (the demo content has a quiz today too; this test takes its own).
    await expect(today.getByRole("link", { name: /Take today's quiz/ })).toBeVisible();
    await page.goto(`/quizzes/${todayQuiz}`);
    await expect(page.getByRole("heading", { level: 1, name: /Today's journey quiz/ })).toBeVisible();

    // Today's quiz, signed out: two right, one wrong; the review comes from the server.
    await answer(page, /Ropar/, "Sutlej");
    await answer(page, /Capital of Punjab/, "Chandigarh");
    await answer(page, /State bird/, "Peacock");
    await page.getByRole("button", { name: "Submit answers" }).click();
    const result = page.getByRole("region", { name: "Your score" });
    await expect(result.getByText("2 correct × 1 = 2 / 3")).toBeVisible();
    await expect(
      result.getByText("Explanation: The Baaz (northern goshawk).", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to get a rank" })).toBeVisible();

    // Sign in with the code from the outbox (e-mail is kept there as well as sent).
    await signIn(page, true);
    const su = await superuser();
    const student = await su.collection("students").getFirstListItem(su.filter("email = {:e}", { e: EMAIL }));
    await expect
      .poll(async () => {
        const mine = await su.collection("quizAttempts").getFullList({
          filter: su.filter("quiz = {:q} && student = {:s}", { q: todayQuiz, s: student.id }),
        });
        return mine.map((a) => `${a.ranked} ${a.score}`);
      })
      .toEqual(["true 2"]);

    // Ranked, with a percentile: better than the other taker.
    await page.goto(`/quizzes/${todayQuiz}/leaderboard`);
    await expect(page.getByText("You are #1 — better than 50 % of 2 takers")).toBeVisible();
    await page.screenshot({ path: ".lead/journey-leaderboard-360.png", fullPage: true });

    // Reopen today's attempt, bookmark the question got wrong; it is queued, and due it comes back.
    await page.goto("/me/attempts");
    await page
      .getByRole("list", { name: "My attempts" })
      .getByRole("link", { name: new RegExp(`Today's journey quiz ${rid}`) })
      .click();
    const wrong = page.getByRole("listitem").filter({ hasText: "State bird of Punjab?" });
    await expect(wrong).toContainText("Correct answer: Baaz");
    const queued = await su.collection("revisionItems").getFullList({
      filter: su.filter("student = {:s} && quiz = {:q}", { s: student.id, q: todayQuiz }),
    });
    // The wrong answer is already in the queue; the bookmark adds the first question too.
    expect(queued.map((i) => i["question"])).toEqual([2]);
    await wrong.getByRole("button", { name: /^Bookmark question/ }).click();
    await expect(wrong.getByRole("button", { name: /^Remove the bookmark of question/ })).toBeVisible();
    const first = page.getByRole("listitem").filter({ hasText: `Ropar? ${rid}` });
    await first.getByRole("button", { name: /^Bookmark question/ }).click();
    await expect(first.getByRole("button", { name: /^Remove the bookmark of question/ })).toBeVisible();
    const queue = () =>
      su.collection("revisionItems").getFullList({
        filter: su.filter("student = {:s} && quiz = {:q}", { s: student.id, q: todayQuiz }),
        sort: "question",
      });
    await expect.poll(async () => (await queue()).map((i) => i["question"])).toEqual([0, 2]);
    const items = await queue();
    for (const i of items)
      await su.collection("revisionItems").update(i.id, { due: new Date(Date.now() - 60_000).toISOString() });
    await page.goto("/revision");
    const card = page.getByRole("form", { name: /Question 1 of 2/ });
    await expect(card).toBeVisible();
    await page.screenshot({ path: ".lead/journey-revision-360.png", fullPage: true });

    // Yesterday's quiz, taken yesterday (its attempt made through the API as the student)…
    const asStudent = await su.collection("students").impersonate(student.id, 600);
    const send = (path: string, body: unknown) =>
      asStudent.send(path, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
      });
    await send("/api/attempts", {
      quiz: yesterdayQuiz,
      answers: [1, 0, 0],
      timeTaken: 40,
      clientId: `y-${rid}`,
    });
    // …and yesterday's study day (the clock moved back a day): with today's quiz, 2 days in a row.
    await su.collection("studyDays").create({ student: student.id, day: yesterdayIst() });

    // A second browser context: sign in there, reopen yesterday's attempt with its explanations.
    const other = await open();
    await signIn(other, false);
    await other.goto("/me/attempts");
    await other
      .getByRole("list", { name: "My attempts" })
      .getByRole("link", { name: new RegExp(`Yesterday's journey quiz ${rid}`) })
      .click();
    await expect(
      other.getByText("Explanation: Chandigarh is the shared capital", { exact: false }),
    ).toBeVisible();
    await other.screenshot({ path: ".lead/journey-second-device-360.png", fullPage: true });

    // The streak on the home page (its part loads at the first touch).
    await page.goto("/");
    const streak = await touchUntilStreak(page);
    await expect(streak).toContainText("2 days in a row");

    // The newsletter: the confirmation is in the outbox.
    const news = `news-${rid}@example.com`;
    const asked = Date.now();
    await page
      .getByRole("textbox", { name: /e-mail/i })
      .last()
      .fill(news);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(/check your inbox/)).toBeVisible();
    await expect
      .poll(async () => {
        const list = await su.collection("outbox").getFullList({
          filter: su.filter("to ~ {:to} && created >= {:after}", {
            to: news,
            after: new Date(asked - 1000).toISOString().replace("T", " "),
          }),
        });
        return list.map((m) => String(m["subject"]));
      })
      .toEqual([expect.stringMatching(/^Confirm your daily current affairs e-mail/)]);

    // The student shows their name on leaderboards (their own choice, as on /me)…
    await asStudent
      .collection("students")
      .update(student.id, { displayName: "Simran K", showOnLeaderboard: true });
    const named = (await guest().send(`/api/leaderboard/${todayQuiz}`, {})) as { items: { name: string }[] };
    expect(named.items.map((i) => i.name)).toContain("Simran K");

    // …and staff, on the leaderboard of today's quiz, hide it.
    const staff = await browser.newContext({ storageState: STAFF_STATE });
    contexts.push(staff);
    const admin = await staff.newPage();
    await admin.goto("/admin/quizzes");
    await admin.getByRole("link", { name: `Leaderboard of Today's journey quiz ${rid}` }).click();
    const row = admin
      .getByRole("list", { name: "Ranked takers" })
      .getByRole("listitem")
      .filter({ hasText: "Simran Kaur" });
    await expect(row).toContainText("#1 · Simran Kaur");
    await expect(row).toContainText("Shown as Simran K");
    await row.getByRole("button", { name: "Hide name of Simran Kaur" }).click();
    await expect(row).toContainText("Shown as Student (hidden by staff)");
    await admin.screenshot({ path: ".lead/journey-admin-leaderboard-1280.png", fullPage: true });
    const board = (await guest().send(`/api/leaderboard/${todayQuiz}`, {})) as { items: { name: string }[] };
    expect(board.items.map((i) => i.name)).not.toContain("Simran K");
    expect(board.items.map((i) => i.name)).toContain("Student");
  } finally {
    for (const c of contexts) await c.close();
  }
});
