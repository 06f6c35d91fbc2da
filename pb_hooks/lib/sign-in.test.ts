// @vitest-environment node
// The lock-out's rules as pure functions; tests/integration/sign-in-lockout.test.ts checks the
// same rules through a real PocketBase (answers, headers, the known-device cookie, unlock).
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const lib = requireHook<typeof import("./sign-in.js")>("lib/sign-in.js");

type LockConfig = Parameters<typeof lib.nextFailureState>[2];
type LockState = NonNullable<Parameters<typeof lib.nextFailureState>[0]>;

const lockedFor = (wait: string) => `Too many failed sign-ins for this account. Try again in ${wait}.`;

describe("the default delays", () => {
  it("30 s, doubling, never more than 15 minutes; the message rounds the wait up", () => {
    const seconds = [1, 2, 3, 4, 5, 6, 7, 40].map((level) => lib.lockSeconds(level, 30, 15 * 60));
    expect(seconds).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect(lib.lockSeconds(0, 30, 900)).toBe(0);
    // 2^(level-1) overflows long after the cap.
    expect(lib.lockSeconds(5000, 30, 900)).toBe(900);
    expect(lib.lockMessage(90)).toBe(lockedFor("2 minutes"));
    expect(lib.lockMessage(60)).toBe(lockedFor("1 minute"));
    expect(lib.lockMessage(29.2)).toBe(lockedFor("30 seconds"));
    expect(lib.waitText(0.2)).toBe("1 second");
    expect(lib.waitText(60.5)).toBe("2 minutes");
  });
});

describe("lockConfig", () => {
  const config = (env: Record<string, string>) => lib.lockConfig((name) => env[name] ?? "");

  it("takes the defaults: 5 failures in 15 minutes lock for 30 s, doubling up to 15 minutes", () => {
    expect(config({})).toEqual({ threshold: 5, base: 30, max: 900, window: 900 });
    expect(lib.THRESHOLD).toBe(5);
  });

  it("takes each setting from its variable when that is a positive number, and ignores the rest", () => {
    expect(
      config({
        SIGNIN_LOCK_BASE_SECONDS: "1",
        SIGNIN_LOCK_MAX_SECONDS: "2.5",
        SIGNIN_FAILURE_WINDOW_SECONDS: "60",
      }),
    ).toEqual({ threshold: 5, base: 1, max: 2.5, window: 60 });
    for (const junk of ["0", "-30", "abc", "Infinity", " "]) {
      expect(config({ SIGNIN_LOCK_BASE_SECONDS: junk, SIGNIN_LOCK_MAX_SECONDS: junk }), junk).toEqual({
        threshold: 5,
        base: 30,
        max: 900,
        window: 900,
      });
    }
  });
});

describe("normaliseIdentity", () => {
  it("keys a name trimmed and lower-cased, at most 255 characters", () => {
    expect(lib.normaliseIdentity("  Owner@Example.COM ")).toBe("owner@example.com");
    expect(lib.normaliseIdentity(undefined)).toBe("");
    expect(lib.normaliseIdentity("a".repeat(300))).toHaveLength(255);
  });
});

describe("the counting rules", () => {
  const cfg: LockConfig = { threshold: 5, base: 30, max: 900, window: 900 };
  const MIN = 60_000;
  const T0 = Date.UTC(2026, 10, 27);
  /** Failures at the given minutes after T0, from no record; the state after the last one. */
  const failAt = (minutes: number[], start: LockState | null = null) => {
    let st: (LockState & { locked?: boolean }) | null = start;
    for (const m of minutes) {
      const now = T0 + m * MIN;
      st = { ...lib.nextFailureState(st, now, cfg), lastFailure: now };
    }
    return st!;
  };

  it("failures fade one per window/threshold of quiet (3 minutes)", () => {
    expect(lib.decayedFailures(4, T0, T0 + 3 * MIN - 1, cfg)).toBe(4);
    expect(lib.decayedFailures(4, T0, T0 + 3 * MIN, cfg)).toBe(3);
    expect(lib.decayedFailures(4, T0, T0 + 11 * MIN, cfg)).toBe(1);
    expect(lib.decayedFailures(4, T0, T0 + 60 * MIN, cfg)).toBe(0);
    // A clock that went back counts nothing as faded; no record, nothing counts.
    expect(lib.decayedFailures(4, T0, T0 - MIN, cfg)).toBe(4);
    expect(lib.decayedFailures(0, T0, T0, cfg)).toBe(0);
    expect(lib.decayedFailures(3, 0, T0, cfg)).toBe(0);
  });

  it("5 failures within 15 minutes lock; spread out, they fade one per 3 minutes and never do", () => {
    expect(failAt([0, 1, 2, 3, 4])).toMatchObject({
      locked: true,
      level: 1,
      lockedUntil: T0 + 4 * MIN + 30_000,
    });
    expect(failAt([0, 1, 2, 3])).toMatchObject({ locked: false, failures: 4 });
    // One failure every 3 minutes all day: the count never passes 1.
    const allDay = Array.from({ length: 480 }, (_, i) => i * 3);
    expect(failAt(allDay)).toMatchObject({ locked: false, failures: 1 });
    // Four, then a quiet 6 minutes (two fade), then two more: 4 count, no lock.
    expect(failAt([0, 0, 0, 0, 6, 6])).toMatchObject({ locked: false, failures: 4 });
  });

  it("after a lock, one failure does not lock again; 5 more within the window lock twice as long", () => {
    const locked = failAt([0, 0, 0, 0, 0]);
    expect(locked).toMatchObject({ failures: 0 });
    const after = failAt([1], locked);
    expect(after).toMatchObject({ locked: false, failures: 1, level: 1 });
    expect(failAt([1, 1, 1, 1, 1], locked)).toMatchObject({
      locked: true,
      level: 2,
      lockedUntil: T0 + MIN + 60_000,
    });
    // A lock more than the window after the last one ended starts from the base again.
    expect(failAt([40, 40, 40, 40, 40], locked)).toMatchObject({ locked: true, level: 1 });
  });
});

