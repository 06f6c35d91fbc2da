// A student on a 360 px phone signs in with a one-time code (read from the admin's Outbox by the
// demo owner in a second browser context), names themself on the first sign-in, edits the profile
// (an HTML display name is refused next to the field), downloads their data and signs out.
import { readFileSync } from "node:fs";
import { STAFF_STATE, uid } from "./support/admin";
import { expect, test, type Page } from "./support/test";

const PHONE = { width: 360, height: 740 };
const SHOTS = process.env.STUDENT_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The sign-in code sent to `email`, read from the Outbox page as the demo owner. */
async function codeFromOutbox(staffPage: Page, email: string): Promise<string> {
  await staffPage.goto("/admin/outbox");
  const row = staffPage
    .getByRole("listitem")
    .filter({ hasText: `To ${email}` })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole("button").click();
  const view = staffPage.getByRole("region", { name: /sign-in code/ });
  await expect(view).toContainText(email);
  const subject =
    (await staffPage.getByRole("heading", { level: 2, name: /sign-in code/ }).textContent()) ?? "";
  if (SHOTS) await staffPage.screenshot({ path: `${SHOTS}/outbox-message-1280.png`, fullPage: true });
  const code = subject.match(/^(\d{6}) is your sign-in code/)?.[1];
  expect(code, subject).toMatch(/^\d{6}$/);
  return code!;
}

test("a student signs in with a code from the outbox, edits the profile, downloads their data, signs out", async ({
  browser,
}) => {
  const email = `student-${uid()}@example.com`;
  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const staff = await browser.newContext({ storageState: STAFF_STATE });
  const page = await context.newPage();
  const staffPage = await staff.newPage();
  try {
    await page.goto("/");
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
    // No SMS provider in the e2e run: the form says phone sign-in is not available.
    await expect(page.getByText(/Sign-in by mobile number \(SMS\) is not available/)).toBeVisible();
    await shot(page, "signin-360");

    // A wrong address is refused next to the field, and the input is kept.
    const address = page.getByLabel("Your e-mail address");
    await address.fill("not-an-address");
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByText("Please enter a valid e-mail address, like name@gmail.com.")).toBeVisible();
    await expect(address).toHaveValue("not-an-address");

    await address.fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();

    const code = await codeFromOutbox(staffPage, email);
    // The owner sees the message as sent (SMTP is configured in the e2e run) with its code.
    await expect(staffPage.getByText(/Sent/).first()).toBeVisible();

    // A wrong code first: a clear message with the tries left.
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("6-digit code").fill(wrong);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByText("That code is not right. 4 tries left before you need a new code."),
    ).toBeVisible();

    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Welcome! Tell us your name" })).toBeFocused();
    await page.getByLabel("Your name").fill("Simran Kaur");
    await page.getByLabel(/The exam you are preparing for/).selectOption("Punjab Police");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole("heading", { name: "My account", exact: true })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveValue("Simran Kaur");
    await expect(page.getByLabel(/The exam you are preparing for/)).toHaveValue("Punjab Police");

    // An HTML display name is refused next to the field; the typed text stays.
    const display = page.getByLabel(/Name on leaderboards/);
    await display.fill("<b>Simran</b>");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Display name cannot contain < or > (no HTML).")).toBeVisible();
    await expect(display).toHaveValue("<b>Simran</b>");

    await display.fill("Simran K.");
    await page.getByLabel(/Show my name on leaderboards/).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/Name on leaderboards/)).toHaveValue("Simran K.");
    await expect(page.getByLabel(/Show my name on leaderboards/)).toBeChecked();
    await shot(page, "me-360");
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, "me-1280");
      await page.setViewportSize(PHONE);
    }

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("my-data.json");
    const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      student: Record<string, unknown>;
      records: Record<string, unknown[]>;
    };
    expect(data.student).toMatchObject({
      email,
      name: "Simran Kaur",
      exam: "Punjab Police",
      displayName: "Simran K.",
      showOnLeaderboard: true,
    });
    expect(data.records).toHaveProperty("quizAttempts");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/me");
    await expect(page.getByText("You are not signed in.")).toBeVisible();

    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/signin");
      await shot(page, "signin-1280");
    }
  } finally {
    await context.close();
    await staff.close();
  }
});
