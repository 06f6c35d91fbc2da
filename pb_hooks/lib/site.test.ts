// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { escapeHtml } = requireHook<typeof import("./site.js")>("lib/site.js");

describe("escapeHtml", () => {
  it("makes any value safe as text and as a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    expect(escapeHtml(42)).toBe("42");
    expect(escapeHtml("ਪੰਜਾਬ")).toBe("ਪੰਜਾਬ");
  });
});
