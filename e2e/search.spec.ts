// Full-text search on /currentaffairs: Gurmukhi, English and short queries find articles by their
// text, with the match highlighted in a snippet; junk finds nothing and says so; drafts never show.
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { expectHighlighted, resultCard, results, searchFor } from "./support/search";
import { createArticle, createTag, runId } from "./fixtures/current-affairs";

const rid = runId();
const TAG = `Search ${rid}`;
const A = {
  pa: `ਸਿੱਖਿਆ ਨੀਤੀ ${rid}`,
  en: `Council decisions ${rid}`,
  draft: `Unpublished ${rid}`,
};
let tagId = "";

test.beforeAll(async () => {
  tagId = await createTag(TAG);
  await createArticle({
    name: A.pa,
    seoURL: `search-pa-${rid}`,
    desc: "ਸਕੂਲਾਂ ਲਈ ਨਵੇਂ ਕਦਮ।",
    html: "<p>ਸਰਕਾਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਪੜ੍ਹਾਈ। ਪੰਜਾਬ ਸਰਕਾਰ ਵੱਲੋਂ ਨਵੀਂ ਸਿੱਖਿਆ ਨੀਤੀ ਦਾ ਐਲਾਨ।</p>",
    tags: [tagId],
  });
  await createArticle({
    name: A.en,
    seoURL: `search-en-${rid}`,
    desc: "EU and India trade talks resume.",
    html: "<h1>Rates</h1><p>The GST council met in Chandigarh and cut rates on tractors for Punjab farmers.</p>",
    tags: [tagId],
  });
  await createArticle({
    name: A.draft,
    seoURL: `search-draft-${rid}`,
    html: "<p>Punjab GST ਪੰਜਾਬ EU draft text.</p>",
    tags: [tagId],
    active: false,
  });
});

test("ਪੰਜਾਬ, punjab, GST and a two-letter query find articles by their text, highlighted", async ({
  page,
}) => {
  // Everyone's articles: the seed's demo articles are found too.
  await page.goto("/currentaffairs");
  await searchFor(page, "punjab");
  await expect(results(page).first()).toBeVisible();

  // Within this run's tag, so the cards are known.
  await page.goto(`/currentaffairs?tags=${tagId}`);
  await searchFor(page, "ਪੰਜਾਬ");
  await expect(results(page)).toHaveCount(1);
  await expectHighlighted(resultCard(page, A.pa), "ਪੰਜਾਬ");

  await searchFor(page, "punjab");
  await expect(results(page)).toHaveCount(1);
  await expectHighlighted(resultCard(page, A.en), "Punjab");

  await searchFor(page, "GST");
  await expectHighlighted(resultCard(page, A.en), "GST");
  await expect(page).toHaveURL(new RegExp(`tags=${tagId}`));

  // Two letters: names and descriptions.
  await searchFor(page, "EU");
  await expect(results(page)).toHaveCount(1);
  await expectHighlighted(resultCard(page, A.en), "EU");

  // Never the draft, not even in a snippet.
  await expect(page.getByText(A.draft)).toHaveCount(0);
  await expect(page.getByText("draft text")).toHaveCount(0);
  await expectAccessible(page);

  // The URL keeps the search: a reload shows the same results.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search current affairs" })).toHaveValue("EU");
  await expectHighlighted(resultCard(page, A.en), "EU");
});

test("junk queries show the empty state, never an error", async ({ page }) => {
  await page.goto("/currentaffairs");
  for (const q of [`"NEAR(${rid} * -x`, `${rid}' OR 1=1 --`, "🙂🙂🙂"]) {
    await searchFor(page, q);
    await expect(page.getByText("No current affairs found.")).toBeVisible();
    await expect(page.getByText("Try other words, or fewer of them.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  }
});

test("results fit a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/currentaffairs?tags=${tagId}&q=${encodeURIComponent("ਪੰਜਾਬ")}`);
  await expectHighlighted(resultCard(page, A.pa), "ਪੰਜਾਬ");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
