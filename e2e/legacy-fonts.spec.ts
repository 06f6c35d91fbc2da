// Word files typed in the legacy AnmolLipi font: staff see the Unicode preview and what was
// converted, can turn the conversion off and on, and the published article is Unicode Gurmukhi.
// The expected Unicode is written from the AnmolLipi key layout (see src/lib/docx/legacy-fonts.test.ts).
import { createArticle, runId } from "./fixtures/current-affairs";
import { expectAccessible } from "./support/axe";
import { chooseDocx, DOCX_MIME, STAFF_STATE, uid } from "./support/admin";
import { superuser } from "./support/pb";
import { expectHighlighted, resultCard, searchFor } from "./support/search";
import { expect, test, type Page } from "./support/test";
import { makeTestDocx, run, runs, style } from "../src/lib/docx/test-docx";
import { bigAnmolDocx } from "./fixtures/big-anmol-docx";
import { ANMOL_PAPER, ANMOL_PAPER_UNICODE, makeQuizDocx } from "../src/features/quizzes/fixtures/quiz-docx";

const TNR = "Times New Roman";
const HEADING_ASCII = "pMjwb dI KyqI";
const HEADING = "ਪੰਜਾਬ ਦੀ ਖੇਤੀ";
const BODY_ASCII = "pMjwb srkwr ny ijælHw AMimRqsr iv`c nvIN Xojnw SurU kIqI hY[";
const BODY = "ਪੰਜਾਬ ਸਰਕਾਰ ਨੇ ਜ਼ਿਲ੍ਹਾ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਨਵੀਂ ਯੋਜਨਾ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ।".normalize("NFC");

/** A heading whose AnmolLipi font comes from its style, and a paragraph mixing Times New Roman and AnmolLipi. */
async function anmolDocx(id: string): Promise<Buffer> {
  return Buffer.from(
    await makeTestDocx({
      styles:
        style({ id: "Normal", name: "Normal", isDefault: true, font: TNR }) +
        style({ id: "Heading1", name: "heading 1", basedOn: "Normal", font: "AnmolLipi" }),
      body:
        runs([run(HEADING_ASCII)], "Heading1") +
        runs([run(`Report ${id}: `, { font: TNR }), run(BODY_ASCII, { font: "AnmolLipi" })]),
    }),
  );
}

const preview = (page: Page) => page.locator(".prose");

