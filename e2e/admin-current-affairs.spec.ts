// A staff member's whole article life cycle through the admin UI, checked on the public site.
import { expect, test, type Locator, type Page } from "./support/test";
import { expectAccessible } from "./support/axe";
import { articleDocx, chooseDocx, seoUrl, STAFF_STATE, uid } from "./support/admin";
import { superuser } from "./support/pb";

test.use({ storageState: STAFF_STATE });

/** Presses Tab (keyboard only) until `target` has focus. */
// Generous: every tag (other specs add some) is one more tab stop on the way.
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function addTag(page: Page, name: string) {
  await page.getByLabel("New tag name").fill(name);
  await page.getByLabel("New tag name").press("Enter");
  await expect(page.getByRole("button", { name, pressed: true })).toBeVisible();
}

test("create from a DOCX with two tags, see it in public, edit, replace the file, unpublish, delete", async ({
  page,
}) => {
  const id = uid();
  const slug = `punjab-water-${id}`;
  const name = `Punjab water ${id}`;

  // Create.
  await page.goto("/admin/currentaffairs");
  await expect(page.getByText("Manage current affairs articles and updates")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Create New" }).click();
  await expect(page).toHaveURL("/admin/currentaffairs/create");
  await expectAccessible(page);
  await chooseDocx(
    page,
    `Punjab-water-${id}.docx`,
    await articleDocx(`Canal report ${id}`, `First version ${id}`),
  );
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(seoUrl(page)).toHaveText(`/currentaffairs/${slug}`);
  await page.getByText("Preview of the document").click();
  await expect(page.locator(".prose").getByRole("heading", { name: `Canal report ${id}` })).toBeVisible();
  await page.getByLabel("Description").fill("Canal water sharing explained.");
  await addTag(page, `Water ${id}`);
  await expect(page.getByText("Tag added").first()).toBeVisible();
  await addTag(page, `Rivers ${id}`);
  // The toasts are still fading in (partly transparent), which axe reads as low contrast.
  await expectAccessible(page, { exclude: ["[data-sonner-toaster]"] });
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL("/admin/currentaffairs");
  await expect(page.getByText("Article created")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("Published")).toBeVisible();
  await expect(row.getByText(`Water ${id}`, { exact: true })).toBeVisible();
  await expect(row.getByText(`Rivers ${id}`, { exact: true })).toBeVisible();
  await expect(row.getByText("Today")).toBeVisible();

  // Stored: document, image, HTML with the real image URL, both tags.
  const su = await superuser();
  const rec = await su.collection("currentAffairs").getFirstListItem(su.filter("seoURL = {:s}", { s: slug }));
  expect(rec.doc).toMatch(/\.docx$/);
  expect(rec.tags).toHaveLength(2);
  expect(rec.images).toHaveLength(1);
  expect(rec.html).toContain(`First version ${id}`);
  expect(rec.html).toContain(`/api/files/${rec.collectionId}/${rec.id}/${rec.images[0]}`);
  expect(rec.html).not.toContain("docx-image:");

  // Public list and page.
  await page.goto("/currentaffairs");
  await expect(page.getByText(name)).toBeVisible();
  await page.goto(`/currentaffairs/${slug}`);
  await expect(page.getByText(`First version ${id}`)).toBeVisible();

  // Edit: replace the file (name follows the file), then type a new name.
  await page.goto("/admin/currentaffairs?q=" + id);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(`/admin/currentaffairs/${rec.id}/edit`);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await chooseDocx(
    page,
    `updated-${id}.docx`,
    await articleDocx(`Canal report ${id}`, `Second version ${id}`),
  );
  await expect(page.getByText(`Chosen: updated-${id}.docx`)).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`Renamed water ${id}`);
  await expect(seoUrl(page)).toHaveText(`/currentaffairs/${slug}`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL("/admin/currentaffairs");
  await expect(page.getByText("Article updated")).toBeVisible();
  const edited = await su.collection("currentAffairs").getOne(rec.id);
  expect(edited.name).toBe(`Renamed water ${id}`);
  expect(edited.doc).not.toBe(rec.doc);
  expect(edited.html).toContain(`Second version ${id}`);
  expect(edited.images).toHaveLength(1);
  expect(edited.images[0]).not.toBe(rec.images[0]);
  await page.goto(`/currentaffairs/${slug}`);
  await expect(page.getByText(`Second version ${id}`)).toBeVisible();

  // Unpublish from the row: gone from the public site.
  await page.goto("/admin/currentaffairs?q=" + id);
  const row2 = page.getByRole("listitem").filter({ hasText: `Renamed water ${id}` });
  await row2.getByRole("button", { name: /^Unpublish/ }).click();
  await expect(row2.getByText("Draft")).toBeVisible();
  // Staff still open it, as a draft preview; visitors get "Not found." (e2e/admin-courses.spec.ts).
  await page.goto(`/currentaffairs/${slug}`);
  await expect(page.getByText("Draft — not public.")).toBeVisible();
  await page.goto("/currentaffairs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(`Renamed water ${id}`)).toHaveCount(0);

  // Delete (with confirmation): record and files gone.
  await page.goto("/admin/currentaffairs?q=" + id);
  await page.getByRole("button", { name: `Delete Renamed water ${id}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Delete "Renamed water ${id}" and its document? This cannot be undone.`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No current affairs found.")).toBeVisible();
  await expect(su.collection("currentAffairs").getOne(rec.id)).rejects.toMatchObject({ status: 404 });
});

test("a repeated name gets the -1 suffix; Recheck shows 'Checking uniqueness...'", async ({ page }) => {
  const id = uid();
  const su = await superuser();
  const first = await su
    .collection("currentAffairs")
    .create({ name: `Repeat ${id}`, seoURL: `repeat-${id}`, active: false });
  await page.goto("/admin/currentaffairs/create");
  await chooseDocx(page, `repeat-${id}.docx`, await articleDocx("Repeat", "Body"));
  await expect(seoUrl(page)).toHaveText(`/currentaffairs/repeat-${id}-1`);
  // Slow the lookup down so the indicator can be seen.
  await page.route("**/api/collections/currentAffairs/records?*", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "Recheck" }).click();
  await expect(page.getByText("Checking uniqueness...")).toBeVisible();
  await expect(page.getByText("Checking uniqueness...")).toBeHidden();
  await page.unroute("**/api/collections/currentAffairs/records?*");
  await page.getByRole("checkbox", { name: /Published/ }).uncheck();
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL("/admin/currentaffairs");
  const second = await su
    .collection("currentAffairs")
    .getFirstListItem(su.filter("seoURL = {:s}", { s: `repeat-${id}-1` }));
  expect(second.active).toBe(false);
  await su.collection("currentAffairs").delete(second.id);
  await su.collection("currentAffairs").delete(first.id);
});

test("the whole create flow works with the keyboard alone", async ({ page }) => {
  const id = uid();
  await page.goto("/admin/currentaffairs/create");
  await page.getByLabel("Word document (.docx)").focus();
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (
    await chooser
  ).setFiles({
    name: `keyboard-${id}.docx`,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await articleDocx("Keyboard", `Typed without a mouse ${id}`),
  });
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`keyboard ${id}`);
  await tabTo(page, page.getByLabel("Name", { exact: true }));
  // Tabbing into a field selects its text: move to the end before typing.
  await page.keyboard.press("End");
  await page.keyboard.type(" extra");
  // The date input has one tab stop per part (day, month, year) in Chromium.
  await tabTo(page, page.getByLabel("Description"));
  await page.keyboard.type("Written by keyboard.");
  await page.keyboard.press("Tab"); // first tag chip (seeded tags exist)
  await page.keyboard.press("Space");
  await expect(page.locator("button[aria-pressed='true']")).toHaveCount(1);
  await tabTo(page, page.getByLabel("Published (visible on the website)"));
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Published (visible on the website)")).not.toBeChecked();
  await tabTo(page, page.locator("summary")); // the preview, past the Publish at field
  await page.keyboard.press("Enter");
  await expect(page.locator(".prose").getByText(`Typed without a mouse ${id}`)).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Save article" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin/currentaffairs");
  const su = await superuser();
  const rec = await su
    .collection("currentAffairs")
    .getFirstListItem(su.filter("seoURL = {:s}", { s: `keyboard-${id}` }));
  expect(rec.name).toBe(`keyboard ${id} extra`);
  expect(rec.tags).toHaveLength(1);
  expect(rec.active).toBe(false);
  await su.collection("currentAffairs").delete(rec.id);
});

test("list: search, date filter, draft badge, dashboard counts, phone layout", async ({ page }) => {
  const id = uid();
  const su = await superuser();
  const a = await su.collection("currentAffairs").create({
    name: `Filter test ${id}`,
    seoURL: `filter-test-${id}`,
    date: "2024-03-05 00:00:00.000Z",
    active: false,
  });
  await page.goto("/admin/currentaffairs");
  await page.getByLabel("Search by name").fill(`FILTER TEST ${id}`);
  await expect(page).toHaveURL(/q=FILTER/);
  const row = page.getByRole("listitem").filter({ hasText: `Filter test ${id}` });
  await expect(row.getByText("Draft")).toBeVisible();
  await expect(row.getByText("5/3/2024")).toBeVisible();
  await page.getByLabel("Date").fill("2024-03-06");
  await expect(page.getByText("No current affairs found.")).toBeVisible();
  await page.getByLabel("Date").fill("2024-03-05");
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByLabel("Search by name")).toHaveValue("");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Drafts waiting" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Today's articles" })).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/admin/currentaffairs");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Courses" }).click();
  await expect(page.getByRole("heading", { name: "Courses", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await su.collection("currentAffairs").delete(a.id);
});

test("an upload cut off by the network keeps everything, and Retry saves exactly one article", async ({
  page,
}) => {
  const id = uid();
  await page.goto("/admin/currentaffairs/create");
  await chooseDocx(page, `offline-${id}.docx`, await articleDocx("Offline", `Saved on retry ${id}`));
  await expect(seoUrl(page)).toHaveText(`/currentaffairs/offline-${id}`);
  await page.getByLabel("Description").fill("Typed on a bus.");
  await page.getByLabel("Published (visible on the website)").uncheck();
  const cut = "**/api/collections/currentAffairs/records";
  await page.route(cut, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("button", { name: "Save article" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "The article was not saved." });
  await expect(alert).toContainText("Everything you entered is kept");
  await expect(page.getByLabel("Description")).toHaveValue("Typed on a bus.");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`offline ${id}`);
  await page.unroute(cut);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page).toHaveURL("/admin/currentaffairs");
  const su = await superuser();
  const saved = await su
    .collection("currentAffairs")
    .getFullList({ filter: su.filter("seoURL ~ {:s}", { s: `offline-${id}` }) });
  expect(saved).toHaveLength(1);
  expect(saved[0].desc).toBe("Typed on a bus.");
  expect(saved[0].html).toContain(`Saved on retry ${id}`);
  await su.collection("currentAffairs").delete(saved[0].id);
});
