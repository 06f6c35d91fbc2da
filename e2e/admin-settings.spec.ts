// The Settings page as staff use it: the phone number reaches the public header, reordered slides
// reach the home banner, a replaced brochure is what Download Brochure serves (same bytes), the
// unsaved-changes warning, two staff saving at once, bad input, and every section at 360 px and
// desktop (screenshots attached to the report), axe clean.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { STAFF_STATE, uid } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { superuser } from "./support/pb";

test.use({ storageState: STAFF_STATE });

async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  // Generous: on the shared 2-core machine the full suite's other worker can slow the first load.
  await expect(page.getByRole("region", { name: "Institute" })).toBeVisible({ timeout: 30_000 });
}

/** Puts fields of the settings record back as they were (other specs read the seeded values). */
async function restore(fields: Record<string, unknown>) {
  const su = await superuser();
  const s = await su.collection("settings").getFirstListItem("");
  await su.collection("settings").update(s.id, fields);
}

test("a new phone number appears in the public header", async ({ page }) => {
  const su = await superuser();
  const before = await su.collection("settings").getFirstListItem("");
  try {
    await openSettings(page);
    const institute = page.getByRole("region", { name: "Institute" });
    await institute.getByLabel(/Phone number/).fill("+91 91234 56789");
    await institute.getByLabel("Institute name").fill("Punjab Success Academy <b>Bathinda</b>");
    await institute.getByRole("button", { name: "Save institute" }).click();
    await expect(page.getByText("Institute saved")).toBeVisible();
    // The page title follows at once (the public settings are refetched after the save), as text.
    await expect(page).toHaveTitle("Settings | Punjab Success Academy <b>Bathinda</b>");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveTitle("Dashboard | Punjab Success Academy <b>Bathinda</b>");
    await page.goto("/");
    await expect(page.getByRole("banner").getByText("Punjab Success Academy <b>Bathinda</b>")).toBeVisible();
    const call = page.getByRole("link", { name: /Call/ }).first();
    await expect(call).toHaveAttribute("href", "tel:+919123456789");
    await expect(call).toContainText("+91 91234 56789");
  } finally {
    await restore({ phone: before.phone, instituteName: before.instituteName });
  }
});

test("reordered slides show in the new order on the home banner", async ({ page }) => {
  const su = await superuser();
  const before = await su.collection("settings").getFirstListItem("");
  const titles = (before.slides as { title: string }[]).map((s) => s.title);
  try {
    await openSettings(page);
    const slides = page.getByRole("region", { name: "Banner slides" });
    await slides.getByRole("button", { name: "Move down slide 1" }).click();
    await slides.getByRole("button", { name: "Save banner slides" }).click();
    await expect(page.getByText("Banner slides saved")).toBeVisible();
    await page.goto("/");
    const banner = page.getByRole("region", { name: /highlights/ });
    await expect(banner.getByRole("group", { name: "1 of 4" })).toContainText(titles[1]);
    await expect(banner.getByRole("group", { name: "2 of 4", includeHidden: true })).toContainText(titles[0]);
    // The picture travels with its slide and has its size before it loads.
    const img = banner.getByRole("group", { name: "1 of 4" }).locator("img");
    await expect(img).toHaveAttribute("width", "1280");
    await expect(img).toHaveAttribute("height", "720");
    await expect(img).toHaveAttribute(
      "src",
      new RegExp(`${(before.slides as { image: string }[])[1].image}\\?thumb=1280x720$`),
    );
  } finally {
    const now = await su.collection("settings").getFirstListItem("");
    await su.collection("settings").update(now.id, { slides: before.slides });
  }
});

