// The dashboard's failed sign-in log, as staff see it: a wrong password shows up with the e-mail
// tried, at 360 px and on a desktop, accessible and without sideways scrolling.
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { STAFF_STATE, uid } from "./support/admin";

test.use({ storageState: STAFF_STATE });

test("a failed sign-in is listed on the dashboard (360 px and desktop, axe clean)", async ({
  page,
  baseURL,
}) => {
  const tried = `nobody-${uid()}@example.com`;
  const res = await fetch(`${baseURL}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: tried, password: "wrong-password" }),
  });
  expect(res.status).toBe(400);

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin");
    const log = page.getByRole("region", { name: "Failed sign-ins" });
    await expect(log.getByText(tried)).toBeVisible();
    await expect(log.getByText(/Locked: no/).first()).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
});
