// The double opt-in newsletter and the daily digest against a real PocketBase whose SMTP settings
// point at a real local SMTP server (tests/support/mail-sink.mjs): sign-up → confirmation e-mail →
// confirm → digest → one-click unsubscribe; forged, reused and expired tokens; a header-injection
// address; the SMTP server down mid-run (logged, retried next run, nobody gets it twice); nothing
// new → nothing sent; e-mail off.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ParsedMail } from "mailparser";
import { startMailSink, type MailSink } from "../support/mail-sink.mjs";
import { startTestServer, status, type TestServer } from "./support/server";

const SITE = "http://site.test";
let sink: MailSink;
let s: TestServer;
let settingsId = "";

beforeAll(async () => {
  sink = await startMailSink();
  s = await startTestServer({
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      MAIL_FROM: "Test Institute <news@example.com>",
      SITE_URL: SITE,
      // The tests run the job themselves; a cron run in between would change "today".
      DIGEST_CRON: "off",
    },
  });
  const settings = await s.admin
    .collection("settings")
    .create({ instituteName: "Test Institute", digestTime: "00:00" });
  settingsId = settings.id;
}, 60_000);
afterAll(async () => {
  await s?.stop();
  await sink?.stop();
});

function post(path: string, body: unknown, init: RequestInit = {}) {
  return fetch(`${s.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    ...init,
  });
}

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const all = await sink.messages();
  return all.filter((m) => (m.to && !Array.isArray(m.to) ? m.to.text : "").includes(address));
}

/** A header as sent (mailparser turns List-* headers into objects). */
function header(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}

function tokenFrom(mail: ParsedMail, path: string): string {
  const m = String(mail.text).match(new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9]+)`));
  if (!m) throw new Error(`no ${path} link in: ${mail.text}`);
  return m[1];
}

/**
 * Signs `email` up and waits for its confirmation e-mail: the server answers first and sends the
 * e-mail after the answer (issue 25, hole 8), so the answer alone does not mean it has gone.
 */
