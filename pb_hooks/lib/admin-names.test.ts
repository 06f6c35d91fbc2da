// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { isTagTaken } = requireHook<typeof import("./admin-names.js")>("lib/admin-names.js");

describe("isTagTaken", () => {
  it("recognises the unique index on the tag's name key in the errors PocketBase gives", () => {
    expect(isTagTaken(new Error("UNIQUE constraint failed: CAtags.nameKey"))).toBe(true);
    expect(isTagTaken(new Error("UNIQUE constraint failed: CAtags.name"))).toBe(true);
    // A validation error keyed by the field, its text in `value`.
    expect(isTagTaken({ value: "nameKey: Value must be unique." })).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isTagTaken(new Error("UNIQUE constraint failed: currentAffairs.seoURL"))).toBe(false);
    expect(isTagTaken(new Error("name: Cannot be blank."))).toBe(false);
    expect(isTagTaken(null)).toBe(false);
  });
});
