// Mock tests in the admin (issue 24): build a PSTET Paper I test from the ready-made pattern, see
// the server refuse a random draw larger than the bank, publish it with small draws (the seed's
// bank has a few questions per PSTET topic), then print the paper and the key to a clean PDF.
import { expect, test } from "./support/test";
import { STAFF_STATE, uid } from "./support/admin";
import { expectAccessible } from "./support/axe";

test.use({ storageState: STAFF_STATE });

test("build a PSTET test from the pattern, publish it, print the paper and the key", async ({
  page,
  request,
}) => {
  const name = `PSTET mock ${uid()}`;
  // The demo test is the seed's last step: wait for it (the server may start serving before).
  await expect
    .poll(async () => {
      const res = await request.get(
        "/api/collections/mockTests/records?perPage=1&filter=(pattern='pstet-1')",
      );
      return ((await res.json()) as { totalItems: number }).totalItems;
    })
    .toBeGreaterThan(0);
  await page.goto("/admin/mock-tests");
  await expect(page.getByRole("heading", { level: 1, name: "Mock tests" })).toBeVisible();
  // The seeded demo test is listed with its sections and takers.
  const demo = page.getByRole("listitem").filter({ hasText: "PSTET Paper I — practice" });
  await expect(demo).toContainText("5 sections");
  await expect(demo).toContainText(/\d+ takers?/);

  await page.getByRole("link", { name: "New mock test" }).click();
  await expect(
    page.getByText("Based on the published pattern — check the latest notification."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Use the pattern PSTET Paper I (classes I–V)" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "New test: PSTET Paper I (classes I–V)" }),
  ).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByLabel("Time for the whole test (minutes)")).toHaveValue("90");
  const counts = page.getByLabel("How many");
  await expect(counts).toHaveCount(5);
  // The live count says the bank is short before anything is sent.
  await expect(
    page.getByText(/The bank has \d+ questions? for this rule: fewer than the 30 asked for\./).first(),
  ).toBeVisible();

  // Published with the pattern's 30 per section: the server names the section and the bank's count.
  await page.getByLabel("Published (visible on the website)").check();
  await page.getByRole("button", { name: "Save mock test" }).click();
  await expect(
    page.getByText(/^Section 1 asks for 30 random questions from Child Development but the bank has \d+\.$/),
  ).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  // Two questions a section; section 2 one draw for everyone.
  for (let i = 0; i < 5; i++) await counts.nth(i).fill("2");
  await page.getByLabel("One draw for everyone (fixed on save)").nth(1).check();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: "test-results/screens/mock-builder-360.png", fullPage: true });
  await page.getByRole("heading", { name: "Sections" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/mock-builder-360-sections.png" });
  await expectAccessible(page, { exclude: ["[data-sonner-toaster]"] });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Save mock test" }).click();
  await expect(page.getByText("Mock test saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Edit mock test" })).toBeVisible();
  await expect(
    page.getByText("Kept draw: 2 questions. Changing the rule draws again on save."),
  ).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await expectAccessible(page, { exclude: ["[data-sonner-toaster]"] });
  await page.getByRole("heading", { name: "Section 2: Punjabi (Language I)" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/mock-builder-1280.png" });

  await page.goto("/admin/mock-tests");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("5 sections · 10 questions · 90 min · 0 takers");
  await page.screenshot({ path: "test-results/screens/mock-list-1280.png", fullPage: true });

  // The paper: numbered 1–10 through the sections, bilingual, the institute in the footer.
  await row.getByRole("link", { name: `Print ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/mock-tests/${id}/print$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Section 1: Child Development & Pedagogy/ })).toContainText(
    "2 questions · 1 mark each · no negative marking",
  );
  await expect(page.getByText("10.", { exact: true })).toBeVisible();
  await expect(page.getByText("this is one sample draw").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("http");
  await expectAccessible(page);
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: "test-results/screens/mock-paper-print.png", fullPage: true });
  await page.emulateMedia({ media: "screen" });
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(10_000);

  // The key, with explanations.
  await page.getByRole("link", { name: "The answer key" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name}: answer key` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeEnabled();
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: "test-results/screens/mock-key-print.png", fullPage: true });
  const keyPdf = await page.pdf({ format: "A4" });
  expect(keyPdf.subarray(0, 5).toString()).toBe("%PDF-");
  const { writeFileSync, mkdirSync } = await import("node:fs");
  mkdirSync("test-results/screens", { recursive: true });
  writeFileSync("test-results/screens/mock-paper.pdf", pdf);
  writeFileSync("test-results/screens/mock-key.pdf", keyPdf);
});
