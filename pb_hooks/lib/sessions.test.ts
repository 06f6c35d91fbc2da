// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { verdict, tokenOf, ownClaims } = requireHook<typeof import("./sessions.js")>("lib/sessions.js");

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

describe("ownClaims", () => {
  it("keeps PocketBase's claims of a session token, drops the expiry and adds the sign-in's own id", () => {
    const claims = { type: "auth", id: "u1", collectionId: "c1", refreshable: true, exp: 1800000000 };
    expect(ownClaims(claims, "abc")).toEqual({
      type: "auth",
      id: "u1",
      collectionId: "c1",
      refreshable: true,
      jti: "abc",
    });
    expect(ownClaims({ ...claims, jti: "old" }, "new")?.["jti"]).toBe("new");
  });

  it("leaves tokens that are not a session's alone", () => {
    expect(ownClaims({ type: "auth", id: "u1", refreshable: false }, "x")).toBeNull();
    expect(ownClaims({ type: "file", id: "u1", refreshable: true }, "x")).toBeNull();
  });
});
