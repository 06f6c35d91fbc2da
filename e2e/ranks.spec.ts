// Ranked quizzes end to end against the real attempts API, on a 360 px phone: a quiz taken signed
// out (the page never has the keys; the review and explanations come from the server), the same
// device signing in (its attempt merged into the account and ranked), the student's attempts on
// another device, the public leaderboard (server-rendered, hydrated, the student's own rank filled
// in after), and staff hiding a name. Screenshots for the lead go to .lead/.
import type { ConsoleMessage } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { guest, superuser } from "./support/pb";
import { STAFF_STATE } from "./support/staff-state";
import { answer } from "./support/student";

const QUESTIONS = [
  {
    text: "Which river flows past Ropar?",
    options: ["Beas", "Sutlej", "Ravi", "Ghaggar"],
    answer: "Sutlej",
    explanation: "The Sutlej enters the plains at Ropar.",
  },
  {
    text: "Capital of Punjab?",
    options: ["Amritsar", "Chandigarh", "Ludhiana", "Patiala"],
    answer: "Chandigarh",
    explanation: "Chandigarh is the shared capital.",
  },
  {
    text: "State bird of Punjab?",
    options: ["Baaz", "Peacock", "Koel", "Sparrow"],
    answer: "Baaz",
    explanation: "The Baaz (northern goshawk).",
  },
].map((q, i) => ({ ...q, order: i + 1 }));

const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const rid = () => Date.now().toString(36);
const SHOTS = ".lead";

async function rankedQuiz(name: string) {
  const pb = await superuser();
  return pb.collection("quizs").create({
    name,
    active: true,
    questions: QUESTIONS,
    date: `${today()} 00:00:00.000Z`,
    timeLimit: 0,
    negativeMarking: "none",
    showExplanations: true,
    ranked: true,
  });
}