async function subscribeAndWait(email: string): Promise<Response> {
  const before = (await mailsTo(email)).length;
  const res = await post("/api/newsletter/subscribe", { email });
  const until = Date.now() + 20_000;
  while ((await mailsTo(email)).length <= before && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return res;
}

async function subscribeAndConfirm(email: string) {
  expect((await subscribeAndWait(email)).status).toBe(200);
  const [mail] = await mailsTo(email);
  const res = await post("/api/newsletter/confirm", { token: tokenFrom(mail, "/newsletter/confirm") });
  expect(res.status).toBe(200);
}

async function runDigest() {
  return s.admin.send<{ status: string; sent: number; error?: string }>("/api/digest/run", {
    method: "POST",
  });
}

async function subscriber(email: string) {
  return s.admin.collection("subscribers").getFirstListItem(s.admin.filter("email = {:e}", { e: email }));
}

/** The settings' version header a staff save must send (issue 25, hole 8). */
async function version(id: string) {
  return { headers: { "X-Settings-Updated": (await s.admin.collection("settings").getOne(id)).updated } };
}

describe("sign-up and confirmation", () => {
  it("sends a confirmation e-mail with an unsubscribe link and the List-Unsubscribe headers", async () => {
    const res = await subscribeAndWait("Asha@Example.com");
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/check your inbox/i);
    const [mail] = await mailsTo("asha@example.com");
    expect(mail.subject).toMatch(/Confirm/);
    expect(mail.from?.text).toContain("news@example.com");
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail, "List-Unsubscribe")).toMatch(
      new RegExp(`^<${SITE}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9]{40}>$`),
    );
    const rec = await subscriber("asha@example.com");
    expect(rec.status).toBe("pending");
    expect(rec.confirmHash).toMatch(/^[0-9a-f]{64}$/); // stored hashed
    // Hidden fields never leave the server for staff (superusers see them).
    const seen = await s.staff.collection("subscribers").getOne(rec.id);
    expect(seen).not.toHaveProperty("confirmHash");
    expect(seen).not.toHaveProperty("unsubToken");
  });

  it("confirms once; the same link again says it was used; a forged token is refused", async () => {
    const [mail] = await mailsTo("asha@example.com");
    const token = tokenFrom(mail, "/newsletter/confirm");
    const ok = await post("/api/newsletter/confirm", { token });
    expect(ok.status).toBe(200);
    expect((await ok.json()).outcome).toBe("confirmed");
    expect((await subscriber("asha@example.com")).status).toBe("confirmed");

    const again = await post("/api/newsletter/confirm", { token });
    expect(again.status).toBe(409);
    expect((await again.json()).outcome).toBe("already");

    for (const forged of [token.slice(0, -1) + (token.endsWith("a") ? "b" : "a"), "x", "../../etc", 42, ""]) {
      const r = await post("/api/newsletter/confirm", { token: forged });
      expect(r.status).toBe(400);
      expect((await r.json()).outcome).toBe("invalid");
    }
  });

  it("an expired link says so; the address can sign up again", async () => {
    await subscribeAndWait("late@example.com");
    const [mail] = await mailsTo("late@example.com");
    const rec = await subscriber("late@example.com");
    await s.admin.collection("subscribers").update(rec.id, { confirmExpires: "2020-01-01 00:00:00.000Z" });
    const r = await post("/api/newsletter/confirm", { token: tokenFrom(mail, "/newsletter/confirm") });
    expect(r.status).toBe(410);
    expect((await r.json()).outcome).toBe("expired");
  });

  it("unconfirmed addresses are deleted once their link has expired (hourly cleanup)", async () => {
    const late = await subscriber("late@example.com"); // expired in the test above
    await subscribeAndWait("fresh@example.com");
    const r = await s.admin.send<{ deleted: number }>("/api/newsletter/cleanup", { method: "POST" });
    expect(r.deleted).toBe(1);
    expect(await status(s.admin.collection("subscribers").getOne(late.id))).toBe(404);
    expect((await subscriber("fresh@example.com")).status).toBe("pending");
    expect((await subscriber("asha@example.com")).status).toBe("confirmed");
    expect(await status(s.staff.send("/api/newsletter/cleanup", { method: "POST" }))).toBe(403);
  });

  it("answers alike for a confirmed address (reveals nothing) and sends it nothing", async () => {
    const before = sink.count();
    const res = await post("/api/newsletter/subscribe", { email: "asha@example.com" });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/check your inbox/i);
    // The work after the answer is done by the time a later sign-up's e-mail has arrived: only
    // that one was sent.
    await subscribeAndWait("later@example.com");
    expect(sink.count()).toBe(before + 1);
  });

  it("refuses an address with a line break and an extra header; no e-mail leaves", async () => {
    const before = sink.count();
    for (const email of [
      "a@b.com\r\nBcc: x@y.com",
      "a@b.com\nBcc: x@y.com",
      "a@b.com\r\n",
      "not-an-email",
      7,
    ]) {
      const r = await post("/api/newsletter/subscribe", { email });
      expect(r.status).toBe(400);
      const body = await r.json();
      expect(body.data.email.message).toMatch(/valid e-mail/);
    }
    expect(sink.count()).toBe(before);
    const list = await s.admin.collection("subscribers").getFullList();
    expect(list.some((r) => /y\.com|a@b\.com/.test(r.email))).toBe(false);
  });
});

