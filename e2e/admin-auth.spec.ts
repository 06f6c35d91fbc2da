// Staff sign-in through the form (the only spec that uses the rate-limited password endpoint:
// two attempts), the guard on every admin route, expired sessions and Log out.
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { guest, STAFF, superuser } from "./support/pb";

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
      "/admin/quizzes",
      "/admin/courses",
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

  test("a password reset elsewhere sends the open admin to login at its next request, and back to the page after signing in; Log out revokes the token on the server (issue 25, hole 6)", async ({
    page,
  }) => {
    // A staff account of this test's own: the shared demo account's password must not change.
    const admin = await superuser();
    const email = `e2e-reset-${process.pid}-${Date.now()}@example.com`;
    const first = "first-pass-2026";
    const user = await admin
      .collection("users")
      .create({ email, password: first, passwordConfirm: first, role: "editor", name: "Reset Test" });
    const pb = guest();
    const auth = await pb.collection("users").authWithPassword(email, first);
    await page.goto("/admin/login");
    await page.evaluate((a) => localStorage.setItem("pocketbase_auth", JSON.stringify(a)), {
      token: auth.token,
      record: auth.record,
    });
    await page.goto("/admin/currentaffairs");
    await expect(page.getByRole("heading", { level: 1, name: "Current Affairs" })).toBeVisible();

    // The owner resets the password on another device: every token of the account ends.
    const second = "second-pass-2026";
    await admin.collection("users").update(user.id, { password: second, passwordConfirm: second });

    // The next page's list request is refused (401, not a guest's 200): to login, keeping the page.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quizzes" }).click();
    await expect(page).toHaveURL("/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeNull();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(second);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/admin/quizzes");

    // Log out asks the server to revoke this token before clearing it here.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("pocketbase_auth") ?? "{}") as { token?: string }).token ?? "",
    );
    expect(token).toBeTruthy();
    const csv = (t: string) =>
      fetch(`${process.env.E2E_BASE_URL}/api/inbox/leads.csv`, { headers: { Authorization: t } });
    expect((await csv(token)).status).toBe(200);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/admin/login");
    expect((await csv(token)).status).toBe(401);
  });
});
