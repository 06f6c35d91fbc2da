// Issue 25, hole 4, in the browser: a picture that says more than 40 megapixels (a 70 KB PNG of
// 24000 × 24000 pixels) is refused by the course form before anything is sent, in the same words
// the server uses; the server refuses it too when a client skips the form (integration tests).
import { pngFile } from "../src/testing/image-files";
import { STAFF_STATE } from "./support/admin";
import { expect, test } from "./support/test";

test.use({ storageState: STAFF_STATE });

test("the course form refuses a 24000 × 24000 picture before upload and sends nothing", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/api/collections/courses/")) sent.push(r.url());
  });
  await page.goto("/admin/courses/create");
  await page.getByLabel("Name", { exact: true }).fill("Bomb check course");
  await page.getByLabel("Price (₹, whole rupees)").fill("100");
  await page.getByLabel("Store URL (Buy Now link)").fill("https://courses.example.in/bomb");
  await page.getByLabel(/Picture/).setInputFiles({
    name: "bomb.png",
    mimeType: "image/png",
    buffer: pngFile(24000, 24000),
  });
  // Refused as soon as it is chosen, and never previewed: Chromium would decode 576 megapixels.
  await expect(page.getByText(/"bomb.png" is 24,000 × 24,000 pixels/)).toBeVisible();
  await expect(page.getByAltText("Preview of the chosen picture")).toHaveCount(0);
  await page.getByRole("button", { name: "Add course" }).click();
  await expect(
    page.getByText(
      '"bomb.png" is 24,000 × 24,000 pixels (576 megapixels); a picture may have at most 40 megapixels. ' +
        "Make it smaller (for example 4000 × 3000 pixels) and upload it again.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses\/create$/);
  expect(sent).toEqual([]);
});