describe("the daily digest", () => {
  it("nothing new → nothing sent", async () => {
    // A day whose list is empty: make the run record for today with nothing new in it.
    const before = sink.count();
    const r = await runDigest();
    expect(r.status).toBe("nothing");
    expect(sink.count()).toBe(before);
    // Today's list is fixed now; start today over for the next tests.
    const runs = await s.admin.collection("digestRuns").getFullList();
    expect(runs).toHaveLength(1);
    expect(runs[0].status).toBe("nothing");
    await resetToday();
  });

  it("sends one digest to each confirmed subscriber, with the day's article and quiz, once a day", async () => {
    await subscribeAndConfirm("ravi@example.com");
    await subscribeAndWait("pending@example.com"); // never confirmed
    const article = await s.staff
      .collection("currentAffairs")
      .create({ name: "Punjab budget <2026>", seoURL: "punjab-budget-2026", active: true });
    await s.staff.collection("quizs").create({ name: "Budget quiz", active: true, questions: [] });
    await s.staff.collection("currentAffairs").create({ name: "Draft", seoURL: "draft-x", active: false });
    await s.staff.collection("currentAffairs").create({
      name: "Tomorrow's",
      seoURL: "tomorrow-x",
      active: true,
      publishAt: new Date(Date.now() + 86400000).toISOString(),
    });
    sink.clear();

    const r = await runDigest();
    expect(r).toMatchObject({ status: "done", sent: 2 });
    const asha = await mailsTo("asha@example.com");
    const ravi = await mailsTo("ravi@example.com");
    expect(asha).toHaveLength(1);
    expect(ravi).toHaveLength(1);
    expect(await mailsTo("pending@example.com")).toHaveLength(0);
    const d = ravi[0];
    expect(d.html).toContain(`${SITE}/currentaffairs/${article.seoURL}`);
    expect(d.html).toContain("Punjab budget &lt;2026&gt;");
    expect(d.text).toContain("Budget quiz");
    expect(d.text).not.toContain("Draft");
    expect(d.text).not.toContain("Tomorrow");
    expect(header(d, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // The job runs again (cron, a second server, a retry): nobody gets it twice.
    expect(await runDigest()).toMatchObject({ status: "done", sent: 0 });
    expect(await mailsTo("ravi@example.com")).toHaveLength(1);
  });

  it("SMTP down mid-run: logged, retried next run, nothing sent twice", async () => {
    await resetToday();
    await s.staff
      .collection("currentAffairs")
      .create({ name: "Second day", seoURL: "second-day", active: true });
    sink.clear();
    // The server refuses ravi: the run stops there, after asha (ids sort asha first or second).
    sink.rejectRecipients.add("ravi@example.com");
    const failed = await runDigest();
    expect(failed.status).toBe("failed");
    expect(failed.error).toBeTruthy();
    const run = (await s.admin.collection("digestRuns").getFullList())[0];
    expect(run.status).toBe("failed");
    expect(run.error).not.toBe("");

    // Now the whole server is down.
    const port = sink.port;
    await sink.stop();
    expect((await runDigest()).status).toBe("failed");
    sink = await startMailSink({ port });

    const retried = await runDigest();
    expect(retried.status).toBe("done");
    expect(await mailsTo("ravi@example.com")).toHaveLength(1);
    const ashaTotal = (await mailsTo("asha@example.com")).length + failed.sent;
    expect(ashaTotal).toBeLessThanOrEqual(2);
    // Each got exactly one digest for the day across the three runs.
    expect(failed.sent + retried.sent).toBe(2);

    const logs = await waitForLog("sending failed");
    expect(logs).toBeGreaterThan(0);
  });

  it("one-click unsubscribe (List-Unsubscribe-Post) works; the reused link says so; no more digests", async () => {
    const [last] = (await mailsTo("ravi@example.com")).slice(-1);
    const url = header(last, "List-Unsubscribe").replace(/^<|>$/g, "").replace(SITE, s.url);
    const r = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(r.status).toBe(200);
    expect((await r.json()).outcome).toBe("unsubscribed");
    expect((await subscriber("ravi@example.com")).status).toBe("unsubscribed");
    const again = await fetch(url, { method: "POST" });
    expect((await again.json()).outcome).toBe("already");
    const forged = await post("/api/newsletter/unsubscribe", { token: "A".repeat(40) });
    expect(forged.status).toBe(400);

    await resetToday();
    await s.staff.collection("currentAffairs").create({ name: "Third", seoURL: "third-x", active: true });
    sink.clear();
    expect(await runDigest()).toMatchObject({ status: "done", sent: 1 });
    expect(await mailsTo("ravi@example.com")).toHaveLength(0);

    // Re-subscribing after unsubscribing needs a new confirmation; the answer is the same.
    const res = await subscribeAndWait("ravi@example.com");
    expect(res.status).toBe(200);
    expect((await subscriber("ravi@example.com")).status).toBe("pending");
    expect(await mailsTo("ravi@example.com")).toHaveLength(1);
  });

  it("waits for the digest time set in the settings", async () => {
    await resetToday();
    await s.staff
      .collection("settings")
      .update(settingsId, { digestTime: "23:59" }, await version(settingsId));
    const r = await runDigest();
    // Between 23:59 and midnight IST the time has come; any other time it has not.
    expect(["not-due", "done", "nothing"]).toContain(r.status);
    if (r.status === "not-due") expect(r.sent).toBe(0);
    await s.staff
      .collection("settings")
      .update(settingsId, { digestTime: "00:00" }, await version(settingsId));
    expect(
      await status(
        s.staff.collection("settings").update(settingsId, { digestTime: "25:00" }, await version(settingsId)),
      ),
    ).toBe(400);
  });
});

describe("access", () => {
  it("the status endpoint is staff-only and reports e-mail on, counts and the last run", async () => {
    expect(await status(s.guest().send("/api/newsletter/status", {}))).toBe(401);
    await runDigest();
    const st = await s.staff.send("/api/newsletter/status", {});
    expect(st).toMatchObject({ emailOn: true, digestTime: "00:00", smtpHost: "127.0.0.1" });
    expect(st.confirmed).toBeGreaterThanOrEqual(1);
    expect(st.lastRun).toHaveProperty("day");
  });

  it("only superusers run the digest by hand; guests cannot read subscribers or runs", async () => {
    expect(await status(s.staff.send("/api/digest/run", { method: "POST" }))).toBe(403);
    expect(await status(s.guest().send("/api/digest/run", { method: "POST" }))).toBe(401);
    expect((await s.guest().collection("subscribers").getList()).items).toHaveLength(0);
    expect(await status(s.guest().collection("digestRuns").getList())).toBe(200);
    expect((await s.guest().collection("digestRuns").getList()).items).toHaveLength(0);
    expect(await status(s.staff.collection("digestRuns").create({ day: "2026-01-01" }))).toBe(403);
  });
});

/** Forget today's run and who got it, as if a new day had begun. */
async function resetToday() {
  for (const r of await s.admin.collection("digestRuns").getFullList()) {
    await s.admin.collection("digestRuns").delete(r.id);
  }
  for (const r of await s.admin.collection("subscribers").getFullList()) {
    if (r.lastDigestDay) await s.admin.collection("subscribers").update(r.id, { lastDigestDay: "" });
  }
}

async function waitForLog(text: string): Promise<number> {
  for (let i = 0; i < 40; i++) {
    const logs = await s.admin.logs.getList(1, 50, { filter: s.admin.filter("message ~ {:t}", { t: text }) });
    if (logs.totalItems > 0) return logs.totalItems;
    await new Promise((r) => setTimeout(r, 250));
  }
  return 0;
}

describe("without SMTP settings", () => {
  it("sign-up works through the outbox (not sent: e-mail is off), the link confirms, the admin sees e-mail off", async () => {
    const off = await startTestServer({ env: { DIGEST_CRON: "off", SITE_URL: SITE } });
    try {
      const r = await fetch(`${off.url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "x@example.com" }),
      });
      expect(r.status).toBe(200);
      expect((await r.json()).message).toMatch(/check your inbox/);
      // The sign-up's work happens after the answer (constant-time answer): wait for it.
      const stored = await vi.waitFor(
        async () => {
          const list = await off.admin.collection("outbox").getFullList({ filter: "to ~ 'x@example.com'" });
          expect(list).toHaveLength(1);
          return list;
        },
        { timeout: 15_000, interval: 100 },
      );
      const [sub] = await off.admin.collection("subscribers").getFullList();
      expect(sub).toMatchObject({ email: "x@example.com", status: "pending" });
      expect(stored[0]).toMatchObject({ status: "stored", channel: "email" });
      expect(stored[0]!["subject"]).toMatch(/^Confirm your daily current affairs e-mail/);
      const token = String(stored[0]!["text"]).match(/\/newsletter\/confirm\?token=([A-Za-z0-9]+)/)?.[1];
      expect(token).toHaveLength(40);
      const c = await fetch(`${off.url}/api/newsletter/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token }),
      });
      expect(await c.json()).toMatchObject({ outcome: "confirmed" });
      expect(await off.staff.send("/api/newsletter/status", {})).toMatchObject({
        emailOn: false,
        digestTime: "07:00",
        confirmed: 1,
      });
      expect((await fetch(`${off.url}/api/health`)).status).toBe(200);
    } finally {
      await off.stop();
    }
  }, 60_000);
});
