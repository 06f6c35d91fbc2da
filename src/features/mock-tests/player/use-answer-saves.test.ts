import { describe, expect, it } from "vitest";
import { ClientResponseError } from "@/lib/pocketbase";
import { isRefusal, retryDelay } from "./use-answer-saves";

describe("save retries", () => {
  it("wait longer after each failure in a row, at most 15 s", () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([2, 4, 8, 15, 15, 15]);
  });

  it("stop at a refusal, but not at a lost connection, a rate limit or a server error", () => {
    const err = (status: number) => new ClientResponseError({ status, response: { message: "x" } });
    expect(isRefusal(err(400))).toBe(true);
    expect(isRefusal(err(404))).toBe(true);
    expect(isRefusal(err(0))).toBe(false);
    expect(isRefusal(err(429))).toBe(false);
    expect(isRefusal(err(503))).toBe(false);
    expect(isRefusal(new Error("x"))).toBe(false);
  });
});
