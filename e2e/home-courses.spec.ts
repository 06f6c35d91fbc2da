// Home page and course browser: banner, stats, tabs that filter courses, rupee prices, the
// details dialog, the brochure, and the home screenshots at 360 px and 1280 px.
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { guest, superuser } from "./support/pb";
import { scrollThrough } from "./support/scroll";

const uid = () => randomBytes(4).toString("hex");
const panel = (page: Page) => page.getByRole("tabpanel");
const cardNames = (page: Page) => panel(page).getByRole("heading", { level: 3 }).allTextContents();

test.describe("home", () => {
  test("home shows the banner, stats, course browser, testimonials and Register Now", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // no autoplay: the slide stays put
    await page.goto("/");
    const banner = page.getByRole("region", { name: /highlights/ });
    await expect(banner.getByRole("group")).toHaveCount(4);
    // The slide on screen is the one not made inert (the others cannot be tabbed into).
    const shown = banner.locator("[role=group]:not([inert])");
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute("aria-label", "1 of 4");
    await banner.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expect(shown).toHaveAttribute("aria-label", "2 of 4");
    await banner.getByRole("button", { name: "Go to slide 4" }).press("Enter");
    await expect(shown).toHaveAttribute("aria-label", "4 of 4");
    await expect(shown).toContainText("Free daily current affairs and quizzes"); // the seed's fourth slide
    await banner.getByRole("button", { name: "Next slide" }).click();
    await expect(shown).toHaveAttribute("aria-label", "1 of 4");

    const stats = page.getByRole("region", { name: "Our numbers" });
    for (const [label, value] of [
      ["Students", "930+"],
      ["Courses", "20"],
      ["Results", "150+"],
      ["Books", "930+"],
    ]) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.getByText(value, { exact: true }).first()).toBeVisible();
    }
    await expect(stats.getByText("21% more than last month")).toHaveCount(4);

    await expect(page.getByRole("heading", { name: "What are you preparing for?" })).toBeVisible();
    // Testimonials and Register Now load as the reader scrolls down to them.
    await scrollThrough(page);
    const testimonials = page.getByRole("region", { name: "Testimonials" });
    await expect(testimonials.getByText("What our students have to say about us")).toBeVisible();
    await expect(testimonials.getByRole("listitem")).toHaveCount(6);
    await expect(testimonials.getByRole("figure").first()).toContainText("Harpreet Kaur");

    const register = page.getByRole("region", { name: "Register Now" });
    await expect(register.getByLabel("Your name")).toBeVisible();
    await expect(register.getByLabel("Mobile number")).toBeVisible();
    await expect(register.getByLabel("Course of interest")).toContainText("PSTET + CTET Complete Course");
  });

  test("home screenshots at 360 px and 1280 px", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 }).first()).toBeVisible();
      await scrollThrough(page);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/home-${width}.png`, fullPage: true });
    }
  });
});

test.describe("course browser", () => {
  const name = `E2E Lakh Course ${uid()}`;
  let courseId = "";

  test.beforeAll(async () => {
    const su = await superuser();
    const rec = await su.collection("courses").create({
      name,
      cat: ["Teaching"],
      tags: ["Live Class"],
      price: 100000,
      url: "https://courses.punjabsuccessacademy.in/lakh",
      description: "A course made by the e2e run.",
      order: 999,
      active: true,
    });
    courseId = rec.id;
  });
  test.afterAll(async () => {
    if (courseId) await (await superuser()).collection("courses").delete(courseId);
  });

  test("each tab shows only its courses, prices in Indian grouping", async ({ page }) => {
    // What each tab should show, from the backend itself (other specs may add courses).
    const all = await guest()
      .collection("courses")
      .getFullList({ filter: "active = true", sort: "order,created" });
    await page.goto("/courses");
    const tabs = page.getByRole("tab");
    // /courses starts on "All courses"; the home page has only the categories (checked below).
    await expect(tabs).toHaveText([
      "All courses",
      "Punjab Govt.",
      "Teaching",
      "IAS PCS Punjabi",
      "E-Books",
      "PPSC Courses",
    ]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(all.map((c) => c.name as string));
    for (const tab of (await tabs.allTextContents()).slice(1)) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.locator('[role=tab][aria-selected="true"]')).toHaveCount(1);
      const want = all.filter((c) => (c.cat as string[]).includes(tab)).map((c) => c.name as string);
      await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(want);
    }

    await page.getByRole("tab", { name: "Teaching" }).click();
    const lakh = panel(page).getByRole("article").filter({ hasText: name });
    await expect(lakh).toContainText("₹1,00,000");
    await expect(panel(page).getByRole("article").filter({ hasText: "PSTET + CTET" })).toContainText(
      "₹18,500",
    );
    await page.getByRole("tab", { name: "Punjab Govt." }).click();
    await expect(panel(page).getByRole("article").filter({ hasText: "Constable" })).toContainText("₹297");
    await expect(panel(page).getByRole("article").filter({ hasText: "E-Book Bundle" })).toContainText(
      "₹1,799",
    );
    expect(await cardNames(page)).not.toContain(name);

    const buy = panel(page)
      .getByRole("link", { name: /Buy Now/ })
      .first();
    await expect(buy).toHaveAttribute("target", "_blank");
    await expect(buy).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: /View All Courses/ })).toHaveAttribute("href", /^https:\/\//);
  });

  test("home tabs start on the first category; arrow keys move between tabs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("tab")).toHaveText([
      "Punjab Govt.",
      "Teaching",
      "IAS PCS Punjabi",
      "E-Books",
      "PPSC Courses",
    ]);
    await expect(page.getByRole("tab", { name: "Punjab Govt." })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Punjab Govt." }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Teaching" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Teaching" })).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("heading", { name })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "PPSC Courses" })).toHaveAttribute("aria-selected", "true");
  });

  test("a category without courses shows an empty state", async ({ page }) => {
    // Add a category for this page load only, so other specs never see it.
    await page.route(/\/api\/collections\/settings\/records/, async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.items[0].courseCategories.push({ id: 99, name: "E2E Empty Category" });
      await route.fulfill({ response: res, json: body });
    });
    // The page's first response carries the settings (pb_hooks/lib/first-response.js): add it there too.
    await page.route(/\/courses$/, async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(
        /(<script type="application\/json" id="initial-data">)([^<]*)(<\/script>)/,
        (_, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as { swr: [string[], { courseCategories: unknown[] }][] };
          data.swr
            .find(([key]) => key[0] === "settings")![1]
            .courseCategories.push({
              id: 99,
              name: "E2E Empty Category",
            });
          return open + JSON.stringify(data).replace(/</g, "\\u003c") + close;
        },
      );
      await route.fulfill({ response: res, body: html });
    });
    await page.goto("/courses");
    await page.getByRole("tab", { name: "E2E Empty Category" }).click();
    await expect(panel(page)).toContainText("No courses in E2E Empty Category yet.");
    await expect(panel(page).getByRole("article")).toHaveCount(0);
  });

  test("Read More opens the course details; Escape closes them", async ({ page }) => {
    await page.goto("/");
    const readMore = panel(page).getByRole("button", { name: /Read More.*Constable/ });
    await readMore.click();
    const dialog = page.getByRole("dialog", { name: "Punjab Police Constable Test Series 2026" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("40 full-length mock tests");
    await expect(dialog).toContainText("₹297");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
    await readMore.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe.serial("brochure", () => {
  const pdf = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

  // Leave the site as seeded: with a brochure.
  test.afterAll(async () => {
    const su = await superuser();
    const s = await su.collection("settings").getFirstListItem("");
    if (!s.brochure) {
      await su
        .collection("settings")
        .update(s.id, { brochure: new File([pdf], "brochure.pdf", { type: "application/pdf" }) });
    }
  });

  test("with a brochure (the seed adds one) it downloads the PDF", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: /Download Brochure/ });
    await expect(link).toHaveAttribute("download", "");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^brochure.*\.pdf$/);
    expect((await download.path()) ?? "").not.toBe("");
  });

  test("without a brochure the button is disabled and says why", async ({ page }) => {
    const su = await superuser();
    const s = await su.collection("settings").getFirstListItem("");
    await su.collection("settings").update(s.id, { brochure: null });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Download Brochure" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/brochure is being updated/);
  });
});