/** A student record and its token (students sign in with codes; tests impersonate). */
async function student(name: string, extra: Record<string, unknown> = {}) {
  const pb = await superuser();
  const password = `pw-${rid()}-${Math.random().toString(36).slice(2)}`;
  const rec = await pb.collection("students").create({
    email: `st-${rid()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password,
    passwordConfirm: password,
    name,
    ...extra,
  });
  const signed = await pb.collection("students").impersonate(rec.id, 3600);
  return {
    id: rec.id,
    auth: JSON.stringify({ token: signed.authStore.token, record: signed.authStore.record }),
  };
}

/** Console errors and page errors (a hydration mismatch is one of these). */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") seen.push(m.text());
  });
  page.on("pageerror", (e) => seen.push(e.message));
  return seen;
}

test("signed out on a phone: the review comes from the server; signing in merges and ranks the attempt", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const quiz = await rankedQuiz(`Ranked daily quiz ${rid()}`);

  // What a visitor's browser can read of the quiz: no keys, no explanations.
  const asGuest = await guest().collection("quizs").getOne(quiz.id);
  for (const q of asGuest.questions as Record<string, unknown>[]) {
    expect(q.answer ?? "").toBe("");
    expect(q).not.toHaveProperty("explanation");
  }

  await page.goto(`/quizzes/${quiz.id}`);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  const html = await page.content();
  expect(html).not.toContain("The Sutlej enters the plains");
  await answer(page, /river flows past Ropar/, "Sutlej");
  await answer(page, /Capital of Punjab/, "Amritsar");
  await page.getByRole("button", { name: "Submit answers" }).click();
  await page.getByRole("button", { name: "Submit anyway" }).click();

  const result = page.getByRole("region", { name: "Your score" });
  await expect(result.getByText("1 correct × 1 = 1 / 3")).toBeVisible();
  const reviewed = result.getByRole("listitem").filter({ hasText: "Correct answer" });
  await expect(reviewed.filter({ hasText: "Capital of Punjab" })).toContainText(
    "Explanation: Chandigarh is the shared capital.",
  );
  await expect(reviewed.filter({ hasText: "State bird" })).toContainText("Correct answer: Baaz");
  await expect(page.getByRole("link", { name: "Sign in to get a rank" })).toHaveAttribute("href", "/signin");
  await expect(page.getByRole("button", { name: "Retry only the wrong ones (2)" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/result-review-360.png`, fullPage: true });
  await expectAccessible(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/result-review-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });

  // The device kept the attempt with its id and start token, sent but not yet anyone's.
  const kept = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem(`quiz-history:${id}`) ?? "[]") as Record<string, unknown>[],
    quiz.id,
  );
  expect(kept[0]).toMatchObject({
    status: "sent",
    clientId: expect.any(String),
    startToken: expect.any(String),
  });

  // The student signs in on this device (another tab of it stores the session): the attempt joins
  // the account and, being the first and in time, is ranked.
  const simran = await student("Simran Kaur", { displayName: "Simran K", showOnLeaderboard: true });
  const other = await page.context().newPage();
  await other.goto("/offline.html");
  await other.evaluate((auth) => localStorage.setItem("pb_student_auth", auth), simran.auth);
  await other.close();
  await expect
    .poll(async () => {
      const pb = await superuser();
      const list = await pb
        .collection("quizAttempts")
        .getFullList({ filter: pb.filter("quiz = {:q} && student = {:s}", { q: quiz.id, s: simran.id }) });
      return list.map((a) => a.ranked);
    })
    .toEqual([true]);
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          (JSON.parse(localStorage.getItem(`quiz-history:${id}`) ?? "[]") as { status: string }[])[0]?.status,
        quiz.id,
      ),
    )
    .toBe("merged");

  // On another device: the student's attempts, one reopened with its review, and the retry.
  const second = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await second.addInitScript((auth) => localStorage.setItem("pb_student_auth", auth), simran.auth);
  const phone = await second.newPage();
  await phone.goto("/me/attempts");
  const list = phone.getByRole("list", { name: "My attempts" });
  await expect(list.getByRole("link", { name: new RegExp(quiz.name) })).toContainText("1 / 3");
  await expect(list.getByRole("link", { name: new RegExp(quiz.name) })).toContainText("ranked");
  await phone.screenshot({ path: `${SHOTS}/me-attempts-360.png`, fullPage: true });
  await expectAccessible(phone);
  await phone.setViewportSize({ width: 1280, height: 900 });
  await phone.screenshot({ path: `${SHOTS}/me-attempts-1280.png`, fullPage: true });
  await phone.setViewportSize({ width: 360, height: 740 });
  await list.getByRole("link", { name: new RegExp(quiz.name) }).click();
  await expect(phone.getByRole("heading", { level: 1, name: quiz.name })).toBeVisible();
  await expect(phone.getByText("Explanation: The Baaz (northern goshawk).", { exact: false })).toBeVisible();
  await expect(phone.getByText("Ranked: this attempt counts on the leaderboard.")).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/me-attempt-360.png`, fullPage: true });
  await phone.getByRole("button", { name: "Retry only the wrong ones (2)" }).click();
  await expect(phone.getByRole("form", { name: "Retry questions" }).getByRole("group")).toHaveCount(2);

  // The public leaderboard: rendered on the server, hydrated with no error, the student's rank after.
  const seen = problems(phone);
  const res = await phone.goto(`/quizzes/${quiz.id}/leaderboard`);
  expect(res?.status()).toBe(200);
  const served = await res!.text();
  expect(served).toContain("Simran K");
  expect(served).not.toContain("You are #");
  await expect(phone.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(phone.getByText("You are #1 — the only taker so far")).toBeVisible();
  await expect(phone.getByRole("row", { name: /Simran K \(you\)/ })).toBeVisible();
  await phone.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
  await phone.screenshot({ path: `${SHOTS}/leaderboard-360.png`, fullPage: true });
  await expectAccessible(phone);
  await phone.setViewportSize({ width: 1280, height: 900 });
  await phone.screenshot({ path: `${SHOTS}/leaderboard-1280.png`, fullPage: true });
  await second.close();
});

test("without a network at submit: kept on the phone, said plainly, sent when the network returns", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const quiz = await rankedQuiz(`Offline quiz ${rid()}`);
  await page.goto(`/quizzes/${quiz.id}`);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await answer(page, /river flows past Ropar/, "Sutlej");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Submit answers" }).click();
  await page.getByRole("button", { name: "Submit anyway" }).click();
  await expect(
    page.getByText("Saved on this phone; your score appears when you are back online"),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-saved-360.png`, fullPage: true });
  await context.setOffline(false);
  const result = page.getByRole("region", { name: "Your score" });
  await expect(result.getByText("1 correct × 1 = 1 / 3")).toBeVisible();
  await expect(result.getByRole("listitem").filter({ hasText: "Capital of Punjab" })).toContainText(
    "Explanation: Chandigarh is the shared capital.",
  );
  const pb = await superuser();
  await expect
    .poll(
      async () =>
        (
          await pb
            .collection("quizAttempts")
            .getFullList({ filter: pb.filter("quiz = {:q}", { q: quiz.id }) })
        ).length,
    )
    .toBe(1);
});

