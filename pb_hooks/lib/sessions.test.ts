// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { verdict, tokenOf } = requireHook<typeof import("./sessions.js")>("lib/sessions.js");

describe("verdict", () => {
  it("refuses an API request whose token the server does not accept, and looks up an accepted one", () => {
    expect(verdict("/api/collections/quizs/records", "tok", false)).toBe("unknown");
    expect(verdict("/api/inbox/leads.csv", "tok", false)).toBe("unknown");
    expect(verdict("/api/collections/users/auth-refresh", "tok", false)).toBe("unknown");
    expect(verdict("/api/collections/quizs/records", "tok", true)).toBe("check");
  });

  it("leaves requests without a token, pages, and the sign-in endpoints alone", () => {
    expect(verdict("/api/collections/quizs/records", "", false)).toBe("");
    expect(verdict("/admin/quizzes", "tok", false)).toBe("");
    for (const end of [
      "auth-with-password",
      "auth-with-otp",
      "request-otp",
      "request-password-reset",
      "confirm-password-reset",
      "auth-methods",
    ]) {
      expect(verdict(`/api/collections/users/${end}`, "tok", false), end).toBe("");
    }
  });
});

describe("tokenOf", () => {
  it("reads the token as PocketBase does, with or without Bearer", () => {
    expect(tokenOf("Bearer abc")).toBe("abc");
    expect(tokenOf("bearer abc")).toBe("abc");
    expect(tokenOf("abc")).toBe("abc");
    expect(tokenOf("")).toBe("");
  });
});
