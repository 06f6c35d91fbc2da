// Staff accounts as the institute uses them: the owner adds an editor, who signs in elsewhere and
// is refused the Staff page (in the UI and by the API) and sees neither Staff nor Settings; a
// password change signs the account's other session out. 360 px and desktop, axe clean.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { STAFF_STATE, uid } from "./support/admin";
import { superuser } from "./support/pb";

test.use({ storageState: STAFF_STATE });
// Two browsers, two sizes and an axe run at each step: longer than the default 45 s on a busy machine.
test.describe.configure({ timeout: 150_000 });

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The admin sidebar's links (opening the phone menu first when it is collapsed). */
async function sidebarLinks(page: Page): Promise<string[]> {
  // Below the lg breakpoint (1024 px) the sidebar is a panel behind the Menu button.
  if (page.viewportSize()!.width < 1024) await page.getByRole("button", { name: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  return nav.getByRole("link").allTextContents();
}

/** A new browser context signed in as `email` through the login form. */
async function signInElsewhere(browser: Browser, baseURL: string, email: string, password: string) {
  // Not the owner's saved session: a browser of their own.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/admin");
  return { context, page };
}

/** The signed-in session the app keeps in local storage. */
async function sessionOf(page: Page): Promise<{ token: string; record: { id: string } }> {
  const raw = await page.evaluate(() => localStorage.getItem("pocketbase_auth"));
  return JSON.parse(raw ?? "{}") as { token: string; record: { id: string } };
}

test("the owner adds an editor, who is refused the Staff page and its API", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Editor ${uid()}`;
  const email = `editor-${uid()}@example.com`;

  // The owner's Staff page, at both sizes.
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Staff" }).getByText("staff@example.com")).toBeVisible();
    expect(await sidebarLinks(page)).toEqual(expect.arrayContaining(["Staff", "Settings"]));
    await expectAccessible(page);
    await noSidewaysScroll(page, viewport.width);
  }

  // Add an editor with a generated password, shown once.
  await page.getByRole("button", { name: "Add staff" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Generate" }).click();
  await page.getByRole("button", { name: "Add staff member" }).click();
  const once = page.getByRole("region", { name: `Password for ${name}` });
  await expect(once).toBeVisible();
  const password = (await once.getByLabel("Password").textContent())!.trim();
  expect(password).toMatch(/^[a-zA-Z][a-zA-Z2-9]{15}$/);
  const row = page.getByRole("list", { name: "Staff" }).getByRole("listitem").filter({ hasText: email });
  await expect(row.getByText("Editor", { exact: true })).toBeVisible();
  // The toast is checked mid-fade (its colours are not final), as in admin-current-affairs.spec.ts.
  await expectAccessible(page, { exclude: ["[data-sonner-toaster]"] });
  await noSidewaysScroll(page, 1280);

  // The editor, in a browser of their own.
  const editor = await signInElsewhere(browser, baseURL!, email, password);
  try {
    for (const viewport of VIEWPORTS) {
      await editor.page.setViewportSize(viewport);
      await editor.page.goto("/admin");
      const links = await sidebarLinks(editor.page);
      expect(links).not.toContain("Staff");
      expect(links).not.toContain("Settings");
      expect(links).toContain("Current Affairs");
      // No failed sign-in log for editors.
      await expect(editor.page.getByRole("heading", { name: "Today's articles" })).toBeVisible();
      await expect(editor.page.getByRole("heading", { name: "Failed sign-ins" })).toHaveCount(0);

      await editor.page.goto("/admin/staff");
      await expect(editor.page.getByText("Only owners can manage staff.")).toBeVisible();
      await expect(editor.page.getByRole("list", { name: "Staff" })).toHaveCount(0);
      await expectAccessible(editor.page);
      await noSidewaysScroll(editor.page, viewport.width);
    }
    await editor.page.goto("/admin/settings");
    await expect(editor.page.getByText("Only owners can change the site's settings.")).toBeVisible();

    // Straight to the API with the editor's own token: only their own account, nobody else's.
    const session = await sessionOf(editor.page);
    const headers = { Authorization: session.token };
    const list = await editor.page.request.get("/api/collections/users/records", { headers });
    expect(list.status()).toBe(200);
    const items = ((await list.json()) as { items: { email: string }[] }).items;
    expect(items.map((u) => u.email)).toEqual([email]);
    const owner = (
      await (await superuser()).collection("users").getFirstListItem('email = "staff@example.com"')
    ).id;
    expect(
      (await editor.page.request.get(`/api/collections/users/records/${owner}`, { headers })).status(),
    ).toBe(404);
    const promote = await editor.page.request.patch(`/api/collections/users/records/${session.record.id}`, {
      headers,
      data: { role: "owner" },
    });
    expect(promote.ok()).toBe(false);
    const settings = (await (await superuser()).collection("settings").getList(1, 1)).items[0]!;
    const patch = await editor.page.request.patch(`/api/collections/settings/records/${settings.id}`, {
      headers,
      data: { phone: "+91 90000 00000" },
    });
    expect(patch.status()).toBe(404);
    const created = await editor.page.request.post("/api/collections/users/records", {
      headers,
      data: {
        email: `x-${uid()}@example.com`,
        password: "password-123",
        passwordConfirm: "password-123",
        role: "owner",
      },
    });
    expect(created.ok()).toBe(false);
  } finally {
    await editor.context.close();
  }

  // The owner removes the editor again.
  await row.getByRole("button", { name: `Remove ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(row).toHaveCount(0);
});

test("changing your password signs out your other session, not this one", async ({ browser, baseURL }) => {
  const email = `pw-${uid()}@example.com`;
  const first = "first-pass-2026";
  const second = "second-pass-2026";
  await (
    await superuser()
  )
    .collection("users")
    .create({ email, name: "Two Devices", password: first, passwordConfirm: first, role: "editor" });

  const here = await signInElsewhere(browser, baseURL!, email, first);
  const other = await signInElsewhere(browser, baseURL!, email, first);
  try {
    for (const viewport of VIEWPORTS) {
      await here.page.setViewportSize(viewport);
      await here.page.goto("/admin");
      await here.page.getByRole("link", { name: "Your account" }).click();
      await expect(here.page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
      await expect(here.page.getByRole("main").getByText(email)).toBeVisible();
      await expectAccessible(here.page);
      await noSidewaysScroll(here.page, viewport.width);
    }

    // A mistyped repeat is named next to the field and nothing is sent.
    await here.page.getByLabel("Current password").fill(first);
    await here.page.getByLabel("New password", { exact: true }).fill(second);
    await here.page.getByLabel("New password again").fill(`${second}x`);
    await here.page.getByRole("button", { name: "Change password" }).click();
    await expect(here.page.getByText("The two new passwords are not the same.")).toBeVisible();
    await expectAccessible(here.page);

    await here.page.getByLabel("New password again").fill(second);
    await here.page.getByRole("button", { name: "Change password" }).click();
    await expect(here.page.getByText(/Your password is changed/)).toBeVisible();

    // This session carries on (a full reload checks it with the server)…
    await here.page.goto("/admin/currentaffairs");
    await expect(here.page.getByRole("heading", { level: 1, name: "Current Affairs" })).toBeVisible();
    await expect(here.page).toHaveURL("/admin/currentaffairs");

    // …the other one is sent to the login page on its next request.
    await other.page.goto("/admin/quizzes");
    await expect(other.page).toHaveURL("/admin/login");
    await other.page.getByLabel("Email").fill(email);
    await other.page.getByLabel("Password").fill(second);
    await other.page.getByRole("button", { name: "Login" }).click();
    await expect(other.page).toHaveURL("/admin/quizzes");
  } finally {
    await here.context.close();
    await other.context.close();
  }
});
