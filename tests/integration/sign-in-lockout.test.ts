// The per-account sign-in lock-out (pb_hooks/sign-in.pb.js) against a real PocketBase. The locks
// are shortened through the hook's env (1 s, doubling, capped at 2 s) so the waits stay short; the
// test server switches PocketBase's per-address limit off, so only the lock-out answers 429 here.
// Issue 25, hole 2: a stranger must not be able to keep the owner (or a superuser) locked out:
// failures fade, one failure after a lock does not lock again, a device that signed in before is
// let through, and `npm run unlock -- EMAIL` ends a lock at once. The counting rules themselves are
// unit-tested beside the module (pb_hooks/lib/sign-in.test.ts).
import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, status, type TestServer } from "./support/server";

const WRONG = "not-the-password";
const OWNER = { email: "owner@example.com", password: "owner-pass-123" };
const FAILED = "Failed to authenticate.";
const lockedFor = (wait: string) => `Too many failed sign-ins for this account. Try again in ${wait}.`;

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ env: { SIGNIN_LOCK_BASE_SECONDS: "1", SIGNIN_LOCK_MAX_SECONDS: "2" } });
  for (const email of [
    OWNER.email,
    "second@example.com",
    "capped@example.com",
    "device@example.com",
    "unlock-me@example.com",
  ])
    await s.admin.collection("users").create({
      email,
      password: OWNER.password,
      passwordConfirm: OWNER.password,
      verified: true,
      role: "editor",
    });
});
afterAll(async () => s?.stop());

interface Answer {
  status: number;
  message: string;
  retryAfter: string | null;
  setCookie: string | null;
  ms: number;
}

/** One password sign-in through the REST API (not the SDK: the test reads headers). */
async function signIn(
  email: string,
  password: string,
  collection = "users",
  cookie?: string,
  url = s.url,
): Promise<Answer> {
  const start = performance.now();
  const res = await fetch(`${url}/api/collections/${collection}/auth-with-password`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "lockout-test",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ identity: email, password }),
  });
  const body = (await res.json()) as { message?: string };
  return {
    status: res.status,
    message: body.message ?? "",
    retryAfter: res.headers.get("retry-after"),
    setCookie: res.headers.get("set-cookie"),
    ms: performance.now() - start,
  };
}

async function fail(
  email: string,
  times: number,
  collection = "users",
  cookie?: string,
  url = s.url,
): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < times; i++) out.push(await signIn(email, WRONG, collection, cookie, url));
  return out;
}