test("a guest sees the leaderboard in Punjabi, hydrated with no error, and is offered a sign-in", async ({
  page,
}) => {
  const quiz = await rankedQuiz(`Empty ranked quiz ${rid()}`);
  const seen = problems(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const res = await page.goto(`/quizzes/${quiz.id}/leaderboard?lang=pa`);
  expect(res?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
  await expect(page.getByText("ਇਸ ਲੀਡਰਬੋਰਡ 'ਤੇ ਅਜੇ ਕੋਈ ਨਹੀਂ। ਪਹਿਲੇ ਬਣੋ!")).toBeVisible();
  await expect(page.getByRole("link", { name: "ਰੈਂਕ ਲੈਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ" })).toHaveAttribute("href", "/signin");
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual([]);
  expect((await page.goto("/quizzes/aaaaaaaaaaaaaaa/leaderboard"))?.status()).toBe(404);
});

test.describe("staff", () => {
  test.use({ storageState: STAFF_STATE });

  test("see a quiz's ranked takers, hide a name, and download the CSV", async ({ page }) => {
    const quiz = await rankedQuiz(`Staff ranked quiz ${rid()}`);
    const harpreet = await student("Harpreet Singh", { displayName: "Harry", showOnLeaderboard: true });
    const { token } = JSON.parse(harpreet.auth) as { token: string };
    const headers = { "Content-Type": "application/json", Authorization: token };
    const base = process.env.E2E_BASE_URL;
    const start = (await (
      await fetch(`${base}/api/quiz-start`, {
        method: "POST",
        headers,
        body: JSON.stringify({ quiz: quiz.id, clientId: "e2e-staff-1" }),
      })
    ).json()) as { startToken: string };
    const sent = await fetch(`${base}/api/attempts`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        quiz: quiz.id,
        answers: [1, 1, 0],
        timeTaken: 30,
        clientId: "e2e-staff-1",
        startToken: start.startToken,
      }),
    });
    expect(((await sent.json()) as { ranked: boolean }).ranked).toBe(true);

    await page.goto("/admin/quizzes");
    await page.getByRole("link", { name: `Leaderboard of ${quiz.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Leaderboard: ${quiz.name}` })).toBeVisible();
    const row = page.getByRole("list", { name: "Ranked takers" }).getByRole("listitem").first();
    await expect(row).toContainText("#1 · Harpreet Singh");
    await expectAccessible(page);
    await expect(row).toContainText("Shown as Harry");
    await row.getByRole("button", { name: "Hide name of Harpreet Singh" }).click();
    await expect(row).toContainText("Shown as Student (hidden by staff)");
    const board = await guest().send(`/api/leaderboard/${quiz.id}`, {});
    expect((board as { items: { name: string }[] }).items[0]?.name).toBe("Student");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    const { readFile } = await import("node:fs/promises");
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv).toContain("Harpreet Singh");
    await page.screenshot({ path: `${SHOTS}/admin-leaderboard-1280.png`, fullPage: true });
  });
});
