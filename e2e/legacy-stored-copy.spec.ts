// Old-site articles (a .docx, no stored HTML) with the server's stored copy of their converted
// .docx (currentAffairs.docHtml, scripts/lib/docx-html.mjs): the words are in the first response
// (readable with JavaScript off), the app shows the copy without downloading or converting the
// .docx, and a legacy-font file's copy is Unicode Gurmukhi. Articles made after the server
// started have no copy and keep the in-browser path (current-affairs-article.spec.ts,
// legacy-fonts.spec.ts); here the copy is made by running the fill in the test, as
// `npm run search:rebuild` or the next `npm start` would.
import { fillDocHtml } from "../scripts/lib/docx-html.mjs";
import { expectAccessible } from "./support/axe";
import { superuser } from "./support/pb";
import { expect, test, type Page } from "./support/test";
import { createArticle, runId, type Created } from "./fixtures/current-affairs";
import { makeTestDocx, run, runs, style } from "../src/lib/docx/test-docx";

const TNR = "Times New Roman";
// AnmolLipi keys as typed on the old site, and the Unicode they stand for (see legacy-fonts.spec.ts).
const HEADING_ASCII = "pMjwb dI KyqI";
const HEADING = "ਪੰਜਾਬ ਦੀ ਖੇਤੀ";
const BODY_ASCII = "pMjwb srkwr ny ijælHw AMimRqsr iv`c nvIN Xojnw SurU kIqI hY[";
const BODY = "ਪੰਜਾਬ ਸਰਕਾਰ ਨੇ ਜ਼ਿਲ੍ਹਾ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਨਵੀਂ ਯੋਜਨਾ ਸ਼ੁਰੂ ਕੀਤੀ ਹੈ।".normalize("NFC");

const rid = runId();
let art: Created;

test.beforeAll(async () => {
  art = await createArticle({
    name: `Old site Anmol ${rid}`,
    seoURL: `old-site-anmol-${rid}`,
    docx: await makeTestDocx({
      styles:
        style({ id: "Normal", name: "Normal", isDefault: true, font: TNR }) +
        style({ id: "Heading1", name: "heading 1", basedOn: "Normal", font: "AnmolLipi" }),
      body:
        runs([run(HEADING_ASCII)], "Heading1") +
        runs([run(`Report ${rid}: `, { font: TNR }), run(BODY_ASCII, { font: "AnmolLipi" })]),
    }),
  });
  const r = await fillDocHtml(await superuser(), { ids: [art.id] });
  expect(r).toMatchObject({ done: 1, failed: [] });
});

const doc = (page: Page) => page.getByRole("article", { name: "Document" });

/** Every request for a .docx file or the DOCX converter (the mammoth worker chunk). */
function docxRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (/\.docx(\?|$)/.test(url) || /mammoth[^/]*\.js/.test(url)) seen.push(url);
  });
  return seen;
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the stored copy is the page: Unicode Gurmukhi from an AnmolLipi file", async ({ page }) => {
    await page.goto(`/currentaffairs/${art.seoURL}`);
    await expect(doc(page).getByRole("heading", { level: 2, name: HEADING })).toBeVisible();
    await expect(doc(page)).toContainText(`Report ${rid}: ${BODY}`);
    await expect(page.getByText(HEADING_ASCII)).toHaveCount(0);
  });

  test("the demo's old-site article (seeded through the same fill) shows its body", async ({ page }) => {
    const pb = await superuser();
    const old = await pb
      .collection("currentAffairs")
      .getFirstListItem("html = '' && docHtml != '' && active = true", { sort: "created" });
    expect(old.docHtmlOf).toBe(old.doc);
    await page.goto(`/currentaffairs/${old.seoURL}`);
    // The search text the server made from the copy (one line): its start is the document's title.
    const words = (old.text as string).slice(0, 40);
    await expect(doc(page)).toContainText(words);
  });
});

test("with JavaScript the app shows the copy and never asks for the .docx or its converter", async ({
  page,
}) => {
  const requests = docxRequests(page);
  await page.goto(`/currentaffairs/${art.seoURL}`);
  await page.locator('html[data-app="ready"]').waitFor({ state: "attached" });
  await expect(doc(page).getByRole("heading", { level: 2, name: HEADING })).toBeVisible();
  await expect(doc(page)).toContainText(`Report ${rid}: ${BODY}`);
  await expect(page.getByText("Loading document...")).toHaveCount(0);
  // Settled: the links under the article show once the page has nothing left to load.
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  await expectAccessible(page);

  // The original .docx still downloads (a request the reader asked for).
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe(`${art.seoURL}.docx`);
});