test.describe("staff", () => {
  test.use({ storageState: STAFF_STATE });

  test("an AnmolLipi article: Unicode preview, conversion off and on, published as Unicode", async ({
    page,
  }) => {
    const id = uid();
    const slug = `anmol-${id}`;
    await page.goto("/admin/currentaffairs/create");
    await chooseDocx(page, `anmol-${id}.docx`, await anmolDocx(id));
    // 11 + 50 characters typed in AnmolLipi (spaces not counted).
    await expect(page.getByText("Converted 61 characters from AnmolLipi to Unicode.")).toBeVisible();
    await page.getByText("Preview of the document").click();
    await expect(preview(page).getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    await expect(preview(page)).toContainText(`Report ${id}: ${BODY}`);
    await expectAccessible(page);

    const box = page.getByLabel("Convert legacy Punjabi fonts to Unicode");
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(
      page.getByText("Conversion is off: 61 characters in AnmolLipi kept as typed."),
    ).toBeVisible();
    await expect(preview(page)).toContainText(`Report ${id}: ${BODY_ASCII}`);
    await expect(preview(page).getByRole("heading", { level: 1, name: HEADING_ASCII })).toBeVisible();

    await box.check();
    await expect(page.getByText("Converted 61 characters from AnmolLipi to Unicode.")).toBeVisible();
    await expect(preview(page)).toContainText(BODY);

    const name = `ਪੰਜਾਬ ਦੀ ਖੇਤੀ ${id}`;
    const desc = `ਪੰਜਾਬ ਸਰਕਾਰ ਦੀ ਨਵੀਂ ਯੋਜਨਾ ${id}`;
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Description").fill(desc);
    await page.getByRole("button", { name: "Save article" }).click();
    await expect(page).toHaveURL("/admin/currentaffairs");

    const su = await superuser();
    const rec = await su
      .collection("currentAffairs")
      .getFirstListItem(su.filter("seoURL = {:s}", { s: slug }));
    expect(rec.html).toBe(`<h1>${HEADING}</h1><p>Report ${id}: ${BODY}</p>`);

    await page.goto(`/currentaffairs/${slug}`);
    const article = page.getByRole("article", { name: "Document" });
    // The page's own <h1> is the article name: the document's headings sit one level below.
    await expect(article.getByRole("heading", { level: 2, name: HEADING })).toBeVisible();
    await expect(article).toContainText(`Report ${id}: ${BODY}`);
    await expect(article).not.toContainText("pMjwb");
    await expect(page).toHaveTitle(new RegExp(name));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", desc);

    // A word only in the converted body (not in the name or description) finds it, highlighted.
    await page.goto("/currentaffairs");
    await searchFor(page, "ਅੰਮ੍ਰਿਤਸਰ");
    const card = resultCard(page, name);
    await expect(card).toBeVisible();
    await expectHighlighted(card, "ਅੰਮ੍ਰਿਤਸਰ");
  });

  // How long it takes and the longest main-thread task are measured by `node scripts/bench-legacy-docx.mjs`
  // (e2e/bench/legacy-docx.ts), not asserted here: timings fail on a busy machine.
  test("a 5 MB article typed in AnmolLipi converts and previews its beginning", async ({ page }) => {
    // Measured 17 s from choosing the file to the preview with the load average at 12–19.
    test.setTimeout(120_000);
    const docx = await bigAnmolDocx();
    await page.goto("/admin/currentaffairs/create");
    await expect(page.getByLabel("Word document (.docx)")).toBeVisible();
    await chooseDocx(page, `big-anmol.docx`, docx.bytes);
    await expect(
      page.getByText(`Converted ${docx.characters} characters from AnmolLipi to Unicode.`),
    ).toBeVisible({ timeout: 60_000 });
    await page.getByText("Preview of the document").click();
    await expect(page.getByText("This is a long document: the preview shows its beginning.")).toBeVisible();
    await expect(preview(page).locator("p").first()).toContainText("ਪੰਜਾਬ ਸਰਕਾਰ ਨੇ");
  });

  test("a quiz paper with AnmolLipi questions imports as Unicode", async ({ page }) => {
    await page.goto("/admin/quizzes/import");
    await page.getByLabel("Word document (.docx)").setInputFiles({
      name: "anmol-paper.docx",
      mimeType: DOCX_MIME,
      buffer: Buffer.from(await makeQuizDocx(ANMOL_PAPER)),
    });
    await expect(page.getByText("Found 1 question in anmol-paper.docx.")).toBeVisible();
    await expect(page.getByText("Converted 50 characters from AnmolLipi to Unicode.")).toBeVisible();
    const q1 = page.getByRole("article", { name: "Question 1" });
    await expect(q1).toContainText(ANMOL_PAPER_UNICODE.question);
    for (const option of ANMOL_PAPER_UNICODE.options) await expect(q1).toContainText(option);
    await expectAccessible(page);
  });
});

test("an old-site article typed in AnmolLipi is converted in the reader's browser too", async ({ page }) => {
  const rid = runId();
  const legacy = await createArticle({
    name: `Legacy Anmol ${rid}`,
    seoURL: `legacy-anmol-${rid}`,
    docx: await anmolDocx(rid),
  });
  await page.goto(`/currentaffairs/${legacy.seoURL}`);
  const article = page.getByRole("article", { name: "Document" });
  await expect(article.getByRole("heading", { level: 2, name: HEADING })).toBeVisible();
  await expect(article).toContainText(`Report ${rid}: ${BODY}`);
});
