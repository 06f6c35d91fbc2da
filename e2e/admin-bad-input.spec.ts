// The bad inputs through the admin UI: each gets a clear message, nothing is uploaded,
// and nothing already entered is lost. Anonymous writes are refused by the API rules.
import { expect, test, type Page } from "./support/test";
import JSZip from "jszip";
import { makeTestDocx, makeZipBomb, para } from "../src/lib/docx/test-docx";
import { articleDocx, chooseDocx, DOCX_MIME, STAFF_STATE, uid } from "./support/admin";
import { guest, superuser } from "./support/pb";

test.use({ storageState: STAFF_STATE });

/** Records every write the page sends to the articles API. */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/api/collections/currentAffairs/")) writes.push(r.url());
  });
  return writes;
}

test("bad files are refused with a clear message and never uploaded; earlier input is kept", async ({
  page,
}) => {
  const id = uid();
  const writes = watchWrites(page);
  await page.goto("/admin/currentaffairs/create");
  await chooseDocx(page, `good-${id}.docx`, await articleDocx("Good", `Good body ${id}`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`good ${id}`);
  await page.getByLabel("Description").fill("Typed before the bad files.");

  const notDocxZip = new JSZip();
  notDocxZip.file("readme.txt", "not a word document");
  const cases: [string, Buffer, RegExp][] = [
    ["setup.exe", Buffer.from("MZ\x90\x00 program"), /Only Word documents \(\.docx\) can be uploaded/],
    ["setup-renamed.docx", Buffer.from("MZ\x90\x00 program renamed"), /not a real Word document/],
    [
      "photos.docx",
      Buffer.from(await notDocxZip.generateAsync({ type: "uint8array" })),
      /not a real Word document|damaged/,
    ],
    ["empty.docx", Buffer.alloc(0), /empty \(0 bytes\)/],
    ["huge.docx", Buffer.alloc(20 * 1024 * 1024 + 1), /larger than the 20 MB limit/],
    ["bomb.docx", Buffer.from(await makeZipBomb(40)), /unpacks to far more data/],
  ];
  for (const [name, buffer, message] of cases) {
    await chooseDocx(page, name, buffer, name.endsWith(".exe") ? "application/x-msdownload" : DOCX_MIME);
    await expect(page.getByRole("alert").filter({ hasText: message }), name).toBeVisible();
    // The good document, its name and what was typed are all still there.
    await expect(page.getByText(`Chosen: good-${id}.docx`)).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`good ${id}`);
    await expect(page.getByLabel("Description")).toHaveValue("Typed before the bad files.");
  }
  expect(writes).toEqual([]);
});

test("the quiz import refuses a zip bomb and a renamed program before reading them; nothing is saved", async ({
  page,
}) => {
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && r.url().includes("/api/collections/quizs/")) writes.push(r.url());
  });
  await page.goto("/admin/quizzes/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import a quiz" })).toBeVisible();
  const cases: [string, Buffer, RegExp][] = [
    ["bomb.docx", Buffer.from(await makeZipBomb(40)), /unpacks to far more data/],
    ["setup-renamed.docx", Buffer.from("MZ\x90\x00 program renamed"), /not a real Word document/],
  ];
  for (const [name, buffer, message] of cases) {
    await chooseDocx(page, name, buffer);
    await expect(page.getByRole("alert").filter({ hasText: message }), name).toBeVisible();
    await expect(page.getByRole("button", { name: "Save quiz" })).toHaveCount(0);
  }
  expect(writes).toEqual([]);
});

test("a style map that emits script is ignored: no script in the preview or the stored HTML", async ({
  page,
}) => {
  const id = uid();
  const docx = await makeTestDocx({
    body: para(`Hostile heading ${id}`, "Heading1") + para("Body"),
    styleMap: "p[style-name='Heading 1'] => script:fresh\np => script",
  });
  await page.goto("/admin/currentaffairs/create");
  await chooseDocx(page, `style-map-${id}.docx`, Buffer.from(docx));
  await page.getByText("Preview of the document").click();
  await expect(page.locator(".prose").getByText(`Hostile heading ${id}`)).toBeVisible();
  await expect(page.locator(".prose script")).toHaveCount(0);
  await page.getByLabel("Published (visible on the website)").uncheck();
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL("/admin/currentaffairs");
  const su = await superuser();
  const rec = await su
    .collection("currentAffairs")
    .getFirstListItem(su.filter("seoURL = {:s}", { s: `style-map-${id}` }));
  expect(rec.html).toContain(`Hostile heading ${id}`);
  expect(rec.html).not.toMatch(/<script/i);
  await su.collection("currentAffairs").delete(rec.id);
});

test("a 5,000-character name gets a message next to the field and nothing is saved", async ({ page }) => {
  const id = uid();
  const writes = watchWrites(page);
  await page.goto("/admin/currentaffairs/create");
  await chooseDocx(page, `long-${id}.docx`, await articleDocx("Long", "Body"));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`long ${id}`);
  const long = "ਪ".repeat(5000);
  await page.getByLabel("Name", { exact: true }).fill(long);
  await page.getByRole("button", { name: "Save article" }).click();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#article-name-error")).toHaveText(
    "The name can have at most 300 characters (it has 5000).",
  );
  await expect(name).toHaveValue(long);
  expect(writes).toEqual([]);
});

test("anonymous calls to every write endpoint are refused", async () => {
  const su = await superuser();
  const id = uid();
  const art = await su
    .collection("currentAffairs")
    .create({ name: `Guarded ${id}`, seoURL: `guarded-${id}`, active: true });
  const tag = await su.collection("CAtags").create({ name: `Guarded ${id}` });
  const g = guest();
  const statusOf = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (e: { status: number }) => e.status,
    );
  expect(await statusOf(g.collection("currentAffairs").create({ name: "x", seoURL: `x-${id}` }))).toBe(400);
  expect(await statusOf(g.collection("currentAffairs").update(art.id, { name: "Hacked" }))).toBe(404);
  expect(await statusOf(g.collection("currentAffairs").delete(art.id))).toBe(404);
  expect(await statusOf(g.collection("CAtags").create({ name: `Guest ${id}` }))).toBe(400);
  expect(await statusOf(g.collection("CAtags").update(tag.id, { name: "Hacked" }))).toBe(404);
  expect(await statusOf(g.collection("CAtags").delete(tag.id))).toBe(404);
  expect((await su.collection("currentAffairs").getOne(art.id)).name).toBe(`Guarded ${id}`);
  expect((await su.collection("CAtags").getOne(tag.id)).name).toBe(`Guarded ${id}`);
  await su.collection("currentAffairs").delete(art.id);
  await su.collection("CAtags").delete(tag.id);
});
