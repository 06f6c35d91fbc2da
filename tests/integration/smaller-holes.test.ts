// Issue 25, hole 8: the smaller holes, each refused or fixed on a real PocketBase.
// - newsletter sign-up answers before any address-dependent work (no timing tells whether an
//   address is confirmed) and sends the e-mail after the answer;
// - a quiz `date` PocketBase cannot read is a 400, not an empty date;
// - a multipart body's @jsonPayload gets the same checks as a JSON body (article date, course
//   price, quiz publishAt);
// - the About text is stored sanitised; an institute name with CR/LF and an http:// map link are
//   refused; a staff save of the settings without X-Settings-Updated is refused (428).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { startTestServer, type TestServer } from "./support/server";

const SMTP_DELAY_MS = 4000;
let s: TestServer;
let smtp: SMTPServer;
/** When the (slow) mail server accepted each message, by recipient. */
const accepted: { to: string; at: number }[] = [];
let settingsId = "";

beforeAll(async () => {
  // A mail server that takes SMTP_DELAY_MS to accept each message, like a slow real one.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, cb) {
      stream.on("data", () => undefined);
      stream.on("end", () =>
        setTimeout(() => {
          for (const r of session.envelope.rcptTo) accepted.push({ to: r.address, at: performance.now() });
          cb();
        }, SMTP_DELAY_MS),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  s = await startTestServer({
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(port),
      MAIL_FROM: "Test Institute <news@example.com>",
      DIGEST_CRON: "off",
    },
  });
  settingsId = (await s.admin.collection("settings").create({ instituteName: "Test Institute" })).id;
}, 60_000);
afterAll(async () => {
  await s?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

async function waitFor(check: () => boolean, ms = 30_000) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return check();
}

/** Field errors of a refused request. */
async function refusal(res: Response) {
  const body = (await res.json()) as { message: string; data: Record<string, { message: string }> };
  return { status: res.status, ...body };
}

function staffFetch(path: string, init: RequestInit) {
  return fetch(`${s.url}${path}`, {
    ...init,
    headers: { Authorization: s.staff.authStore.token, ...(init.headers ?? {}) },
  });
}

/** A multipart body whose fields are in an @jsonPayload part, as the SDK sends one with files. */
function multipart(fields: Record<string, unknown>) {
  const form = new FormData();
  form.append("@jsonPayload", JSON.stringify(fields));
  return form;
}

describe("newsletter sign-up timing", () => {
  it("answers a new address before the mail server has the e-mail, and a confirmed one the same way", async () => {
    const email = `new-${Date.now()}@example.com`;
    const t0 = performance.now();
    const res = await fetch(`${s.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    const body = (await res.json()) as { message: string };
    const answeredAt = performance.now();
    expect(res.status).toBe(200);
    expect(body.message).toMatch(/check your inbox/i);
    // The answer came before the mail server accepted the message (it takes SMTP_DELAY_MS).
    expect(accepted.some((a) => a.to === email)).toBe(false);
    expect(answeredAt - t0).toBeLessThan(SMTP_DELAY_MS);
    // … and the e-mail is still sent, after the answer.
    expect(await waitFor(() => accepted.some((a) => a.to === email))).toBe(true);
    expect(accepted.find((a) => a.to === email)!.at).toBeGreaterThan(answeredAt);

    // Confirmed: the same answer, and nothing is sent.
    const rec = await s.admin
      .collection("subscribers")
      .getFirstListItem(s.admin.filter("email = {:e}", { e: email }));
    await s.admin.collection("subscribers").update(rec.id, { status: "confirmed" });
    const again = await fetch(`${s.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toBe(body.message);
    expect(again.headers.get("content-length")).toBe(res.headers.get("content-length"));
  }, 60_000);
});

describe("quiz dates", () => {
  it("refuses a date PocketBase cannot read, as JSON and as multipart, and keeps a real one", async () => {
    for (const date of ["not-a-date", "2026-02-30"]) {
      const json = await staffFetch("/api/collections/quizs/records", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Quiz ${date}`, active: false, questions: [], date }),
      });
      const r = await refusal(json);
      expect(r.status, date).toBe(400);
      expect(r.data["date"]?.message, date).toBe("Enter a valid date (YYYY-MM-DD).");
      const form = await staffFetch("/api/collections/quizs/records", {
        method: "POST",
        body: multipart({ name: `Quiz ${date}`, active: false, questions: [], date }),
      });
      expect(form.status, `${date} multipart`).toBe(400);
    }
    const ok = await s.staff
      .collection("quizs")
      .create({ name: "Quiz on a real day", active: false, questions: [], date: "2026-02-28" });
    expect(ok["date"]).toMatch(/^2026-02-28/);
  });
});

describe("multipart bodies with @jsonPayload", () => {
  it("get the same checks as JSON: article date, course price, quiz publishAt", async () => {
    const article = await refusal(
      await staffFetch("/api/collections/currentAffairs/records", {
        method: "POST",
        body: multipart({
          name: "Multipart article",
          seoURL: "multipart-article",
          active: false,
          date: "not-a-date",
        }),
      }),
    );
    expect(article.status).toBe(400);
    expect(article.data["date"]?.message).toBe("Enter a valid date (YYYY-MM-DD).");

    const course = await refusal(
      await staffFetch("/api/collections/courses/records", {
        method: "POST",
        body: multipart({ name: "Multipart course", price: "abc", active: false }),
      }),
    );
    expect(course.status).toBe(400);
    expect(course.data["price"]?.message).toMatch(/^Price must be a whole number/);

    const quiz = await staffFetch("/api/collections/quizs/records", {
      method: "POST",
      body: multipart({ name: "Multipart quiz", active: false, questions: [], publishAt: "garbage" }),
    });
    expect(quiz.status).toBe(400);
    expect(Object.keys((await refusal(quiz)).data)).toContain("publishAt");

    // Nothing of the above was stored; a valid multipart save still works.
    const names = (await s.staff.collection("courses").getFullList()).map((c) => c.name);
    expect(names).not.toContain("Multipart course");
    const good = await staffFetch("/api/collections/courses/records", {
      method: "POST",
      body: multipart({ name: "Multipart course ok", price: 1200, active: false }),
    });
    expect(good.status).toBe(200);
  });
});

describe("the settings record", () => {
  const version = async () => ({
    headers: { "X-Settings-Updated": (await s.admin.collection("settings").getOne(settingsId)).updated },
  });

  it("stores the About text sanitised, whatever gets past the request check", async () => {
    const payloads = [
      `<img/onerror=alert(1) src=x>`,
      `<img src="x" alt="a"onerror="alert(2)">`,
      `<a href="jav&#x61;script:alert(3)">three</a>`,
      `<a href="javascript&colon;alert(4)">four</a>`,
      `<p title="x"onclick="alert(5)">five</p>`,
    ];
    const rec = await s.staff
      .collection("settings")
      .update(
        settingsId,
        { about: `<h2>About us</h2><p>We teach.</p>${payloads.join("")}` },
        await version(),
      );
    const about = String(rec["about"]);
    expect(about).toContain("<h2>About us</h2><p>We teach.</p>");
    expect(about).not.toMatch(/onerror|onclick|javascript|&#x61;|&colon;|alert\(/i);
  });

  it("refuses an institute name with a line break, from staff and from a superuser", async () => {
    for (const name of ["Academy\r\nBcc: x@y.com", "Academy\nNews", "Academy\rX"]) {
      const r = await staffFetch(`/api/collections/settings/records/${settingsId}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", ...(await version()).headers },
        body: JSON.stringify({ instituteName: name }),
      });
      const body = await refusal(r);
      expect(body.status, JSON.stringify(name)).toBe(400);
      expect(body.data["instituteName"]?.message).toBe(
        "Institute name must be on one line (no line breaks or tabs).",
      );
    }
    await expect(
      s.admin.collection("settings").update(settingsId, { instituteName: "A\r\nB" }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await s.admin.collection("settings").getOne(settingsId))["instituteName"]).toBe("Test Institute");
  });

  it("refuses an http:// map link and takes an https:// one", async () => {
    await expect(
      s.staff.collection("settings").update(settingsId, { mapUrl: "http://maps.example/x" }, await version()),
    ).rejects.toMatchObject({ status: 400 });
    const ok = await s.staff
      .collection("settings")
      .update(settingsId, { mapUrl: "https://maps.example/x" }, await version());
    expect(ok["mapUrl"]).toBe("https://maps.example/x");
  });

  it("refuses a staff save without X-Settings-Updated, so it cannot overwrite a newer save", async () => {
    const before = await s.admin.collection("settings").getOne(settingsId);
    const r = await staffFetch(`/api/collections/settings/records/${settingsId}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: "+91 98888 00000" }),
    });
    const body = await refusal(r);
    expect(body.status).toBe(428);
    expect(body.message).toMatch(/^Reload the Settings page and save again/);
    const after = await s.admin.collection("settings").getOne(settingsId);
    expect(after["phone"]).toBe(before["phone"]);
    expect(after.updated).toBe(before.updated);
    // With the version it saves; with an old version it is refused (409), as before.
    const saved = await s.staff
      .collection("settings")
      .update(settingsId, { phone: "+91 98888 00000" }, await version());
    expect(saved["phone"]).toBe("+91 98888 00000");
    const stale = await staffFetch(`/api/collections/settings/records/${settingsId}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "X-Settings-Updated": before.updated },
      body: JSON.stringify({ phone: "+91 97777 00000" }),
    });
    expect(stale.status).toBe(409);
  });
});
