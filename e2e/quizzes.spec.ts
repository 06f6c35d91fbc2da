// Quizzes end to end: the public list and player, and staff importing a real DOCX, fixing a
// warned question, publishing, then unpublishing.
import { expect, test, type Page } from "./support/test";
import {
  bigPaper,
  makeQuizDocx,
  MESSY_PAPER,
  NO_MARKERS_PAPER,
} from "../src/features/quizzes/fixtures/quiz-docx";
import { expectAccessible } from "./support/axe";
import { superuser } from "./support/pb";
import { STAFF_STATE } from "./support/staff-state";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

async function upload(page: Page, name: string, buffer: Uint8Array) {
  await page
    .getByLabel("Word document (.docx)")
    .setInputFiles({ name, mimeType: DOCX_MIME, buffer: Buffer.from(buffer) });
}

test.describe("public quizzes", () => {
  test("/quizzes lists active quizzes only, links to each, and passes axe", async ({ page }) => {
    await page.goto("/quizzes");
    await expect(
      page.getByRole("heading", { level: 1, name: "Test Your Knowledge with Exciting Quizzes!" }),
    ).toBeVisible();
    const list = page.locator("main ol");
    await expect(list.getByRole("link", { name: "Punjab GK Daily Quiz" })).toBeVisible();
    await expect(list.getByRole("link", { name: "Current Affairs Weekly Test" })).toHaveAttribute(
      "href",
      /^\/quizzes\/[a-z0-9]{15}$/,
    );
    await expect(page.getByText("PSTET Pedagogy Practice (draft)")).toHaveCount(0);
    await expect(page).toHaveTitle(/^Quizzes \| /);
    await expectAccessible(page);
  });

  test("an inactive or unknown quiz is 'Quiz not found' with a link back", async ({ page }) => {
    const pb = await superuser();
    const draft = await pb
      .collection("quizs")
      .getFirstListItem(pb.filter("name = {:n}", { n: "PSTET Pedagogy Practice (draft)" }));
    for (const id of [draft.id, "nosuchquiz12345"]) {
      await page.goto(`/quizzes/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Quiz not found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "See all quizzes" }).click();
    await expect(page).toHaveURL("/quizzes");
  });
});

test.describe("staff import → visitor takes the quiz → unpublish", () => {
  test.use({ storageState: STAFF_STATE });

  test("a DOCX without Q markers is refused and nothing is saved", async ({ page }) => {
    await page.goto("/admin/quizzes/import");
    await upload(page, "notice.docx", await makeQuizDocx(NO_MARKERS_PAPER));
    await expect(page.getByRole("alert")).toHaveText("No questions found in this document");
    await expect(page.getByRole("button", { name: /Save quiz/ })).toHaveCount(0);
  });

  test("a 500-question paper imports without freezing the page", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/quizzes/import");
    await expect(page.getByRole("heading", { level: 1, name: "Import a quiz" })).toBeVisible();
    // Record every main-thread task over 50 ms while the paper is read, parsed and previewed.
    await page.evaluate(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__long.push(e.duration))).observe({
        type: "longtask",
      });
    });
    const buffer = await makeQuizDocx(bigPaper(500));
    const t0 = Date.now();
    await upload(page, "big-paper.docx", buffer);
    await expect(page.getByText("Found 500 questions in big-paper.docx.")).toBeVisible({ timeout: 60_000 });
    const elapsed = Date.now() - t0;
    const longest = await page.evaluate(() =>
      Math.max(0, ...(window as unknown as { __long: number[] }).__long),
    );
    // Measured on the shared 2-core machine (headless Chromium, mammoth in a Web Worker): 3.1 s
    // from choosing the file to the preview of 500 questions, and the longest main-thread task
    // 107 ms (reading the document happens off the main thread; the parser takes ~25 ms).
    console.log(
      `500-question import: ${elapsed} ms to preview, longest main-thread task ${Math.round(longest)} ms`,
    );
    expect(longest).toBeLessThan(1500);
    await expect(page.getByRole("article", { name: "Question 500" })).toContainText(
      "Question number 500 about Punjab?",
    );
  });

  test("import, fix, publish, take, unpublish", async ({ page, browser }) => {
    test.setTimeout(180_000);
    const name = `PSTET model set ${Date.now()}`;

    // Staff: import a real .docx.
    await page.goto("/admin/quizzes/import");
    await expect(page.getByRole("heading", { level: 1, name: "Import a quiz" })).toBeVisible();
    await upload(page, "pstet-model-set.docx", await makeQuizDocx(MESSY_PAPER));
    await expect(page.getByText("Found 4 questions in pstet-model-set.docx.")).toBeVisible();
    await expect(page.getByText("4 questions, 2 need attention.")).toBeVisible();
    await expectAccessible(page);

    // View Answer toggle.
    const q1 = page.getByRole("article", { name: "Question 1" });
    await q1.getByRole("button", { name: "View Answer for question 1" }).click();
    await expect(q1).toContainText("Answer: Jean Piaget");

    // Drop the 3-option question, then fix the one without an answer.
    await page.getByRole("button", { name: "Drop question 2" }).click();
    await expect(page.getByRole("heading", { name: "Questions (3)" })).toBeVisible();
    const q3 = page.getByRole("article", { name: "Question 3" });
    await expect(q3).toContainText("No answer line found");
    await q3.getByRole("button", { name: "Edit question 3" }).click();
    await q3.getByLabel("Correct answer").selectOption("Rorschach ink-blot test");
    await q3.getByLabel("Explanation (optional)").fill("Rorschach's ink blots are a projective test.");
    await q3.getByRole("button", { name: "Done" }).click();
    await expect(q3.getByRole("list", { name: /Warnings/ })).toHaveCount(0);
    await expect(page.getByText("3 questions, none need attention.")).toBeVisible();

    // Details and save, published.
    await page.getByLabel("Quiz name").fill(name);
    await page
      .getByLabel("Description (HTML)")
      .fill(
        '<p>Model set <strong>one</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
      );
    await page.getByLabel(/Published/).check();
    await page.getByRole("button", { name: "Save quiz" }).click();
    await expect(page).toHaveURL("/admin/quizzes");
    const row = page.getByRole("list", { name: "Quizzes" }).getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Published");
    await expect(row).toContainText("3 questions");

    const pb = await superuser();
    const saved = await pb.collection("quizs").getFirstListItem(pb.filter("name = {:n}", { n: name }));
    expect(saved.active).toBe(true);
    expect(saved.desc).not.toMatch(/script|onerror/);
    expect(saved.questions.map((q: { answer: string }) => q.answer)).toEqual([
      "Jean Piaget",
      "Dyslexia",
      "Rorschach ink-blot test",
    ]);

    // Visitor: find it on /quizzes, take it.
    // No staff session (contexts inherit the spec's storageState): signed-in staff would see the
    // unpublished quiz as a draft preview.
    const visitorCtx = await browser.newContext({
      viewport: { width: 360, height: 740 },
      storageState: { cookies: [], origins: [] },
    });
    const visitor = await visitorCtx.newPage();
    await visitor.goto("/quizzes");
    await visitor.getByRole("link", { name }).click();
    await expect(visitor).toHaveURL(`/quizzes/${saved.id}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor).toHaveTitle(new RegExp(`^${name} \\| `));
    await expectAccessible(visitor);
    const groups = visitor.getByRole("form", { name: "Quiz questions" }).getByRole("group");
    await expect(groups).toHaveCount(3);
    // Keyboard: focus the first option, arrow down to B, arrow up back to A.
    await groups.nth(0).getByRole("radio", { name: "B. B. F. Skinner" }).focus();
    await visitor.keyboard.press("ArrowUp");
    await expect(groups.nth(0).getByRole("radio", { name: "A. Jean Piaget" })).toBeChecked();
    await groups.nth(1).getByText("Dysgraphia").click();
    await groups.nth(2).getByText("Rorschach ink-blot test").click();
    await visitor.getByRole("button", { name: "Submit answers" }).click();
    await expect(visitor.getByText("2 correct × 1 = 2 / 3")).toBeVisible();
    const review = visitor
      .getByRole("region", { name: "Your score" })
      .getByRole("listitem")
      .filter({ hasText: "Correct answer" });
    await expect(review.nth(1)).toContainText("Wrong");
    await expect(review.nth(1)).toContainText("Correct answer: Dyslexia");
    await expect(review.nth(1)).toContainText(
      "Explanation: Dyslexia affects reading and related language skills.",
    );
    await expect(review.nth(2)).toContainText("Explanation: Rorschach's ink blots are a projective test.");
    await expectAccessible(visitor);
    await visitor.screenshot({ path: "test-results/quiz-review-360.png", fullPage: true });
    await visitor.getByRole("button", { name: "Take the quiz again" }).click();
    await expect(visitor.getByText("Answered 0 of 3")).toBeVisible();
    expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // Staff: unpublish; the visitor no longer finds it.
    await row.getByRole("button", { name: `Unpublish ${name}` }).click();
    await expect(row).toContainText("Draft");
    await visitor.goto("/quizzes");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Punjab GK Daily Quiz" })).toBeVisible();
    await expect(visitor.getByRole("link", { name })).toHaveCount(0);
    await visitor.goto(`/quizzes/${saved.id}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Quiz not found" })).toBeVisible();
    await visitorCtx.close();
  });
});
