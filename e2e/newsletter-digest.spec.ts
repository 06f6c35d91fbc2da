// The daily digest as a reader: sign up in the footer, confirm through the link in the captured
// e-mail, receive the digest, unsubscribe with one click (List-Unsubscribe-Post) — and the
// unsubscribe page for a link opened in the browser.
import { expectAccessible } from "./support/axe";
import { rawHeader, linkIn, waitForMail } from "./support/mail";
import { superuser } from "./support/pb";
import { expect, test } from "./support/test";
import { scrollThrough } from "./support/scroll";

test("sign up, confirm from the e-mail, get the digest, unsubscribe in one click", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const base = process.env.E2E_BASE_URL!;
  const email = `digest-${Date.now()}@example.com`;
  const pb = await superuser();
  const settings = await pb.collection("settings").getFirstListItem("");
  await pb.collection("settings").update(settings.id, { digestTime: "00:00" });
  // Today's list starts now: forget an earlier run of today (another spec or a rerun).
  for (const r of await pb.collection("digestRuns").getFullList())
    await pb.collection("digestRuns").delete(r.id);

  await page.goto("/");
  await scrollThrough(page);
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByPlaceholder("Your email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText("check your inbox");

  const [confirmMail] = await waitForMail(email);
  expect(confirmMail.subject).toContain("Confirm");
  await page.goto(linkIn(confirmMail, `${base}/newsletter/confirm?token=`));
  await expect(page.getByRole("status")).toContainText("Subscribed!");
  await expectAccessible(page);
  // The same link again: already used.
  await page.reload();
  await expect(page.getByRole("status")).toContainText("already been used");

  const article = await pb.collection("currentAffairs").create({
    name: `Digest article ${Date.now()}`,
    seoURL: `digest-article-${Date.now()}`,
    active: true,
  });
  const run = await pb.send("/api/digest/run", { method: "POST" });
  expect(run.status).toBe("done");
  const mails = await waitForMail(email, 2);
  const digest = mails[1];
  expect(digest.subject).toContain("Current affairs for");
  expect(digest.html).toContain(`/currentaffairs/${article.seoURL}`);
  expect(rawHeader(digest, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  // The article link in the e-mail opens the article.
  await page.goto(linkIn(digest, `${base}/currentaffairs/${article.seoURL}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Digest article");

  // One click: what a mail client does with List-Unsubscribe-Post.
  const oneClick = rawHeader(digest, "List-Unsubscribe").replace(/^<|>$/g, "");
  const res = await request.post(oneClick, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect((await res.json()).outcome).toBe("unsubscribed");

  // The link in the e-mail's footer, opened later: says so plainly.
  await page.goto(linkIn(digest, `${base}/newsletter/unsubscribe?token=`));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("already unsubscribed");
  await expectAccessible(page);

  // A forged link.
  await page.goto("/newsletter/unsubscribe?token=forged");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("alert")).toContainText("not valid");

  // No more digests for this address.
  await pb
    .collection("currentAffairs")
    .create({ name: "After", seoURL: `after-${Date.now()}`, active: true });
  for (const r of await pb.collection("digestRuns").getFullList())
    await pb.collection("digestRuns").delete(r.id);
  await pb.send("/api/digest/run", { method: "POST" });
  await page.waitForTimeout(1000);
  expect(await waitForMail(email, 3, 1000)).toHaveLength(2);
});
