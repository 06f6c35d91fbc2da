import { describe, expect, it } from "vitest";
import { articleKey, SETTINGS_KEY } from "./swr-keys-core.cjs";

describe("SWR keys the first response reads back", () => {
  it("keys an article by its SEO URL and whether drafts are included", () => {
    expect(articleKey("budget-2026", false)).toEqual(["currentAffairs", "article", "budget-2026", false]);
    expect(JSON.stringify(articleKey("x", true))).toBe('["currentAffairs","article","x",true]');
  });

  it("keys the settings alone", () => {
    expect(SETTINGS_KEY).toEqual(["settings"]);
  });
});
