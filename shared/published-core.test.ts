import { describe, expect, it } from "vitest";
import { LIVE_FILTER, liveSql } from "./published-core.cjs";

describe("the live (published) condition", () => {
  it("is active with its publish time empty or passed, as an API filter", () => {
    expect(LIVE_FILTER).toBe("active = true && (publishAt = '' || publishAt <= @now)");
  });

  it("says the same in SQL, on a table alias or none, with the time bound as {:now}", () => {
    expect(liveSql("c")).toBe(
      "c.active = TRUE AND (c.publishAt IS NULL OR c.publishAt = '' OR c.publishAt <= {:now})",
    );
    expect(liveSql("")).toBe(
      "active = TRUE AND (publishAt IS NULL OR publishAt = '' OR publishAt <= {:now})",
    );
  });
});
