import { describe, expect, it } from "vitest";
import { cleanTagName, findSameTag, tagKey } from "./tag-name";

const tags = [
  { id: "a", name: "Polity" },
  { id: "b", name: "Économie" },
];

describe("tag names", () => {
  it("trims, collapses spaces and NFC-normalises", () => {
    expect(cleanTagName("  Punjab   Budget \n")).toBe("Punjab Budget");
    // "e" + combining acute accent becomes the single precomposed character.
    expect(cleanTagName("E\u0301conomie")).toBe("\u00C9conomie");
  });

  it("treats case, spacing and Unicode normalisation variants as the same tag", () => {
    expect(findSameTag(tags, "  POLITY ")?.id).toBe("a");
    expect(findSameTag(tags, "e\u0301conomie")?.id).toBe("b");
    expect(findSameTag(tags, "Polity 2")).toBeUndefined();
  });

  it("ignores the tag being renamed", () => {
    expect(findSameTag(tags, "polity", "a")).toBeUndefined();
    expect(tagKey("ÉCONOMIE")).toBe(tagKey("économie"));
  });
});
