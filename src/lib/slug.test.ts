import { describe, expect, it } from "vitest";
import { slugify, slugOrFallback, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("follows the spec's rule", () => {
    expect(slugify("  RBI Keeps Repo Rate at 5.5%  ")).toBe("rbi-keeps-repo-rate-at-55");
    expect(slugify("Punjab -- cabinet   approves")).toBe("punjab-cabinet-approves");
  });
  it("leaves nothing for Gurmukhi, so a dated fallback is used", () => {
    expect(slugify("ਪੰਜਾਬ ਸਰਕਾਰ")).toBe("");
    expect(slugOrFallback("ਪੰਜਾਬ ਸਰਕਾਰ", "2026-11-22")).toBe("current-affairs-2026-11-22");
  });
});

describe("uniqueSlug", () => {
  it("appends -1, -2 until free", async () => {
    const taken = new Set(["a", "a-1"]);
    expect(await uniqueSlug("a", async (s) => taken.has(s))).toBe("a-2");
    expect(await uniqueSlug("b", async (s) => taken.has(s))).toBe("b");
  });
});

describe("reserved article slugs", () => {
  it("never hands out a slug that is a site page's path", async () => {
    const asked: string[] = [];
    const exists = async (s: string) => (asked.push(s), false);
    expect(await uniqueSlug("today", exists)).toBe("today-1");
    expect(await uniqueSlug("archive", exists)).toBe("archive-1");
    expect(await uniqueSlug("todays-news", exists)).toBe("todays-news");
    expect(asked).toEqual(["today-1", "archive-1", "todays-news"]);
  });
});
