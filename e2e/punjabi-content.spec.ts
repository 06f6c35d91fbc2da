// Staff's own texts in Punjabi (issue 24): on a 360 px phone, /?lang=pa shows the Punjabi that
// staff gave for the banner, the statistics, the testimonials and the course cards (name and
// categories), in the server's HTML and after hydration, and the English where the Punjabi was
// left empty (the seed leaves its fourth course English only). English visitors keep the English.
import { expectAccessible } from "./support/axe";
import { guest } from "./support/pb";
import { scrollThrough } from "./support/scroll";
import { expect, test } from "./support/test";

interface Twin {
  [key: string]: unknown;
}
const pa = (item: Twin, field: string) => String(item[`${field}Pa`] ?? "").trim();

/** The live settings and courses, read just before the page (other specs edit and restore them). */
async function content() {
  const g = guest();
  const settings = (await g.collection("settings").getList(1, 1)).items[0]!;
  const courses = await g.collection("courses").getFullList({ sort: "order,created" });
  return {
    slides: settings.slides as Twin[],
    stats: settings.stats as Twin[],
    testimonials: settings.testimonials as Twin[],
    categories: settings.courseCategories as Twin[],
    courses: courses as unknown as Twin[],
  };
}

test.describe("the site's own content in Punjabi", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the server's HTML for /?lang=pa carries staff's Punjabi banner, stats and course names", async ({
    request,
  }) => {
    const c = await content();
    const html = await (await request.get("/?lang=pa")).text();
    // The rendered page only, not the data embedded after it (which holds both languages).
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="initial-data"'));
    expect(pa(c.slides[0]!, "title")).toMatch(/[\u0A00-\u0A7F]/);
    expect(root).toContain(pa(c.slides[0]!, "title"));
    expect(root).not.toContain(String(c.slides[0]!.title));
    expect(root).toContain(pa(c.stats[0]!, "label"));
    const first = c.courses.find((x) => pa(x, "name"))!;
    expect(root).toContain(pa(first, "name"));
  });

  test("a phone reader in Punjabi sees staff's Punjabi, and English where none was given", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // the first slide stays on screen
    const c = await content();
    await page.goto("/?lang=pa");
    await expect(page.locator("html")).toHaveAttribute("lang", "pa");

    // Banner: the slide on screen is staff's first slide in Punjabi.
    const shown = page.locator("[aria-roledescription=carousel] [role=group]:not([inert])");
    await expect(shown).toContainText(pa(c.slides[0]!, "title"));
    await expect(shown).toContainText(pa(c.slides[0]!, "text"));
    await expect(shown).not.toContainText(String(c.slides[0]!.title));

    // Statistics: every label (and note) in Punjabi.
    const stats = page
      .locator("section")
      .filter({ has: page.locator("dl") })
      .first();
    for (const s of c.stats) {
      await expect(stats.getByText(pa(s, "label"), { exact: true })).toBeVisible();
      if (pa(s, "note")) await expect(stats.getByText(pa(s, "note"), { exact: true }).first()).toBeVisible();
    }

    // Course browser: the tabs are the categories' Punjabi names; the cards' names are Punjabi where
    // staff gave one and English where they did not (no blank heading).
    const tabs = page.getByRole("tablist");
    for (const cat of c.categories) {
      await expect(tabs.getByRole("tab", { name: pa(cat, "name") || String(cat.name) })).toBeVisible();
    }
    const firstCat = c.categories[0]!;
    const inFirst = c.courses.filter((x) => (x.cat as string[]).includes(String(firstCat.name)));
    const panel = page.getByRole("tabpanel");
    const headings = panel.getByRole("heading", { level: 3 });
    await expect(headings).toHaveCount(inFirst.length);
    const expected = inFirst.map((x) => pa(x, "name") || String(x.name));
    await expect(headings).toHaveText(expected);
    const fallback = inFirst.find((x) => !pa(x, "name"));
    expect(fallback, "the seed leaves one course of the first tab without a Punjabi name").toBeDefined();
    await expect(panel.getByRole("heading", { name: String(fallback!.name), exact: true })).toBeVisible();
    await expect(panel.getByText(pa(firstCat, "name")).first()).toBeVisible();

    // Testimonials (they load as the reader nears them): what students said, in Punjabi.
    await scrollThrough(page);
    for (const t of c.testimonials) {
      if (pa(t, "testimonial")) await expect(page.getByText(pa(t, "testimonial"))).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
  });

  test("English visitors keep staff's English", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const c = await content();
    await page.goto("/?lang=en");
    const shown = page.locator("[aria-roledescription=carousel] [role=group]:not([inert])");
    await expect(shown).toContainText(String(c.slides[0]!.title));
    await expect(page.getByText(String(c.stats[0]!.label), { exact: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: String(c.categories[0]!.name) })).toBeVisible();
  });
});