/** The `name=value` part of a Set-Cookie header, as a browser sends it back. */
const cookiePair = (setCookie: string | null) => (setCookie ?? "").split(";")[0]!;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("per-account lock-out", () => {
  it("5 wrong passwords lock the account: the 6th attempt is refused even with the right password", async () => {
    const wrong = await fail(OWNER.email, 5);
    expect(wrong.map((a) => [a.status, a.message])).toEqual(Array(5).fill([400, FAILED]));

    const right = await signIn(OWNER.email, OWNER.password);
    expect(right).toMatchObject({ status: 429, message: lockedFor("1 second"), retryAfter: "1" });
    // Another spelling of the same e-mail is the same account.
    expect((await signIn("  Owner@Example.com ", OWNER.password)).status).toBe(429);

    // After the delay the right password works, and it clears the count: four more failures do
    // not lock the account again.
    await sleep(1100);
    expect((await signIn(OWNER.email, OWNER.password)).status).toBe(200);
    expect((await fail(OWNER.email, 4)).map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect((await signIn(OWNER.email, OWNER.password)).status).toBe(200);
  });

  it("after a lock ends, one wrong password does not lock again: it takes 5 more", async () => {
    const email = "capped@example.com";
    await fail(email, 5); // lock 1: 1 s
    expect((await signIn(email, OWNER.password)).status).toBe(429);
    await sleep(1100);
    // Before: this one failure locked the account again for twice as long, so ~4 requests an
    // hour kept the owner out for good.
    expect((await fail(email, 1))[0]!.status).toBe(400);
    expect((await signIn(email, OWNER.password)).status).toBe(200);
  });

  it("locks that follow each other double, never longer than the cap", async () => {
    const email = "capped@example.com";
    await fail(email, 5); // lock 1: 1 s
    await sleep(1100);
    await fail(email, 5); // lock 2 within the window after lock 1: 2 s
    const second = await signIn(email, OWNER.password);
    expect(second).toMatchObject({ status: 429, message: lockedFor("2 seconds"), retryAfter: "2" });
    await sleep(2100);
    await fail(email, 5); // lock 3 would be 4 s: the cap (2 s here, 15 min by default) holds it
    expect(await signIn(email, OWNER.password)).toMatchObject({ status: 429, retryAfter: "2" });
    await sleep(2100);
    expect((await signIn(email, OWNER.password)).status).toBe(200);
  });

  it("an unknown e-mail gets the same answers as a real account", async () => {
    const known = await fail("second@example.com", 6);
    const unknown = await fail("nobody-here@example.com", 6);
    const shape = (as: Answer[]) => as.map((a) => [a.status, a.message, a.retryAfter]);
    expect(shape(unknown)).toEqual(shape(known));
    expect(shape(unknown).at(-1)).toEqual([429, lockedFor("1 second"), "1"]);
    // Their timing (PocketBase checks a dummy password hash for unknown names; the lock-out adds
    // the same work to both) is measured by scripts/bench-sign-in-timing.mjs, not here: a timing
    // ratio on a shared machine made this test flaky (docs/benchmarks.md).
  });

  it("guesses sent all at once get no more than 5 password checks", async () => {
    // Its own server with the default 30 s lock: a 1 s lock can end while the burst is still
    // queued on a busy machine, and then one more check is right.
    const saved = { ...process.env };
    delete process.env.SIGNIN_LOCK_BASE_SECONDS;
    delete process.env.SIGNIN_LOCK_MAX_SECONDS;
    const own = await startTestServer();
    Object.assign(process.env, saved);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          fetch(`${own.url}/api/collections/users/auth-with-password`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ identity: "burst@example.com", password: WRONG }),
          }).then(async (r) => `${r.status} ${((await r.json()) as { message: string }).message}`),
        ),
      );
      const tally: Record<string, number> = {};
      for (const a of answers) tally[a] = (tally[a] ?? 0) + 1;
      const refused = answers.filter((a) =>
        /^429 Too many failed sign-ins .* in (30|29|28) seconds\.$/.test(a),
      );
      expect(tally[`400 ${FAILED}`], JSON.stringify(tally)).toBe(5);
      expect(refused, JSON.stringify(tally)).toHaveLength(35);
    } finally {
      await own.stop();
    }
  });

  it("superusers are locked out the same way", async () => {
    const email = "root@example.com";
    expect((await fail(email, 5, "_superusers")).every((a) => a.status === 400)).toBe(true);
    const refused = await signIn(email, "anything-even-right", "_superusers");
    expect(refused).toMatchObject({ status: 429, message: lockedFor("1 second") });
  });
});

describe("the failure log and the lock state", () => {
  it("staff read the log of failed sign-ins: time, e-mail tried, address, locked", async () => {
    await fail("log-check@example.com", 1);
    const log = await s.staff.collection("signInFailures").getList(1, 10, {
      sort: "-created",
      filter: s.staff.filter("email = {:e}", { e: "log-check@example.com" }),
    });
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      email: "log-check@example.com",
      ip: "127.0.0.1",
      userAgent: "lockout-test",
      locked: false,
      authCollection: "users",
    });
    expect(log.items[0]!.created).toMatch(/^\d{4}-\d\d-\d\d /);

    const locked = await s.staff.collection("signInFailures").getList(1, 50, {
      filter: s.staff.filter("email = {:e} && locked = true", { e: "nobody-here@example.com" }),
    });
    expect(locked.items.length).toBeGreaterThan(0);
  });

  it("guests cannot read the log; nobody but a superuser reads the raw lock state", async () => {
    const g = s.guest();
    expect((await g.collection("signInFailures").getList(1, 10)).items).toEqual([]);
    const anyLog = (await s.admin.collection("signInFailures").getList(1, 1)).items[0]!;
    expect(await status(g.collection("signInFailures").getOne(anyLog.id))).toBe(404);

    expect(await status(g.collection("signInLocks").getList(1, 10))).toBe(403);
    expect(await status(s.staff.collection("signInLocks").getList(1, 10))).toBe(403);
    const locks = await s.admin.collection("signInLocks").getFullList();
    expect(locks.map((l) => l.identity)).toContain("nobody-here@example.com");
    expect(await status(s.staff.collection("signInLocks").getOne(locks[0]!.id))).toBe(403);
  });
});

