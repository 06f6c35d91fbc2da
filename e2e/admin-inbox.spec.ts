// The inbox as staff use it: a lead from Register Now and a message from /contact arrive, show up
// in the inbox and in the sidebar's unread count, are marked, exported as CSV (checked byte by
// byte: BOM, Gurmukhi, a formula cell made safe), a subscriber is removed, and the dashboard counts
// them. At 360 px and on a desktop, axe clean, no sideways scroll.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectAccessible } from "./support/axe";
import { STAFF_STATE, uid } from "./support/admin";
import { guest, superuser } from "./support/pb";
import { scrollThrough } from "./support/scroll";

test.use({ storageState: STAFF_STATE });

const FORMULA = '=HYPERLINK("http://evil.example","Click")';

async function unreadTotal(): Promise<number> {
  const su = await superuser();
  const [leads, messages] = await Promise.all([
    su.collection("leads").getList(1, 1, { filter: "status = '' || status = 'new'" }),
    su.collection("messages").getList(1, 1, { filter: "handled = false" }),
  ]);
  return leads.totalItems + messages.totalItems;
}

/** The sidebar's Inbox link says what the server counts (other specs add leads meanwhile: retry). */
async function expectSidebarCount(page: Page) {
  await expect(async () => {
    await page.reload();
    const n = await unreadTotal();
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Inbox/ }),
    ).toHaveAccessibleName(n ? `Inbox ${n} unread` : "Inbox", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function download(page: Page) {
  const wait = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await wait;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("a lead and a message from the public forms are handled and exported from the inbox", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = uid();
  const leadName = `ਹਰਪ੍ਰੀਤ ਕੌਰ <script>alert(1)</script> ${id}`;
  const msgName = `Aman <b>${id}</b>`;

  // Anonymous callers get nothing from the export route.
  const anon = await fetch(`${baseURL}/api/inbox/leads.csv`);
  expect(anon.status).toBe(401);

  // A visitor registers and another writes (as the public pages send them).
  await page.goto("/");
  await scrollThrough(page);
  const lead = page.getByRole("form", { name: "Register Now" });
  await lead.getByLabel("Your name").fill(leadName);
  await lead.getByLabel("Mobile number").fill("+91 98765-00123");
  await lead.getByRole("button", { name: "Register Now" }).click();
  await expect(lead).toContainText("Thank you");
  await page.goto("/contact");
  const contact = page.getByRole("form", { name: "Contact us" });
  await contact.getByLabel("Your name").fill(msgName);
  await contact.getByLabel("E-mail").fill("aman@example.com");
  await contact.getByLabel("Mobile number").fill("70000 00123");
  await contact.getByLabel("Message").fill(`${FORMULA} first line\nsecond line`);
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(contact).toContainText("Thank you! Your message has been sent.");

  // The lead in the inbox, as text, with its unread count in the sidebar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Inbox/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/inbox\/leads$/);
  await expectSidebarCount(page);
  await page.getByLabel("Search by name or mobile").fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  const leadRow = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
  await expect(leadRow).toHaveCount(1);
  await expect(leadRow.getByText(leadName, { exact: true })).toBeVisible();
  await expect(leadRow.getByRole("link", { name: "9876500123" })).toHaveAttribute("href", "tel:9876500123");
  await expect(leadRow.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("inbox-leads-desktop.png"), fullPage: true });

  // Export of the current filter: the exact bytes Excel needs.
  const leadsCsv = await download(page);
  expect(leadsCsv.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...leadsCsv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const leadsText = leadsCsv.bytes.subarray(3).toString("utf8");
  expect(leadsText).toMatch(
    new RegExp(
      `^Received \\(IST\\),Name,Mobile,Course,Status\\r\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},ਹਰਪ੍ਰੀਤ ਕੌਰ <script>alert\\(1\\)</script> ${id},9876500123,[^\\r\\n]*,new\\r\\n$`,
    ),
  );
  expect(leadsCsv.bytes.includes(Buffer.from("ਹਰਪ੍ਰੀਤ ਕੌਰ", "utf8"))).toBe(true);

  // Contacted, from the row.
  await leadRow.getByLabel(`Status of ${leadName}`).selectOption("contacted");
  const su = await superuser();
  await expect
    .poll(
      async () =>
        (await su.collection("leads").getFirstListItem(su.filter("name = {:n}", { n: leadName }))).status,
    )
    .toBe("contacted");
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await expect(leadRow.getByLabel(`Status of ${leadName}`)).toHaveValue("contacted");

  // The message: text with its line break, reply links, marked handled, exported.
  await page
    .getByRole("navigation", { name: "Inbox lists" })
    .getByRole("link", { name: /^Messages/ })
    .click();
  await page.getByLabel("Search by name, e-mail or phone").fill(id);
  const msgRow = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(msgRow).toHaveCount(1);
  await expect(msgRow.getByText(msgName, { exact: true }).first()).toBeVisible();
  expect(await msgRow.getByText(/first line/).textContent()).toBe(`${FORMULA} first line\nsecond line`);
  await expect(msgRow.getByRole("link", { name: /Reply by e-mail/ })).toHaveAttribute(
    "href",
    /^mailto:aman@example\.com\?subject=Re%3A%20your%20message%20to%20/,
  );
  await expect(msgRow.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/917000000123\?text=/,
  );
  const msgCsv = await download(page);
  const msgText = msgCsv.bytes.toString("utf8");
  expect(msgText.startsWith("\uFEFFReceived (IST),Name,E-mail,Phone,Message,Handled\r\n")).toBe(true);
  expect(msgText).toContain(
    `,Aman <b>${id}</b>,aman@example.com,7000000123,"'=HYPERLINK(""http://evil.example"",""Click"") first line\nsecond line",no\r\n`,
  );
  await msgRow.getByRole("button", { name: /Mark handled/ }).click();
  await expect(msgRow.getByText("Handled", { exact: true })).toBeVisible();
  await expect(msgRow.getByRole("button", { name: /Mark unhandled/ })).toBeVisible();
  await expectSidebarCount(page);

  // 360 px: the same list, no sideways scroll, axe clean.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(msgRow.getByText(msgName, { exact: true }).first()).toBeVisible();
  await noSidewaysScroll(page, 360);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("inbox-messages-360.png"), fullPage: true });

  // A subscriber removed after confirmation.
  const email = `e2e-${id}@example.com`;
  await su.collection("subscribers").create({ email });
  await page
    .getByRole("navigation", { name: "Inbox lists" })
    .getByRole("link", { name: "Subscribers" })
    .click();
  await page.getByLabel("Search by e-mail").fill(id);
  await page.getByRole("button", { name: `Remove ${email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("No subscribers match.")).toBeVisible();
  expect(
    (await su.collection("subscribers").getList(1, 1, { filter: su.filter("email = {:e}", { e: email }) }))
      .totalItems,
  ).toBe(0);
  await noSidewaysScroll(page, 360);

  // The dashboard counts what is waiting, linking to the inbox.
  await page.goto("/admin");
  await expect(async () => {
    await page.reload();
    const n = (await su.collection("leads").getList(1, 1, { filter: "status = '' || status = 'new'" }))
      .totalItems;
    await expect(
      page
        .getByRole("region", { name: "Inbox" })
        .getByRole("link", { name: new RegExp(`^${n} new leads?$`) }),
    ).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await noSidewaysScroll(page, 360);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("dashboard-360.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("dashboard-desktop.png"), fullPage: true });

  // A guest can neither read nor change any of it.
  const g = guest();
  expect((await g.collection("leads").getList(1, 1)).totalItems).toBe(0);
  const rec = await su.collection("messages").getFirstListItem(su.filter("name = {:n}", { n: msgName }));
  await expect(g.collection("messages").update(rec.id, { handled: false })).rejects.toMatchObject({
    status: 404,
  });
  const leadRec = await su.collection("leads").getFirstListItem(su.filter("name = {:n}", { n: leadName }));
  await su.collection("messages").delete(rec.id);
  await su.collection("leads").delete(leadRec.id);
});
