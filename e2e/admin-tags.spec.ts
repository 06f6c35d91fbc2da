// Tags from the article form: add (with the duplicate warning), rename and delete in the manage
// dialog, names shown as text.
import { expect, test, type Page } from "./support/test";
import { STAFF_STATE, uid } from "./support/admin";

test.use({ storageState: STAFF_STATE });

async function typeTag(page: Page, name: string) {
  await page.getByLabel("New tag name").fill(name);
  await page.getByRole("button", { name: "Add tag" }).click();
}

test("add, duplicate warning, rename, delete", async ({ page }) => {
  const id = uid();
  await page.goto("/admin/currentaffairs/create");
  await typeTag(page, `  Budget ${id}  `);
  await expect(page.getByText("Tag added")).toBeVisible();
  await expect(page.getByRole("button", { name: `Budget ${id}`, exact: true, pressed: true })).toBeVisible();

  // Case, spacing and Unicode-normalisation variants are the same tag.
  for (const dup of [`BUDGET ${id}`, `budget   ${id}`]) {
    await typeTag(page, dup);
    await expect(page.getByRole("status").filter({ hasText: "This tag already exists" })).toBeVisible();
    await expect(page.getByLabel("New tag name")).toHaveValue("");
  }
  await typeTag(page, `Cafe\u0301 ${id}`);
  await expect(page.getByRole("button", { name: `Caf\u00e9 ${id}`, pressed: true })).toBeVisible();
  await typeTag(page, `CAF\u00c9 ${id}`);
  await expect(page.getByRole("status").filter({ hasText: "This tag already exists" })).toBeVisible();

  // Rename on Enter; a rename onto another tag's name in another case is refused.
  await page.getByRole("button", { name: "Manage tags" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage tags" });
  const input = dialog.getByLabel(`Name of tag Budget ${id}`);
  await input.fill(`Budget 2026 ${id}`);
  await input.press("Enter");
  await expect(page.getByText("Tag updated")).toBeVisible();
  const renamed = dialog.getByLabel(`Name of tag Budget 2026 ${id}`);
  await expect(renamed).toHaveValue(`Budget 2026 ${id}`);
  await renamed.fill(`caf\u00e9 ${id}`);
  await renamed.blur();
  await expect(dialog.getByText("This tag already exists")).toBeVisible();
  await expect(renamed).toHaveValue(`Budget 2026 ${id}`);

  // Delete after the spec's confirmation.
  await dialog.getByRole("button", { name: `Delete tag Budget 2026 ${id}` }).click();
  await expect(dialog.getByText(`Delete tag "Budget 2026 ${id}"? This cannot be undone.`)).toBeVisible();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Tag deleted")).toBeVisible();
  await expect(dialog.getByLabel(`Name of tag Budget 2026 ${id}`)).toHaveCount(0);
  await dialog.getByRole("button", { name: `Delete tag Caf\u00e9 ${id}` }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog.getByLabel(`Name of tag Caf\u00e9 ${id}`)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: `Budget 2026 ${id}` })).toHaveCount(0);
});

test("HTML in a tag name is shown as text, never as markup", async ({ page }) => {
  const id = uid();
  // Within the 60-character limit of a tag name.
  const name = `<img src=x onerror=window.__pwned=1><b>${id}</b>`;
  await page.goto("/admin/currentaffairs/create");
  await typeTag(page, name);
  const chip = page.getByRole("button", { name, pressed: true });
  await expect(chip).toBeVisible();
  await expect(chip.locator("b, img")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.getByRole("button", { name: "Manage tags" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: `Delete tag ${name}` }).click();
  await expect(dialog.getByText(`Delete tag "${name}"? This cannot be undone.`)).toBeVisible();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Tag deleted")).toBeVisible();
});
