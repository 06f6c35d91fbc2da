// The question bank end to end (issue 24): staff import a bilingual .docx of 60 questions (English
// then Punjabi, pairs shown side by side, a pair with unequal option counts held back until
// unpaired), then find an imported question by a Gurmukhi search; at 360 px and on a desktop.
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/test";
import { makeQuizDocx, type Para } from "../src/features/quizzes/fixtures/quiz-docx";
import { STAFF_STATE } from "./support/staff-state";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PA_LETTERS = ["ੳ", "ਅ", "ੲ", "ਸ"];

/**
 * 30 questions, each given in English and then in Punjabi (60 in the file); the last pair's
 * Punjabi has 3 options. `tag` makes this run's questions its own (no duplicates of earlier runs).
 */
function bilingualPaper(tag: string): Para[] {
  const paras: Para[] = [{ heading: "PSTET model paper (English / ਪੰਜਾਬੀ)" }];
  for (let i = 1; i <= 30; i++) {
    const en = 2 * i - 1;
    paras.push(
      `Q${en}: Riddle ${tag} number ${i}: which river is this?`,
      "(a) Sutlej",
      "(b) Beas",
      "(c) Ravi",
      "(d) Ghaggar",
      `Answer: ${"abcd"[i % 4]}`,
      "",
      `Q${en + 1}: ਬੁਝਾਰਤ ${tag} ਨੰਬਰ ${i}: ਇਹ ਕਿਹੜਾ ਦਰਿਆ ਹੈ?`,
      ...["ਸਤਲੁਜ", "ਬਿਆਸ", "ਰਾਵੀ", "ਘੱਗਰ"].slice(0, i === 30 ? 3 : 4).map((o, k) => `(${PA_LETTERS[k]}) ${o}`),
      `ਉੱਤਰ: ${PA_LETTERS[i % 3]}`,
      "",
    );
  }
  return paras;
}

test.describe("question bank", () => {
  test.use({ storageState: STAFF_STATE });

  for (const viewport of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    test(`import a bilingual .docx of 60 questions and find one in Gurmukhi (${viewport.width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      // Letters only, so the question's number is the only digits a search for "17" can match.
      const tag = `t${Date.now().toString(36)}${viewport.width}`.replace(
        /\d/g,
        (d) => "abcdefghij"[Number(d)]!,
      );
      await page.goto("/admin/questions/import");
      await expect(page.getByRole("heading", { level: 1, name: "Import questions" })).toBeVisible();
      await page.getByLabel("Add to Topics for every question").fill("Punjab Geography");
      await page.getByLabel("Add to Topics for every question").press("Enter");
      await page.getByLabel("Word (.docx) or CSV file").setInputFiles({
        name: "bilingual-paper.docx",
        mimeType: DOCX_MIME,
        buffer: Buffer.from(await makeQuizDocx(bilingualPaper(tag))),
      });
      await expect(page.getByRole("heading", { name: "30 questions found, 30 bilingual pairs" })).toBeVisible(
        {
          timeout: 60_000,
        },
      );
      // A pair side by side, and the pair with unequal option counts held back.
      const list = page.getByRole("list", { name: "Questions to import" });
      const first = list.getByRole("listitem").filter({ hasText: "Question 1" }).first();
      await expect(first).toContainText(`Riddle ${tag} number 1`);
      await expect(first).toContainText(`ਬੁਝਾਰਤ ${tag} ਨੰਬਰ 1`);
      await expect(
        page.getByText("Question 30: the English has 4 options, the Punjabi 3").first(),
      ).toBeVisible();
      await page.screenshot({
        path: `test-results/screens/bank-import-${viewport.width}.png`,
        fullPage: false,
      });
      await expectAccessible(page, { exclude: ["[data-sonner-toaster]"] });
      await page.getByRole("button", { name: "Unpair Question 30" }).click();
      await expect(
        page.getByRole("heading", { name: "31 questions found, 29 bilingual pairs" }),
      ).toBeVisible();

      await page.getByRole("button", { name: "Check for duplicates" }).click();
      await page.getByRole("button", { name: "Import 31 questions" }).click();
      await expect(page.getByText("31 added, 0 merged, 0 skipped as duplicates.")).toBeVisible({
        timeout: 60_000,
      });

      // The bank finds pair 17 by its Gurmukhi words (and shows both languages).
      await page.goto("/admin/questions");
      await page.getByRole("searchbox").fill(`ਬੁਝਾਰਤ ${tag} 17`);
      const rows = page.getByRole("list", { name: "Questions" }).getByRole("listitem");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`Riddle ${tag} number 17: which river is this?`);
      await expect(rows.first()).toContainText(`ਬੁਝਾਰਤ ${tag} ਨੰਬਰ 17`);
      await expect(rows.first()).toContainText("Punjab Geography");
      await page.screenshot({
        path: `test-results/screens/bank-list-${viewport.width}.png`,
        fullPage: false,
      });
      await expectAccessible(page);
      // No sideways scrolling on a phone, on the list or on the question's edit page.
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await rows.first().getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name: "Edit question" })).toBeVisible();
      await expect(page.getByLabel("Question (Punjabi)")).toHaveValue(
        `ਬੁਝਾਰਤ ${tag} ਨੰਬਰ 17: ਇਹ ਕਿਹੜਾ ਦਰਿਆ ਹੈ?`,
      );
      await page.screenshot({ path: `test-results/screens/bank-edit-${viewport.width}.png`, fullPage: true });
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  }
});
