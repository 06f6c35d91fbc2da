// Staff sign-in through the form (the only spec that uses the rate-limited password endpoint:
// two attempts), the guard on every admin route, expired sessions and Log out.
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { STAFF } from "./support/pb";

test.describe("admin sign-in", () => {
  test("a guarded page sends a signed-out visitor to login, without loading its data; wrong then right password", async ({
    page,
  }) => {
    const listCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/collections/currentAffairs/records")) listCalls.push(r.url());
    });
    await page.goto("/admin/currentaffairs?q=budget");
    await expect(page).toHaveURL("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    expect(listCalls).toEqual([]);
    await expectAccessible(page);

    // Required fields are checked before anything is sent.
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Enter your email.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();

    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
    await expect(page).toHaveURL("/admin/login");

    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Login" }).click();
    // Back to the page they were sent away from.
    await expect(page).toHaveURL("/admin/currentaffairs?q=budget");
    await expect(page.getByRole("heading", { level: 1, name: "Current Affairs" })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("pocketbase_auth") ?? "{}"));
    expect(stored.token).toBeTruthy();
    expect(stored.record.email).toBe(STAFF.email);

    // Log out clears the session; admin pages send to login again.
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull();
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/login");
  });

  test("every admin route is guarded", async ({ page }) => {
    for (const path of [
      "/admin",
      "/admin/currentaffairs/create",
      "/admin/currentaffairs/abc123/edit",
      "/admin/quizs",
      "/admin/cources",
      "/admin/settings",
      "/admin/anything",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL("/admin/login");
    }
  });

  test("an invalid or expired stored token is cleared and sends the person to login", async ({ page }) => {
    await page.goto("/admin/login");
    // A token whose expiry is in the future (so it looks valid locally) but that the server rejects.
    const payload = Buffer.from(
      JSON.stringify({
        id: "x",
        type: "auth",
        collectionId: "_pb_users_auth_",
        exp: 4102444800,
        refreshable: true,
      }),
    ).toString("base64url");
    const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.bad-signature`;
    await page.evaluate(
      (t) =>
        localStorage.setItem(
          "pocketbase_auth",
          JSON.stringify({
            token: t,
            record: { id: "x", collectionName: "users", email: "old@example.com" },
          }),
        ),
      token,
    );
    await page.goto("/admin/currentaffairs");
    await expect(page).toHaveURL("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull();
  });
});
