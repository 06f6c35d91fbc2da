// The public pages: home, /courses, /about, /results, /contact (titles, axe, 360 px, content) and
// the Register Now and contact forms. Guest creates on leads and messages are limited to 5/min per
// IP for the whole run, so this file makes at most two of each. (Home details: home-courses.spec.ts.)
import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { guest, superuser } from "./support/pb";
import { scrollThrough } from "./support/scroll";

const PAGES: [string, RegExp][] = [
  ["/", /^Punjab Success Academy$/],
  ["/courses", /^Courses \| Punjab Success Academy$/],
  ["/about", /^About \| Punjab Success Academy$/],
  ["/results", /^Results \| Punjab Success Academy$/],
  ["/contact", /^Contact Us \| Punjab Success Academy$/],
];

const uid = () => randomBytes(4).toString("hex");

test.describe("public pages", () => {
  for (const [path, title] of PAGES) {
    test(`${path} has its title, one h1, no axe violations and no sideways scroll at 360 px`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectAccessible(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  test("about, results and contact show their content", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Punjab Success Academy" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("started in 2012 in Bathinda");

    await page.goto("/results");
    const results = page.getByRole("main").getByRole("listitem");
    await expect(results).toHaveCount(6);
    await expect(results.first()).toContainText("2025"); // newest year first
    await expect(results.filter({ hasText: "Jaspreet Kaur" })).toContainText("PCS (Executive)");
    await expect(results.filter({ hasText: "Jaspreet Kaur" })).toContainText("Rank 14");

    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByText("SCO 12, Model Town Road")).toBeVisible();
    await expect(main.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(main.getByRole("link", { name: "info@punjabsuccessacademy.in" })).toHaveAttribute(
      "href",
      "mailto:info@punjabsuccessacademy.in",
    );
    const map = main.getByRole("link", { name: /Open in Google Maps/ });
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps/);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("forms", () => {
  test("Register Now stores a lead with a normalised mobile number", async ({ page }) => {
    const name = `E2E Lead ${uid()}`;
    await page.goto("/");
    await scrollThrough(page);
    const form = page.getByRole("form", { name: "Register Now" });
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Mobile number").fill("+91 98765-43210");
    await form.getByLabel("Course of interest").selectOption("PSTET + CTET Complete Course");
    await form.getByRole("button", { name: "Register Now" }).dblclick();
    await expect(form).toContainText(`Thank you, ${name}! Our counsellor will call you on 9876543210 soon.`);
    await expect(form.getByLabel("Your name")).toHaveValue("");

    const su = await superuser();
    const leads = await su.collection("leads").getFullList({ filter: su.filter("name = {:n}", { n: name }) });
    expect(leads).toHaveLength(1); // the double click sent one request
    expect(leads[0]).toMatchObject({ mobile: "9876543210", course: "PSTET + CTET Complete Course" });
    await su.collection("leads").delete(leads[0]!.id);
  });

  test("Register Now rejects bad input next to the fields and stores nothing", async ({ page }) => {
    const name = `E2E Bad ${uid()}`;
    await page.goto("/");
    await scrollThrough(page);
    const form = page.getByRole("form", { name: "Register Now" });
    const nameField = form.getByLabel("Your name");
    const mobile = form.getByLabel("Mobile number");
    const submit = form.getByRole("button", { name: "Register Now" });

    await submit.click();
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await expect(nameField).toHaveAccessibleDescription("Please enter your name.");
    await expect(mobile).toHaveAccessibleDescription(/Please enter your mobile number/);

    await nameField.fill(name + "x".repeat(200));
    await mobile.fill("12345");
    await submit.click();
    await expect(nameField).toHaveAccessibleDescription(/at most 200 characters/);
    await expect(mobile).toHaveAccessibleDescription(/10-digit Indian mobile number/);

    await nameField.fill(name);
    await submit.click();
    await expect(nameField).not.toHaveAttribute("aria-invalid");
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await expect(mobile).toHaveValue("12345"); // input kept

    const su = await superuser();
    expect(
      await su.collection("leads").getFullList({ filter: su.filter("name ~ {:n}", { n: name }) }),
    ).toHaveLength(0);
    // The server refuses the same junk from a direct API call.
    await expect(guest().collection("leads").create({ name, mobile: "12345" })).rejects.toMatchObject({
      status: 400,
      response: { data: { mobile: { code: "validation_invalid_format" } } },
    });
  });

  test("the contact form stores a message", async ({ page }) => {
    const name = `E2E Contact ${uid()}`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("E-mail").fill("student@example.com");
    await form.getByLabel("Mobile number").fill("70000 00000");
    await form.getByLabel("Message").fill("When does the next PSTET batch start?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form).toContainText("Thank you! Your message has been sent.");

    const su = await superuser();
    const rec = await su.collection("messages").getFirstListItem(su.filter("name = {:n}", { n: name }));
    expect(rec).toMatchObject({
      email: "student@example.com",
      phone: "7000000000",
      message: "When does the next PSTET batch start?",
      handled: false,
    });
    await su.collection("messages").delete(rec.id);
  });

  test("the contact form rejects bad input next to the fields and stores nothing", async ({ page }) => {
    const name = `E2E Bad Contact ${uid()}`;
    await page.goto("/contact");
    // (A submit in the moment the early-submit keeper hands over to React can be lost on a loaded
    // machine: a known edge case, noted; this test is about the messages.)
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Your name")).toHaveAccessibleDescription("Please enter your name.");
    await expect(form.getByLabel("Your name")).toBeFocused();
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(/Please enter your e-mail/);
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription(/Please write your message/);

    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("E-mail").fill("student@");
    await form.getByLabel("Mobile number").fill("555");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(form.getByLabel("Mobile number")).toHaveAccessibleDescription(
      /10-digit Indian mobile number/,
    );
    await expect(form.getByLabel("Your name")).not.toHaveAttribute("aria-invalid");
    await expect(form.getByLabel("Message")).toHaveValue("Hello");

    const su = await superuser();
    expect(
      await su.collection("messages").getFullList({ filter: su.filter("name = {:n}", { n: name }) }),
    ).toHaveLength(0);
  });
});
