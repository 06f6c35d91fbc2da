// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { proxyFromEnv } = requireHook<typeof import("./trusted-proxy.js")>("lib/trusted-proxy.js");

describe("proxyFromEnv", () => {
  it("is null when TRUSTED_PROXY_HEADERS is unset or blank (the saved setting stays)", () => {
    expect(proxyFromEnv("", "true")).toBeNull();
    expect(proxyFromEnv("   ", "")).toBeNull();
  });

  it("reads a comma-separated list of header names, rightmost IP unless told otherwise", () => {
    expect(proxyFromEnv(" X-Forwarded-For , CF-Connecting-IP,", "")).toEqual({
      headers: ["X-Forwarded-For", "CF-Connecting-IP"],
      leftmost: false,
    });
    for (const yes of ["true", "TRUE", "1", "yes"]) {
      expect(proxyFromEnv("X-Real-IP", yes)).toEqual({ headers: ["X-Real-IP"], leftmost: true });
    }
    for (const no of ["false", "0", "no"]) {
      expect(proxyFromEnv("X-Real-IP", no)?.leftmost).toBe(false);
    }
  });

  it("refuses what is not a header name, and a leftmost flag that is not a yes or no", () => {
    expect(() => proxyFromEnv("X-Forwarded-For: 1.2.3.4", "")).toThrow(
      'TRUSTED_PROXY_HEADERS: "X-Forwarded-For: 1.2.3.4" is not a header name (e.g. X-Forwarded-For).',
    );
    expect(() => proxyFromEnv("X-Real-IP", "maybe")).toThrow(
      'TRUSTED_PROXY_USE_LEFTMOST must be true or false, not "maybe".',
    );
  });
});
