// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { POLICY, defaultFor, isPrivate } =
  requireHook<typeof import("./cache-policy.js")>("lib/cache-policy.js");

const req = (path: string, over: Partial<{ method: string; query: string; authorization: string }> = {}) => ({
  method: "GET",
  path,
  query: "",
  authorization: "",
  ...over,
});

describe("cache policy", () => {
  it("public record reads of the public collections get the API policy, others nothing", () => {
    expect(defaultFor(req("/api/collections/currentAffairs/records"))).toBe(POLICY.api);
    expect(defaultFor(req("/api/collections/quizs/records/abc123"))).toBe(POLICY.api);
    expect(defaultFor(req("/api/collections/subscribers/records"))).toBe("");
    expect(defaultFor(req("/api/health"))).toBe("");
    expect(defaultFor(req("/"))).toBe("");
  });

  it("writes, signed-in requests, personal and staff paths and protected files are private", () => {
    expect(defaultFor(req("/api/collections/currentAffairs/records", { method: "POST" }))).toBe(
      POLICY.private,
    );
    expect(defaultFor(req("/api/collections/currentAffairs/records", { authorization: "t" }))).toBe(
      POLICY.private,
    );
    for (const path of [
      "/api/attempts",
      "/api/attempts/mine",
      "/api/students/me",
      "/api/collections/students/records",
      "/api/collections/quizAttempts/records/x",
      "/api/collections/users/auth-with-password",
      "/api/leaderboard/q1/takers.csv",
      "/admin",
      "/admin/currentaffairs",
      "/_/",
    ]) {
      expect(isPrivate(req(path)), path).toBe(true);
    }
    expect(isPrivate(req("/api/files/c/r/a.png", { query: "thumb=100x100&token=abc" }))).toBe(true);
    expect(isPrivate(req("/api/files/c/r/a.png", { query: "thumb=100x100" }))).toBe(false);
    expect(isPrivate(req("/administration"))).toBe(false);
    expect(isPrivate(req("/currentaffairs/an-article"))).toBe(false);
  });

  it("shared policies carry s-maxage; browsers revalidate pages and API reads at once (no stale-while-revalidate)", () => {
    expect(POLICY.page).toBe("public, max-age=0, s-maxage=60");
    expect(POLICY.api).toBe("public, max-age=0, s-maxage=30");
    expect(POLICY.feed).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(POLICY.private).toBe("private, no-store");
  });
});
