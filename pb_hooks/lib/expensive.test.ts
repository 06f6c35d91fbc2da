// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { costOf, fits, isLoopback, positiveInt } =
  requireHook<typeof import("./expensive.js")>("lib/expensive.js");

describe("costOf", () => {
  it("weighs search, statistics and CSV exports; pages and everything else cost nothing", () => {
    expect(costOf("GET", "/api/ca/search")).toBe(1);
    expect(costOf("GET", "/api/quiz-stats/abc123")).toBe(5);
    expect(costOf("GET", "/api/inbox/leads.csv")).toBe(10);
    expect(costOf("GET", "/api/inbox/subscribers.csv")).toBe(10);
    for (const [method, path] of [
      ["POST", "/api/ca/search/rebuild"],
      ["GET", "/api/ca/search/rebuild"],
      ["GET", "/"],
      ["GET", "/currentaffairs"],
      ["GET", "/api/collections/currentAffairs/records"],
      ["GET", "/rss.xml"],
      ["HEAD", "/api/ca/search"],
    ] as const) {
      expect(costOf(method, path), `${method} ${path}`).toBe(0);
    }
  });
});

describe("the budget", () => {
  it("lets a cost through while it fits the minute's budget", () => {
    expect(fits(0, 1, 5)).toBe(true);
    expect(fits(4, 1, 5)).toBe(true);
    expect(fits(5, 1, 5)).toBe(false);
    expect(fits(0, 10, 5)).toBe(false);
  });

  it("does not charge loopback (the page renderer's address)", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("203.0.113.7")).toBe(false);
  });

  it("reads positive whole numbers from the environment, else the default", () => {
    expect(positiveInt("8", 4)).toBe(8);
    for (const raw of ["", "0", "-1", "2.5", "abc"]) expect(positiveInt(raw, 4), raw).toBe(4);
  });
});