describe("10,000 sign-ins spread across an hour against one account (issue 25's bad input)", () => {
  const cfg: LockConfig = { threshold: 5, base: 30, max: 900, window: 900 };
  const sign = (t: string) => createHmac("sha256", "k".repeat(40)).update(t).digest("hex");
  const equal = (a: string, b: string) => a === b;
  const T0 = Date.UTC(2026, 10, 27, 6);
  const HOUR = 3_600_000;

  it("gives the attacker few password checks, never locks longer than the cap, and never blocks the owner's device", () => {
    // The owner signed in from this phone last week: it carries the known-device cookie.
    const ownerCookie = lib.deviceSetCookie("users", "owner@example.com", T0 - 7 * 86_400_000, true, sign);
    const pair = ownerCookie.split(";")[0]!;
    let st: LockState | null = null;
    let checked = 0;
    let longestLockMs = 0;
    let ownerBlocked = 0;
    for (let i = 0; i < 10_000; i++) {
      const now = T0 + Math.floor((i * HOUR) / 10_000);
      // A locked name is refused before any password check (lib/sign-in.js countAttempt).
      if (!(st && now < st.lockedUntil)) {
        checked++;
        const next = lib.nextFailureState(st, now, cfg);
        if (next.locked) longestLockMs = Math.max(longestLockMs, next.lockedUntil - now);
        st = { ...next, lastFailure: now };
      }
      // Every minute the owner tries from their phone: the cookie passes whatever the lock.
      if (i % 167 === 0 && !lib.isKnownDevice(pair, "users", "owner@example.com", now, sign, equal))
        ownerBlocked++;
    }
    expect(ownerBlocked).toBe(0);
    expect(longestLockMs).toBeLessThanOrEqual(cfg.max * 1000);
    // 5 guesses per lock, and the locks double to the 15-minute cap: a few dozen checks, not 10,000.
    expect(checked).toBeLessThanOrEqual(60);
    // A device that never signed in to this account gets no such pass.
    expect(lib.isKnownDevice("", "users", "owner@example.com", T0 + HOUR, sign, equal)).toBe(false);
  });
});

describe("the known-device cookie", () => {
  const sign = (t: string) => createHmac("sha256", "k".repeat(40)).update(t).digest("hex");
  const equal = (a: string, b: string) => a === b;
  const now = Date.UTC(2026, 10, 27);

  it("is HttpOnly, strict, scoped to the account's sign-in path, for 180 days, and Secure on https", () => {
    const set = lib.deviceSetCookie("users", "owner@example.com", now, true, sign);
    expect(set).toMatch(
      /^signin_device_[0-9a-f]{20}=\d+\.[0-9a-f]{64}; Path=\/api\/collections\/users\/auth-with-password; Max-Age=15552000; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(lib.deviceSetCookie("users", "owner@example.com", now, false, sign)).not.toContain("Secure");
    // One name per account, so a device can know several.
    expect(lib.deviceCookieName("users", "a@example.com", sign)).not.toBe(
      lib.deviceCookieName("users", "b@example.com", sign),
    );
  });

  it("is valid for its account only, unaltered and for 180 days", () => {
    const set = lib.deviceSetCookie("users", "owner@example.com", now, true, sign);
    const pair = set.split(";")[0]!;
    const known = (cookie: string, identity = "owner@example.com", at = now, coll = "users") =>
      lib.isKnownDevice(cookie, coll, identity, at, sign, equal);
    expect(known(`x=1; ${pair}`)).toBe(true);
    expect(known(pair, "other@example.com")).toBe(false);
    expect(known(pair, "owner@example.com", now, "_superusers")).toBe(false);
    expect(known(pair, "owner@example.com", now + 179 * 86_400_000)).toBe(true);
    expect(known(pair, "owner@example.com", now + 181 * 86_400_000)).toBe(false);
    // Issued more than a minute in the future: refused.
    expect(known(pair, "owner@example.com", now - 2 * 60_000)).toBe(false);
    const [name, value] = pair.split("=") as [string, string];
    const later = value.replace(/^\d+/, (d) => String(Number(d) + 86_400));
    expect(known(`${name}=${later}`)).toBe(false);
    // Signed with another key: refused.
    const other = (t: string) => createHmac("sha256", "j".repeat(40)).update(t).digest("hex");
    expect(lib.isKnownDevice(pair, "users", "owner@example.com", now, other, equal)).toBe(false);
    expect(known("")).toBe(false);
  });
});