describe("a stranger cannot keep the owner out", () => {
  // Its own server with the default 30 s lock, so a lock cannot end by itself while a test runs on
  // a busy machine (an ended lock would let the right password through without the fix).
  let slow: TestServer;
  const DEFAULT_LOCK = { SIGNIN_LOCK_BASE_SECONDS: "30", SIGNIN_LOCK_MAX_SECONDS: "900" };
  beforeAll(async () => {
    slow = await startTestServer({ env: DEFAULT_LOCK });
    for (const email of [
      "device@example.com",
      "other@example.com",
      "typo@example.com",
      "unlock-me@example.com",
    ])
      await slow.admin.collection("users").create({
        email,
        password: OWNER.password,
        passwordConfirm: OWNER.password,
        verified: true,
        role: "owner",
      });
  });
  afterAll(async () => {
    await slow?.stop();
  });
  const on = (email: string, password: string, collection = "users", cookie?: string) =>
    signIn(email, password, collection, cookie, slow.url);
  const failOn = (email: string, times: number, collection = "users", cookie?: string) =>
    fail(email, times, collection, cookie, slow.url);

  it("failures fade: ones older than the window no longer count", async () => {
    // Its own server with a 2.5 s window: one failure fades for every 0.5 s of quiet.
    const DEVICE_SECRET = "a-secret-from-the-environment-0123456789";
    const own = await startTestServer({
      env: { ...DEFAULT_LOCK, SIGNIN_FAILURE_WINDOW_SECONDS: "2.5", SIGNIN_DEVICE_SECRET: DEVICE_SECRET },
    });
    try {
      const email = "fading@example.com";
      await own.admin.collection("users").create({
        email,
        password: OWNER.password,
        passwordConfirm: OWNER.password,
        verified: true,
        role: "editor",
      });
      await fail(email, 4, "users", undefined, own.url);
      await sleep(1100); // at least two of the four have faded
      // Six failures in a row locked the account before; now at most four still count.
      const more = await fail(email, 2, "users", undefined, own.url);
      expect(more.map((a) => a.status)).toEqual([400, 400]);
      const ok = await signIn(email, OWNER.password, "users", undefined, own.url);
      expect(ok.status).toBe(200);
      // SIGNIN_DEVICE_SECRET signs the device cookie when it is set.
      const [, issued, mac] = /=(\d+)\.([0-9a-f]{64});/.exec(ok.setCookie ?? "") ?? [];
      const expected = createHmac("sha256", DEVICE_SECRET).update(`device\nusers\n${email}\n${issued}`);
      expect(mac).toBe(expected.digest("hex"));
    } finally {
      await own.stop();
    }
  });

  it("a device that signed in before is let through a lock with the right password", async () => {
    const email = "device@example.com";
    const first = await on(email, OWNER.password);
    expect(first.status).toBe(200);
    // A signed cookie that scripts cannot read, sent back only to this sign-in address.
    expect(first.setCookie).toMatch(/^signin_device_[0-9a-f]{20}=\d+\.[0-9a-f]{64}; /);
    expect(first.setCookie).toContain("; Path=/api/collections/users/auth-with-password");
    expect(first.setCookie).toContain("; HttpOnly");
    expect(first.setCookie).toContain("; SameSite=Strict");
    expect(first.setCookie).toMatch(/; Max-Age=\d{7,}/);
    const device = cookiePair(first.setCookie);
    // Without SIGNIN_DEVICE_SECRET the key is made once and kept in the data dir, for its owner only.
    const key = statSync(join(slow.dataDir, "signin-device.key"));
    expect(key.mode & 0o777).toBe(0o600);
    expect(readFileSync(join(slow.dataDir, "signin-device.key"), "utf8")).toMatch(/^\w{64}$/);

    // A stranger locks the account.
    expect((await failOn(email, 5)).map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await on(email, OWNER.password)).toMatchObject({ status: 429, setCookie: null });
    // The owner's device still signs in (among other cookies), and gets its cookie renewed.
    const owner = await on(email, OWNER.password, "users", `a=1; ${device}; lang=pa`);
    expect(owner.status).toBe(200);
    expect(owner.setCookie).toMatch(/^signin_device_/);
    // A wrong password from that device is refused and sets no cookie.
    const typo = await on(email, WRONG, "users", device);
    expect([typo.status, typo.setCookie]).toEqual([400, null]);
    // The lock still holds for everyone else, and a forged or another account's cookie is no key.
    expect((await on(email, OWNER.password)).status).toBe(429);
    const [name, value] = device.split("=") as [string, string];
    const forged = `${name}=${value.slice(0, -1)}${value.endsWith("0") ? "1" : "0"}`;
    expect((await on(email, OWNER.password, "users", forged)).status).toBe(429);
    const other = cookiePair((await on("other@example.com", OWNER.password)).setCookie);
    expect((await on(email, OWNER.password, "users", other)).status).toBe(429);
  });

  it("a device gets at most 5 wrong passwords through one lock", async () => {
    const email = "typo@example.com";
    const device = cookiePair((await on(email, OWNER.password)).setCookie);
    await failOn(email, 5);
    expect((await failOn(email, 5, "users", device)).map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await on(email, OWNER.password, "users", device)).status).toBe(429);
  });

  it("a superuser's device is let through a lock too", async () => {
    const email = "second-root@example.com";
    const password = "root-pass-12345";
    await slow.admin.collection("_superusers").create({ email, password, passwordConfirm: password });
    const first = await on(email, password, "_superusers");
    expect(first.status).toBe(200);
    expect(first.setCookie).toContain("; Path=/api/collections/_superusers/auth-with-password");
    await failOn(email, 5, "_superusers");
    expect((await on(email, password, "_superusers")).status).toBe(429);
    expect((await on(email, password, "_superusers", cookiePair(first.setCookie))).status).toBe(200);
  });

  it("npm run unlock -- EMAIL ends a lock at once, while the site runs", async () => {
    const email = "unlock-me@example.com";
    await failOn(email, 5);
    expect((await on(email, OWNER.password)).status).toBe(429);
    const unlock = (...args: string[]) =>
      spawnSync(process.execPath, ["scripts/unlock.mjs", ...args], {
        encoding: "utf8",
        env: { ...process.env, PB_DATA_DIR: slow.dataDir },
      });
    const run = unlock("  Unlock-Me@Example.com ");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `Unlocked ${email}: its failed sign-ins are forgotten and it can sign in at once.`,
    );
    expect((await on(email, OWNER.password)).status).toBe(200);
    const again = unlock(email);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(
      `${email} was not locked and had no failed sign-ins counted; nothing to do.`,
    );
    const usage = unlock();
    expect([usage.status, usage.stderr.trim()]).toEqual([1, "Usage: npm run unlock -- EMAIL"]);

    // A superuser the same way.
    const root = "locked-root@example.com";
    await slow.admin
      .collection("_superusers")
      .create({ email: root, password: "root-pass-12345", passwordConfirm: "root-pass-12345" });
    await failOn(root, 5, "_superusers");
    expect((await on(root, "root-pass-12345", "_superusers")).status).toBe(429);
    expect(unlock(root).status).toBe(0);
    expect((await on(root, "root-pass-12345", "_superusers")).status).toBe(200);
  });
});
