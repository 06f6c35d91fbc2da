// The per-account sign-in lock-out (pb_hooks/sign-in.pb.js) against a real PocketBase. The locks
// are shortened through the hook's env (1 s, doubling, capped at 2 s) so the waits stay short; the
// test server switches PocketBase's per-address limit off, so only the lock-out answers 429 here.
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, status, type TestServer } from "./support/server";

const WRONG = "not-the-password";
const OWNER = { email: "owner@example.com", password: "owner-pass-123" };
const FAILED = "Failed to authenticate.";
const lockedFor = (wait: string) => `Too many failed sign-ins for this account. Try again in ${wait}.`;

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ env: { SIGNIN_LOCK_BASE_SECONDS: "1", SIGNIN_LOCK_MAX_SECONDS: "2" } });
  for (const email of [OWNER.email, "second@example.com", "capped@example.com"])
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
  ms: number;
}

/** One password sign-in through the REST API (not the SDK: the test reads a header). */
async function signIn(email: string, password: string, collection = "users"): Promise<Answer> {
  const start = performance.now();
  const res = await fetch(`${s.url}/api/collections/${collection}/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "lockout-test" },
    body: JSON.stringify({ identity: email, password }),
  });
  const body = (await res.json()) as { message?: string };
  return {
    status: res.status,
    message: body.message ?? "",
    retryAfter: res.headers.get("retry-after"),
    ms: performance.now() - start,
  };
}

async function fail(email: string, times: number, collection = "users"): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < times; i++) out.push(await signIn(email, WRONG, collection));
  return out;
}

// The hook's pure helpers, loaded the way the JSVM loads them (CommonJS; the package is ESM).
const lib = (() => {
  const module = { exports: {} };
  runInNewContext(readFileSync(new URL("../../pb_hooks/lib/sign-in.js", import.meta.url), "utf8"), {
    module,
  });
  return module.exports as {
    lockSeconds: (level: number, base: number, max: number) => number;
    lockMessage: (seconds: number) => string;
  };
})();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe("the default delays", () => {
  it("30 s, doubling, never more than 15 minutes; the message rounds the wait up", () => {
    const seconds = [1, 2, 3, 4, 5, 6, 7, 40].map((level) => lib.lockSeconds(level, 30, 15 * 60));
    expect(seconds).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect(lib.lockMessage(90)).toBe(lockedFor("2 minutes"));
    expect(lib.lockMessage(60)).toBe(lockedFor("1 minute"));
    expect(lib.lockMessage(29.2)).toBe(lockedFor("30 seconds"));
  });
});

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

  it("each failure after a lock locks again for twice as long, never longer than the cap", async () => {
    const email = "capped@example.com";
    await fail(email, 5); // lock 1: 1 s
    await sleep(1100);
    expect((await fail(email, 1))[0]!.status).toBe(400); // the 6th failure: lock 2, 2 s
    const second = await signIn(email, OWNER.password);
    expect(second).toMatchObject({ status: 429, message: lockedFor("2 seconds"), retryAfter: "2" });
    await sleep(1100);
    expect((await signIn(email, OWNER.password)).status).toBe(429); // still inside the 2 s
    await sleep(1000);
    await fail(email, 1); // lock 3 would be 4 s: the cap (2 s here, 15 min by default) holds it
    const capped = await signIn(email, OWNER.password);
    expect(capped).toMatchObject({ status: 429, retryAfter: "2" });
    await sleep(2100);
    expect((await signIn(email, OWNER.password)).status).toBe(200);
  });

  it("an unknown e-mail gets the same answers and the same timing as a real account", async () => {
    const known = await fail("second@example.com", 6);
    const unknown = await fail("nobody-here@example.com", 6);
    const shape = (as: Answer[]) => as.map((a) => [a.status, a.message, a.retryAfter]);
    expect(shape(unknown)).toEqual(shape(known));
    expect(shape(unknown).at(-1)).toEqual([429, lockedFor("1 second"), "1"]);
    // PocketBase checks a dummy password hash for unknown names; the lock-out adds the same work
    // to both. Loose bounds: a shared machine is noisy, but a missing hash check is ~20× faster.
    const k = median(known.slice(0, 5).map((a) => a.ms));
    const u = median(unknown.slice(0, 5).map((a) => a.ms));
    expect(u / k).toBeGreaterThan(0.5);
    expect(u / k).toBeLessThan(2);
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
