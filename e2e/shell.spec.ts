import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { superuser } from "./support/pb";
import { scrollThrough } from "./support/scroll";

test.describe("public shell", () => {
  test("home loads with the institute name in the title and the call-now number", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Punjab Success Academy/);
    const call = page.getByRole("banner").getByRole("link", { name: /call/i });
    await expect(call).toHaveAttribute("href", "tel:+919876543210");
  });

  test("header links go where the spec says", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected: [string, string][] = [
      ["HOME", "/"],
      ["QUIZZES", "/quizzes"],
      ["ABOUT", "/about"],
      ["RESULTS", "/results"],
      ["CURRENT AFFAIRS", "/currentaffairs"],
      ["CONTACT US", "/contact"],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    const courses = nav.getByRole("link", { name: /^COURSES/ });
    await expect(courses).toHaveAttribute("target", "_blank");
    await expect(courses).toHaveAttribute("rel", "noopener noreferrer");
    await expect(courses).toHaveAttribute("href", /^https:\/\//);
    for (const [label, href] of expected.slice(1)) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("mobile menu opens the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "ABOUT" }).click();
    await expect(page).toHaveURL("/about");
    await expect(nav).toBeHidden();
  });

  test("footer quick links, social links, badges and copyright", async ({ page }) => {
    await page.goto("/");
    await scrollThrough(page);
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    for (const [label, href] of [
      ["Home", "/"],
      ["Courses", "/courses"],
      ["About Us", "/about"],
      ["Contact", "/contact"],
      ["Admin Login", "/admin/login"],
    ]) {
      await expect(quick.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    for (const name of ["Facebook", "Instagram", "YouTube", "Telegram"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await quick.getByRole("link", { name: "Admin Login" }).click();
    await expect(page).toHaveURL("/admin/login");
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page");
    const h = page.getByRole("heading", { name: "404 - Page Not Found" });
    await expect(h).toBeVisible();
    // Large, red, bold, centred (Tailwind 4 reports colours in oklch).
    await expect(h).toHaveCSS("color", /oklch\(0\.577 0\.245 27\.325\)|rgb\(220, 38, 38\)/);
    await expect(h).toHaveCSS("font-weight", "700");
    await expect(h).toHaveCSS("text-align", "center");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
    await expectAccessible(page);
  });

  test("paths are case-insensitive: /About is the About page", async ({ page }) => {
    await page.goto("/About");
    await expect(page).toHaveTitle(/^About \| /);
  });

  test("old addresses (/quizs, the old site's /quizs/quiz, /admin/cources) move to the new ones", async ({
    page,
    request,
  }) => {
    await page.goto("/quizs/quiz");
    await expect(page).toHaveURL("/quizzes");
    await expect(page.getByRole("heading", { level: 1, name: "Quizzes" })).toBeVisible();
    const res = await request.get("/quizs/abc/leaderboard?lang=pa", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()["location"]).toBe("/quizzes/abc/leaderboard?lang=pa");
    await page.goto("/admin/cources");
    await expect(page).toHaveURL(/\/admin\/(courses|login)/);
  });

  test("newsletter stores an e-mail, rejects a bad one and answers a repeat alike", async ({ page }) => {
    const email = `reader-${Date.now()}@example.com`;
    await page.goto("/");
    await scrollThrough(page);
    const form = page.getByRole("form", { name: "Newsletter" });
    const input = form.getByPlaceholder("Your email address");
    await input.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("alert")).toContainText("valid e-mail");
    await input.fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText("check your inbox");
    const pb = await superuser();
    const rec = await pb.collection("subscribers").getFirstListItem(pb.filter("email = {:e}", { e: email }));
    expect(rec.email).toBe(email.toLowerCase());
    await input.fill(email.toUpperCase());
    await form.getByRole("button", { name: "Subscribe" }).click();
    // Double opt-in never tells whether an address is subscribed (e2e/newsletter-digest.spec.ts).
    await expect(form.getByRole("status")).toContainText("check your inbox");
  });

  test("a missing hashed chunk is a real 404 and an unknown API path is JSON 404", async ({ request }) => {
    const asset = await request.get("/assets/does-not-exist-abc123.js");
    expect(asset.status()).toBe(404);
    const api = await request.get("/api/nope");
    expect(api.status()).toBe(404);
    const deep = await request.get("/currentaffairs/some-slug");
    expect(deep.status()).toBeLessThan(500);
    expect(await deep.text()).toContain('<div id="root">');
  });

  test("a chunk that fails to load shows a Reload button, not a blank page", async ({ page }) => {
    await page.goto("/");
    await page.route(/\/assets\/about-.*\.js$/, (route) => route.abort());
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ABOUT" }).click();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  });
});
