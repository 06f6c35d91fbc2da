import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirect-target";

describe("redirectTarget", () => {
  it("returns the admin page the person came from", () => {
    expect(redirectTarget({ from: "/admin/currentaffairs?q=gst" })).toBe("/admin/currentaffairs?q=gst");
    expect(redirectTarget({ from: "/admin" })).toBe("/admin");
  });
  it("falls back to /admin for anything else", () => {
    expect(redirectTarget(null)).toBe("/admin");
    expect(redirectTarget({ from: "/admin/login" })).toBe("/admin");
    expect(redirectTarget({ from: "//evil.example/admin" })).toBe("/admin");
    expect(redirectTarget({ from: "/administrator-evil" })).toBe("/admin");
    expect(redirectTarget({ from: "/currentaffairs" })).toBe("/admin");
    expect(redirectTarget({ from: 42 })).toBe("/admin");
  });
});
