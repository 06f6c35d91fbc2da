// Students against a real PocketBase: a sign-in code asked for by e-mail (stored in the outbox:
// no SMTP) or by phone (sent to a fake SMS provider on loopback), signed in with the SDK's
// authWithOTP; wrong, expired and reused codes; the per-address and per-IP limits; profile texts;
// the data download (self only, every collection related to students); deleting the account,
// also while an attempt is being saved. A second server with SMTP (a local sink) sends the code.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClientResponseError, type RecordModel } from "pocketbase";
import { startMailSink, type MailSink } from "../support/mail-sink.mjs";
import { client, startTestServer, type TestServer } from "./support/server";

interface SmsRequest {
  auth: string;
  body: { to: string; from: string; message: string };
}

let s: TestServer;
let sms: Server;
let smsUrl = "";
const smsRequests: SmsRequest[] = [];
let smsStatus = 200;
let quizId = "";

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => resolve(data));
  });
}

beforeAll(async () => {
  // The fake SMS provider: keeps what it is sent and answers smsStatus.
  sms = createServer((req, res) => {
    void readBody(req).then((raw) => {
      smsRequests.push({ auth: String(req.headers.authorization ?? ""), body: JSON.parse(raw) });
      res.writeHead(smsStatus, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ ok: smsStatus === 200 }));
    });
  });
  await new Promise<void>((r) => sms.listen(0, "127.0.0.1", () => r()));
  smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/send`;
  s = await startTestServer({
    env: { SMS_PROVIDER_URL: smsUrl, SMS_API_KEY: "test-key-123", SMS_SENDER: "PSACAD" },
  });
  quizId = (
    await s.staff.collection("quizs").create({
      name: "Daily quiz",
      active: true,
      questions: [
        { text: "2 + 2?", options: ["3", "4"], answer: "4", order: 1 },
        { text: "3 + 3?", options: ["6", "7"], answer: "6", order: 2 },
      ],
    })
  ).id;
}, 60_000);
afterAll(async () => {
  await s?.stop();
  await new Promise((r) => sms?.close(r));
});

async function requestCode(url: string, body: Record<string, unknown>) {
  const r = await fetch(`${url}/api/students/request-code`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> & { message: string } };
}

/** The code in the newest outbox message to `to`. */
async function codeFromOutbox(srv: TestServer, to: string): Promise<string> {
  const list = await srv.admin
    .collection("outbox")
    .getList(1, 1, { filter: srv.admin.filter("to = {:to}", { to }), sort: "-created,-id" });
  const text = String(list.items[0]?.["text"] ?? "");
  const m = text.match(/\b(\d{6})\b/);
  if (!m) throw new Error(`no code in the outbox for ${to}: ${text}`);
  return m[1]!;
}

async function signIn(email: string, extra: Record<string, unknown> = {}) {
  const r = await requestCode(s.url, { email, ...extra });
  expect(r.status).toBe(200);
  const code = await codeFromOutbox(s, email);
  const pb = client(s.url);
  await pb.collection("students").authWithOTP(String(r.body["otpId"]), code);
  return pb;
}

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    return { status: err.status, message: err.message, body: err.response as Record<string, unknown> };
  }
  throw new Error("expected the request to fail");
}

describe("asking for a code and signing in", () => {
  it("makes the student, stores the code in the outbox (e-mail off) and signs in once with it", async () => {
    const r = await requestCode(s.url, { email: "Asha@Example.com", name: "Asha Rani", exam: "PCS" });
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(/6-digit code is on its way/);
    const [student] = await s.admin
      .collection("students")
      .getFullList({ filter: "email = 'asha@example.com'" });
    expect(student).toMatchObject({ name: "Asha Rani", exam: "PCS", verified: false });

    const [mail] = await s.admin.collection("outbox").getFullList({ filter: "to = 'asha@example.com'" });
    expect(mail).toMatchObject({ status: "stored", channel: "email" });
    expect(mail!["subject"]).toMatch(/^\d{6} is your sign-in code/);
    const code = await codeFromOutbox(s, "asha@example.com");

    const pb = client(s.url);
    const auth = await pb.collection("students").authWithOTP(String(r.body["otpId"]), code);
    expect(auth.record).toMatchObject({ email: "asha@example.com", name: "Asha Rani", verified: true });

    // The same code again: used up.
    const again = await failure(
      client(s.url).collection("students").authWithOTP(String(r.body["otpId"]), code),
    );
    expect(again.status).toBe(400);
    expect(again.message).toBe("This code has expired or was already used. Ask for a new code.");
  });

  it("answers the same for a known and an unknown address (no enumeration), and keeps a known name", async () => {
    const known = await requestCode(s.url, { email: "asha@example.com", name: "Someone Else" });
    const unknown = await requestCode(s.url, { email: "nobody-yet@example.com" });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(known.body.message).toBe(unknown.body.message);
    const [asha] = await s.admin.collection("students").getFullList({ filter: "email = 'asha@example.com'" });
    expect(asha!["name"]).toBe("Asha Rani");
  });

  it("refuses a code after 5 wrong entries, with the tries left before that", async () => {
    const r = await requestCode(s.url, { email: "wrong@example.com" });
    const code = await codeFromOutbox(s, "wrong@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const pb = client(s.url);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (await failure(pb.collection("students").authWithOTP(String(r.body["otpId"]), wrong))).message,
      );
    }
    expect(messages.slice(0, 4)).toEqual([
      "That code is not right. 4 tries left before you need a new code.",
      "That code is not right. 3 tries left before you need a new code.",
      "That code is not right. 2 tries left before you need a new code.",
      "That code is not right. 1 try left before you need a new code.",
    ]);
    expect(messages[4]).toBe("This code was entered wrong 5 times and no longer works. Ask for a new code.");
    // The right code no longer works either.
    const after = await failure(pb.collection("students").authWithOTP(String(r.body["otpId"]), code));
    expect(after.message).toMatch(/expired or was already used|entered wrong 5 times/);
    expect(pb.authStore.isValid).toBe(false);
  });

  it("counts wrong codes sent through any spelling of the collection (its name in capitals, its id)", async () => {
    const r = await requestCode(s.url, { email: "spelling@example.com" });
    const code = await codeFromOutbox(s, "spelling@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const col = await s.admin.collections.getOne("students");
    const answers: string[] = [];
    for (const path of ["STUDENTS", col.id, "Students", col.id, "STUDENTS"]) {
      const res = await fetch(`${s.url}/api/collections/${path}/auth-with-otp`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ otpId: r.body["otpId"], password: wrong }),
      });
      answers.push(((await res.json()) as { message: string }).message);
    }
    expect(answers[0]).toBe("That code is not right. 4 tries left before you need a new code.");
    expect(answers[4]).toBe("This code was entered wrong 5 times and no longer works. Ask for a new code.");
  });

  it("refuses an expired code", async () => {
    const col = await s.admin.collections.getOne("students");
    await s.admin.collections.update("students", { otp: { ...col["otp"], duration: 10 } });
    try {
      const r = await requestCode(s.url, { email: "late@example.com" });
      const code = await codeFromOutbox(s, "late@example.com");
      await new Promise((done) => setTimeout(done, 11_000));
      const late = await failure(
        client(s.url).collection("students").authWithOTP(String(r.body["otpId"]), code),
      );
      expect(late).toMatchObject({
        status: 400,
        message: "This code has expired or was already used. Ask for a new code.",
      });
    } finally {
      await s.admin.collections.update("students", { otp: { ...col["otp"], duration: 600 } });
    }
  }, 30_000);

  it("refuses what is not an address or a mobile number, with the field named", async () => {
    const bad = await requestCode(s.url, { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.body["data"]).toMatchObject({ email: { message: expect.stringMatching(/valid e-mail/) } });
    const phone = await requestCode(s.url, { phone: "12345" });
    expect(phone.status).toBe(400);
    expect(phone.body["data"]).toMatchObject({ phone: { message: expect.stringMatching(/10-digit/) } });
    const html = await requestCode(s.url, { email: "ok@example.com", name: "<b>x</b>" });
    expect(html.status).toBe(400);
    expect(html.body["data"]).toMatchObject({ name: { message: expect.stringMatching(/no HTML/) } });
  });
});

describe("codes by SMS", () => {
  it("sends the code to the provider, signs in with it, and verifies the phone", async () => {
    smsRequests.length = 0;
    const options = await (await fetch(`${s.url}/api/students/sign-in-options`)).json();
    expect(options).toEqual({ phone: true });
    const r = await requestCode(s.url, { phone: "+91 98765-43210", name: "Gurpreet" });
    expect(r.status).toBe(200);
    expect(smsRequests).toHaveLength(1);
    const sent = smsRequests[0]!;
    expect(sent.auth).toBe("Bearer test-key-123");
    expect(sent.body).toMatchObject({ to: "+919876543210", from: "PSACAD" });
    const code = sent.body.message.match(/^(\d{6}) is your /)?.[1];
    expect(code).toHaveLength(6);
    const pb = client(s.url);
    const auth = await pb.collection("students").authWithOTP(String(r.body["otpId"]), code!);
    expect(auth.record).toMatchObject({
      phone: "+919876543210",
      name: "Gurpreet",
      email: "",
      verified: true,
    });
    const [rec] = await s.admin.collection("outbox").getFullList({ filter: "to = '+919876543210'" });
    expect(rec).toMatchObject({ channel: "sms", status: "sent" });
  });

  it("says so when the provider fails, and the code is not left behind", async () => {
    smsStatus = 500;
    try {
      const r = await requestCode(s.url, { phone: "9123456789" });
      expect(r.status).toBe(503);
      expect(r.body.message).toMatch(/could not send the text message/);
    } finally {
      smsStatus = 200;
    }
    const [student] = await s.admin.collection("students").getFullList({ filter: "phone = '+919123456789'" });
    const otps = await s.admin.collection("_otps").getFullList({
      filter: s.admin.filter("recordRef = {:id}", { id: student!.id }),
    });
    expect(otps).toHaveLength(0);
  });
});

describe("profile", () => {
  it("refuses HTML, control characters and long display names with clear messages; keeps good ones", async () => {
    const pb = await signIn("profile@example.com");
    const id = pb.authStore.record!.id;
    const cases: [string, RegExp][] = [
      ["<script>alert(1)</script>", /cannot contain < or >/],
      ["Ravi\u0000Kumar", /control characters/],
      ["Ravi\nKumar", /line breaks/],
      ["x".repeat(300), /at most 40 characters/],
    ];
    for (const [displayName, message] of cases) {
      const f = await failure(pb.collection("students").update(id, { displayName }));
      expect(f.status).toBe(400);
      expect((f.body["data"] as Record<string, { message: string }>)["displayName"]?.message).toMatch(
        message,
      );
    }
    const ok = await pb.collection("students").update(id, {
      displayName: "  Ravi   K. ",
      name: "Ravi Kumar",
      exam: "PSSSB",
      showOnLeaderboard: true,
    });
    expect(ok).toMatchObject({
      displayName: "Ravi K.",
      name: "Ravi Kumar",
      exam: "PSSSB",
      showOnLeaderboard: true,
    });
    expect((await failure(pb.collection("students").update(id, { nameHidden: false }))).status).toBe(404);
  });
});

describe("my data", () => {
  let a: Awaited<ReturnType<typeof signIn>>;
  let b: Awaited<ReturnType<typeof signIn>>;
  let notesId = "";

  beforeAll(async () => {
    a = await signIn("data-a@example.com", { name: "Student A" });
    b = await signIn("data-b@example.com", { name: "Student B" });
    // A collection another feature adds later (e.g. bookmarks) with a relation to students and
    // no cascade: found from the schema at request time.
    const students = await s.admin.collections.getOne("students");
    notesId = (
      await s.admin.collections.create({
        name: "studentNotes",
        type: "base",
        fields: [
          { name: "owner", type: "relation", collectionId: students.id, maxSelect: 1 },
          { name: "note", type: "text" },
        ],
      })
    ).id;
    for (const [pb, note] of [
      [a, "A's note"],
      [b, "B's note"],
    ] as const) {
      const id = pb.authStore.record!.id;
      await s.admin.collection("studentNotes").create({ owner: id, note });
      await s.admin
        .collection("quizAttempts")
        .create({ quiz: quizId, answers: [1, 0], timeTaken: 9, student: id });
    }
  });
  afterAll(async () => {
    if (notesId) await s.admin.collections.delete(notesId);
  });

  it("gives the signed-in student their record and everything related to them, nobody else's", async () => {
    const data = await a.send<{
      student: Record<string, unknown>;
      records: Record<string, RecordModel[]>;
    }>("/api/students/me/data", {});
    expect(data.student).toMatchObject({ email: "data-a@example.com", name: "Student A" });
    expect(data.student).not.toHaveProperty("password");
    expect(data.student).not.toHaveProperty("tokenKey");
    expect(data.records["studentNotes"]!.map((r) => r["note"])).toEqual(["A's note"]);
    expect(data.records["quizAttempts"]).toHaveLength(1);
    expect(data.records["quizAttempts"]![0]!["student"]).toBe(a.authStore.record!.id);
    expect(JSON.stringify(data)).not.toContain("data-b@example.com");
    expect(JSON.stringify(data)).not.toContain("B's note");

    const theirs = await b.send<{ student: { email: string } }>("/api/students/me/data", {});
    expect(theirs.student.email).toBe("data-b@example.com");
    expect((await failure(s.guest().send("/api/students/me/data", {}))).status).toBe(401);
    expect((await failure(s.staff.send("/api/students/me/data", {}))).status).toBe(403);
  });

  it("another student cannot read or delete this one", async () => {
    const aId = a.authStore.record!.id;
    expect((await failure(b.collection("students").getOne(aId))).status).toBe(404);
    expect((await b.collection("students").getFullList()).map((r) => r.id)).toEqual([b.authStore.record!.id]);
    expect((await failure(b.collection("students").delete(aId))).status).toBe(404);
    expect(await b.collection("quizAttempts").getFullList()).toHaveLength(1);
  });

  it("deleting the account deletes everything related to it, and ends the session", async () => {
    const id = a.authStore.record!.id;
    await a.collection("students").delete(id);
    const left = async (collection: string, field: string) =>
      (
        await s.admin
          .collection(collection)
          .getFullList({ filter: s.admin.filter(`${field} = {:id}`, { id }) })
      ).length;
    expect(await left("quizAttempts", "student")).toBe(0);
    expect(await left("studentNotes", "owner")).toBe(0);
    expect((await failure(a.send("/api/students/me/data", {}))).status).toBe(401);
    // B's things are untouched.
    expect(await b.collection("quizAttempts").getFullList()).toHaveLength(1);
  });

  it("an attempt saved while the account is being deleted is not left behind", async () => {
    for (let round = 0; round < 3; round++) {
      const pb = await signIn(`race-${round}@example.com`);
      const id = pb.authStore.record!.id;
      const saves = Array.from({ length: 8 }, () =>
        s.admin
          .collection("quizAttempts")
          .create({ quiz: quizId, answers: [1, 0], timeTaken: 5, student: id })
          .then(
            () => "saved",
            (err: ClientResponseError) => `refused ${err.status}`,
          ),
      );
      const del = pb.collection("students").delete(id);
      const outcomes = await Promise.all([...saves, del]);
      expect(outcomes.slice(0, 8).every((o) => o === "saved" || o === "refused 400")).toBe(true);
      const orphans = await s.admin
        .collection("quizAttempts")
        .getFullList({ filter: s.admin.filter("student = {:id}", { id }) });
      expect(orphans).toHaveLength(0);
    }
  });
});

describe("limits", () => {
  it("100 code requests for one address in a minute: 5 get a code, the rest wait", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => requestCode(s.url, { email: "flood@example.com" })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(95);
    expect(refused[0]!.body.message).toMatch(/^Too many codes asked for this address; wait \d+ minutes?\.$/);
    expect(refused[0]!.body).toMatchObject({ code: "address_limit" });
    const mails = await s.admin.collection("outbox").getFullList({ filter: "to = 'flood@example.com'" });
    expect(mails).toHaveLength(5);
  }, 60_000);

  it("one network asking for codes for many addresses is limited too", async () => {
    const results: number[] = [];
    for (let i = 0; i < 70; i++)
      results.push((await requestCode(s.url, { email: `ip-${i}@example.com` })).status);
    expect(results.filter((st) => st === 429).length).toBeGreaterThan(0);
    const last = await requestCode(s.url, { email: "ip-last@example.com" });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many codes asked from this network; wait \d+ minutes?\.$/);
  }, 60_000);
});

describe("with SMTP configured", () => {
  let sink: MailSink;
  let smtp: TestServer;
  beforeAll(async () => {
    sink = await startMailSink();
    smtp = await startTestServer({ env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port) } });
  }, 60_000);
  afterAll(async () => {
    await smtp?.stop();
    await sink?.stop();
  });

  it("sends the code by e-mail, records it as sent, and offers no phone sign-in without an SMS provider", async () => {
    const r = await requestCode(smtp.url, { email: "mailed@example.com" });
    expect(r.status).toBe(200);
    const mails = (await sink.messages()).filter(
      (m) => !Array.isArray(m.to) && m.to?.text === "mailed@example.com",
    );
    expect(mails).toHaveLength(1);
    const code = String(mails[0]!.text).match(/\b(\d{6})\b/)?.[1];
    const pb = client(smtp.url);
    await pb.collection("students").authWithOTP(String(r.body["otpId"]), code!);
    expect(pb.authStore.isValid).toBe(true);
    const [rec] = await smtp.admin.collection("outbox").getFullList({ filter: "to = 'mailed@example.com'" });
    expect(rec).toMatchObject({ status: "sent", channel: "email" });

    expect(await (await fetch(`${smtp.url}/api/students/sign-in-options`)).json()).toEqual({ phone: false });
    const phone = await requestCode(smtp.url, { phone: "9876543210" });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toMatch(/Sign-in by phone is not available/);
  });
});
