// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

(globalThis as { DynamicModel?: unknown }).DynamicModel ??= class {};
(globalThis as { arrayOf?: unknown }).arrayOf ??= () => [];
const attempts = requireHook<typeof import("./attempts.js")>("lib/attempts.js");
const { rankDecision, RANK_NOTES } = attempts;

const T0 = Date.parse("2026-11-27T04:00:00Z");
const base = {
  quizRanked: true,
  quizId: "quiz1",
  studentId: "st1",
  earlierAttempts: 0,
  start: { quiz: "quiz1", student: "st1", used: false, deadlineMs: T0 + 600_000, startedMs: T0 },
  submittedMs: T0 + 300_000,
  graceSeconds: 120,
};

describe("rankDecision", () => {
  it("ranks the first attempt of a signed-in student, started for this quiz, in time", () => {
    expect(rankDecision(base)).toEqual({ ranked: true, reason: null, note: null });
    // Started signed out on the device (merged at sign-in).
    expect(rankDecision({ ...base, start: { ...base.start, student: "" } }).ranked).toBe(true);
    // No time limit: any time.
    expect(
      rankDecision({ ...base, start: { ...base.start, deadlineMs: null }, submittedMs: T0 + 86_400_000 })
        .ranked,
    ).toBe(true);
  });

  it("accepts a submission within the grace period and refuses one after it", () => {
    expect(rankDecision({ ...base, submittedMs: T0 + 600_000 + 120_000 }).ranked).toBe(true);
    expect(rankDecision({ ...base, submittedMs: T0 + 600_000 + 120_001 })).toEqual({
      ranked: false,
      reason: "late",
      note: RANK_NOTES.late,
    });
  });

  it("says why an attempt is practice", () => {
    expect(rankDecision({ ...base, quizRanked: false })).toEqual({ ranked: false, reason: null, note: null });
    expect(rankDecision({ ...base, earlierAttempts: 2 }).reason).toBe("notFirst");
    expect(rankDecision({ ...base, studentId: "" }).note).toBe(RANK_NOTES.signedOut);
    expect(rankDecision({ ...base, earlierAttempts: 1 }).note).toBe(RANK_NOTES.notFirst);
    expect(rankDecision({ ...base, start: null }).note).toBe(RANK_NOTES.noStart);
    expect(rankDecision({ ...base, start: { ...base.start, student: "st2" } }).note).toBe(
      RANK_NOTES.otherStart,
    );
    expect(rankDecision({ ...base, start: { ...base.start, quiz: "quiz2" } }).note).toBe(
      RANK_NOTES.otherStart,
    );
    expect(rankDecision({ ...base, start: { ...base.start, used: true } }).note).toBe(RANK_NOTES.usedStart);
  });
});

describe("serverTimeTaken", () => {
  it("is whole seconds from start to submission, capped at the limit (or a day)", () => {
    expect(attempts.serverTimeTaken(T0, T0 + 41_400, 10)).toBe(41);
    expect(attempts.serverTimeTaken(T0, T0 + 700_000, 10)).toBe(600);
    expect(attempts.serverTimeTaken(T0, T0 - 5000, 10)).toBe(0);
    expect(attempts.serverTimeTaken(T0, T0 + 2 * 86_400_000, 0)).toBe(86_400);
  });
});

describe("paging", () => {
  it("keeps page ≥ 1 and perPage 1–100, with a default", () => {
    expect(attempts.paging("2", "20", 30)).toEqual({ page: 2, perPage: 20 });
    expect(attempts.paging("", "", 30)).toEqual({ page: 1, perPage: 30 });
    expect(attempts.paging("-3", "0", 50)).toEqual({ page: 1, perPage: 50 });
    expect(attempts.paging("abc", "5000", 50)).toEqual({ page: 1, perPage: 100 });
    expect(attempts.paging("1.9", "7.5", 50)).toEqual({ page: 1, perPage: 7 });
  });
});

describe("inputProblem", () => {
  const ok = { quiz: "q1", answers: [0, null], timeTaken: 30, clientId: "abc-123" };
  it("accepts a well-formed attempt", () => {
    expect(attempts.inputProblem(ok, true)).toBeNull();
    expect(attempts.inputProblem({ ...ok, clientId: undefined }, false)).toBeNull();
    expect(attempts.inputProblem({ ...ok, startToken: "a".repeat(32) }, true)).toBeNull();
  });

  it("names the field at fault", () => {
    const field = (body: Record<string, unknown>, need = true) => attempts.inputProblem(body, need)?.field;
    expect(field({ ...ok, quiz: 5 })).toBe("quiz");
    expect(field({ ...ok, clientId: undefined })).toBe("clientId");
    expect(field({ ...ok, clientId: "<script>" }, false)).toBe("clientId");
    expect(field({ ...ok, startToken: "short" })).toBe("startToken");
    expect(field({ ...ok, answers: {} })).toBe("answers");
    expect(field({ ...ok, timeTaken: "30" })).toBe("timeTaken");
  });
});
