// The exam-grade player as a student (timed, negative marking, reload mid-way, time running out,
// review with explanations, retry the wrong ones) and the per-question statistics as staff.
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { guest, superuser } from "./support/pb";
import { STAFF_STATE } from "./support/staff-state";

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
  {
    text: "Year of the Jallianwala Bagh massacre?",
    options: ["1915", "1919", "1921", "1930"],
    answer: "1919",
    explanation: "13 April 1919.",
  },
].map((q, i) => ({ ...q, order: i + 1 }));

const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

async function makeQuiz(name: string, over: Record<string, unknown> = {}) {
  const pb = await superuser();
  return pb.collection("quizs").create({
    name,
    active: true,
    questions: QUESTIONS,
    date: `${today()} 00:00:00.000Z`,
    timeLimit: 1,
    negativeMarking: "1/4",
    shuffleQuestions: true,
    shuffleOptions: true,
    showExplanations: true,
    ...over,
  });
}

test("a timed quiz with negative marking: reload mid-way, time runs out, review, retry the wrong ones", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const quiz = await makeQuiz(`Timed daily quiz ${Date.now()}`);
  await page.clock.install();
  await page.goto(`/quizzes/${quiz.id}`);
  await expect(page.getByText("Time limit: 1 minute.", { exact: false })).toBeVisible();
  await expect(page.getByText(/¼ mark is taken off/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Start quiz" }).click();

  const form = page.getByRole("form", { name: "Quiz questions" });
  const group = (text: string) => form.getByRole("group", { name: new RegExp(text) });
  await group("river flows past Ropar").getByText("Sutlej").click();
  await group("Capital of Punjab").getByText("Amritsar").click();
  await group("State bird").getByRole("checkbox", { name: "Mark for review" }).check();
  await expect(page.getByRole("timer")).toBeVisible();
  await page.clock.fastForward("00:20");

  // Reload in the middle: answers, the mark and the running clock survive.
  await page.reload();
  await expect(group("river flows past Ropar").getByRole("radio", { name: /Sutlej/ })).toBeChecked();
  await expect(group("Capital of Punjab").getByRole("radio", { name: /Amritsar/ })).toBeChecked();
  await expect(group("State bird").getByRole("checkbox", { name: "Mark for review" })).toBeChecked();
  const palette = page.getByRole("navigation", { name: "Question palette" });
  await expect(palette.getByRole("button", { name: /marked for review, not answered/ })).toHaveCount(1);
  await expect(palette.getByRole("button", { name: /, answered$/ })).toHaveCount(2);
  const left = await page.getByRole("timer").textContent();
  expect(left && left <= "0:41").toBe(true);
  await group("Jallianwala").getByText("1930").click();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: "test-results/quiz-player-360.png", fullPage: true });
  await expectAccessible(page);

  // Let the clock run out: the quiz submits itself.
  await page.clock.fastForward("01:00");
  const result = page.getByRole("region", { name: "Time is up: your score" });
  await expect(result).toBeVisible();
  await expect(result.getByText("1 correct × 1 − 2 wrong × 0.25 = 0.5 / 4")).toBeVisible();
  await expect(result).toContainText("Accuracy: 33%");
  await expect(page.locator(":focus")).toContainText("Time is up");
  const reviewed = result.getByRole("listitem").filter({ hasText: "Correct answer" });
  await expect(reviewed.filter({ hasText: "Capital of Punjab" })).toContainText(
    "Explanation: Chandigarh is the shared capital.",
  );
  await expect(page.getByText("Best score: 0.5 / 4")).toBeVisible();
  await page.screenshot({ path: "test-results/quiz-result-360.png", fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/quiz-result-desktop.png", fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1280);

  // Retry only the wrong ones: the skipped one ("State bird") comes back too.
  await page.getByRole("button", { name: "Retry only the wrong ones (3)" }).click();
  const retry = page.getByRole("form", { name: "Retry questions" });
  await expect(retry.getByRole("group")).toHaveCount(3);
  await retry
    .getByRole("group", { name: /Capital/ })
    .getByText("Chandigarh")
    .click();
  await retry
    .getByRole("group", { name: /Jallianwala/ })
    .getByText("1919")
    .click();
  await retry
    .getByRole("group", { name: /State bird/ })
    .getByText("Baaz")
    .click();
  await page.getByRole("button", { name: "Check answers" }).click();
  await expect(page.getByRole("heading", { name: "Retry result: 3 of 3 right now" })).toBeVisible();
  await expectAccessible(page);
});

test.describe("staff", () => {
  test.use({ storageState: STAFF_STATE });

  test("reads a quiz's per-question statistics after three attempts", async ({ page }) => {
    const quiz = await makeQuiz(`Stats quiz ${Date.now()}`, { timeLimit: 0, shuffleQuestions: false });
    const g = guest();
    for (const answers of [
      [1, 1, 0, 1],
      [0, 1, 1, 1],
      [0, 0, null, 1],
    ]) {
      await g.collection("quizAttempts").create({ quiz: quiz.id, answers, timeTaken: 60 });
    }
    await page.goto("/admin/quizzes");
    await page.getByRole("link", { name: `Statistics of ${quiz.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Statistics: ${quiz.name}` })).toBeVisible();
    await expect(page.getByText("Attempts", { exact: true }).locator("..")).toContainText("3");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.nth(1)).toContainText("33.3%");
    await expect(rows.nth(1)).toContainText("A. Beas (2)");
    await expect(rows.nth(2)).toContainText("66.7%");
    await expect(rows.nth(3)).toContainText("33.3%");
    await expect(rows.nth(4)).toContainText("100%");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/quiz-stats-desktop.png", fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: "test-results/quiz-stats-360.png", fullPage: true });
  });
});