test("a replaced brochure is what Download Brochure serves", async ({ page }) => {
  const marker = uid();
  const pdf = Buffer.from(`%PDF-1.4\n% brochure ${marker}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
  await openSettings(page);
  const section = page.getByRole("region", { name: "Brochure" });
  await section
    .getByLabel(/New brochure/)
    .setInputFiles({ name: "brochure-2027.pdf", mimeType: "application/pdf", buffer: pdf });
  await section.getByRole("button", { name: "Save brochure" }).click();
  await expect(page.getByText("Brochure saved")).toBeVisible();
  await expect(section.getByRole("link", { name: /^brochure_2027_/ })).toBeVisible();

  await page.goto("/");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /Download Brochure/ }).click(),
  ]);
  expect(await readFile((await download.path())!)).toEqual(pdf);
});

test("bad input is refused next to the field", async ({ page }) => {
  await openSettings(page);
  const links = page.getByRole("region", { name: "Social and app links" });
  await links.getByLabel(/YouTube/).fill("javascript:alert(1)");
  await links.getByLabel(/Telegram/).fill("http://t.me/x");
  await links.getByRole("button", { name: "Save social and app links" }).click();
  await expect(links.getByText(/The YouTube link must be a full address starting with https/)).toBeVisible();
  await expect(links.getByText(/The Telegram link must be a full address starting with https/)).toBeVisible();

  const brochure = page.getByRole("region", { name: "Brochure" });
  await brochure.getByLabel(/New brochure/).setInputFiles({
    name: "brochure.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("MZ not a pdf"),
  });
  await expect(
    brochure.getByText("“brochure.pdf” is not a PDF file. Save the brochure as PDF and choose it again."),
  ).toBeVisible();

  const slides = page.getByRole("region", { name: "Banner slides" });
  await slides
    .getByLabel("Picture for slide 1")
    .setInputFiles({ name: "x.png", mimeType: "image/png", buffer: Buffer.from("MZ exe") });
  await expect(slides.getByText("“x.png” is not a PNG, JPEG or WebP picture.")).toBeVisible();

  const cats = page.getByRole("region", { name: "Course categories" });
  const first = await cats.getByLabel("Category 1", { exact: true }).inputValue();
  const second = await cats.getByLabel("Category 2", { exact: true }).inputValue();
  await cats.getByLabel("Category 2", { exact: true }).fill(first.toUpperCase());
  await cats.getByRole("button", { name: "Save course categories" }).click();
  await expect(
    cats.getByText(
      `“${first.toUpperCase()}” is already a category (capital letters do not count as different).`,
    ),
  ).toBeVisible();

  // Removing a category that a seeded course uses: the server refuses and says which.
  await cats.getByLabel("Category 2", { exact: true }).fill(second);
  await cats.getByRole("button", { name: "Remove category 1" }).click();
  await cats.getByRole("button", { name: "Save course categories" }).click();
  await expect(cats.getByText(`Category “${first}” is used by`)).toBeVisible();
  await expect(cats.getByLabel("Category 1", { exact: true })).toHaveValue(second);
});

test("two staff saving the same section: the later one is told", async ({ page, browser }) => {
  const su = await superuser();
  const before = await su.collection("settings").getFirstListItem("");
  const other = await browser.newContext({ storageState: STAFF_STATE });
  try {
    const page2 = await other.newPage();
    await openSettings(page);
    await openSettings(page2);
    await page
      .getByRole("region", { name: "Institute" })
      .getByLabel("Tagline (optional)")
      .fill("First editor's tagline");
    await page2
      .getByRole("region", { name: "Institute" })
      .getByLabel("Tagline (optional)")
      .fill("Second editor's tagline");
    await page.getByRole("button", { name: "Save institute" }).click();
    await expect(page.getByText("Institute saved")).toBeVisible();
    const second = page2.getByRole("region", { name: "Institute" });
    await second.getByRole("button", { name: "Save institute" }).click();
    await expect(second.getByText(/Someone else changed these settings at \d\d:\d\d/)).toBeVisible();
    await expect(second.getByLabel("Tagline (optional)")).toHaveValue("Second editor's tagline");
    expect((await su.collection("settings").getFirstListItem("")).tagline).toBe("First editor's tagline");
    await second.getByRole("button", { name: "Reload settings" }).click();
    await expect(
      page2.getByRole("region", { name: "Institute" }).getByLabel("Tagline (optional)"),
    ).toHaveValue("First editor's tagline");
  } finally {
    await other.close();
    await restore({ tagline: before.tagline });
  }
});

test("unsaved changes: a warning before leaving", async ({ page }) => {
  await openSettings(page);
  await page.getByRole("region", { name: "Statistics" }).getByLabel("Value").first().fill("999+");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("region", { name: "Statistics" }).getByLabel("Value").first()).toHaveValue(
    "999+",
  );

  // Closing the tab asks the browser's own question.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (d) => void d.dismiss().then(() => resolve(d.type()))),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
});

test("leaving after confirming goes where the link pointed", async ({ page }) => {
  await openSettings(page);
  await page.getByRole("region", { name: "Institute" }).getByLabel("Tagline (optional)").fill("not saved");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

for (const width of [360, 1280]) {
  test(`every section at ${width} px: no sideways scroll, axe clean`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await openSettings(page);
    await expect(page.getByRole("region", { name: "Daily digest e-mail" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const sections = page.locator("main section");
    const n = await sections.count();
    expect(n).toBe(10);
    for (let i = 0; i < n; i++) {
      const name = (await sections.nth(i).locator("h2").textContent())?.trim() ?? `${i}`;
      await info.attach(`${name} ${width}px`, {
        body: await sections.nth(i).screenshot(),
        contentType: "image/png",
      });
    }
    await expectAccessible(page);
  });
}
