// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { istTime, hasUnsafeHtml } =
  requireHook<typeof import("./settings-sections.js")>("lib/settings-sections.js");

describe("istTime", () => {
  it("gives the time in India of a stored datetime, across midnight", () => {
    expect(istTime("2026-11-23 15:11:29.123Z")).toBe("20:41");
    expect(istTime("2026-11-23 18:35:00.000Z")).toBe("00:05");
    expect(istTime("")).toBe("");
    expect(istTime("yesterday")).toBe("");
  });
});

describe("hasUnsafeHtml", () => {
  it("finds script-like elements, event handlers and script or data links inside tags", () => {
    for (const html of [
      "<p>Hi</p><script>alert(1)</script>",
      "<IFRAME src=x>",
      "< / style>",
      '<img src="x.png" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      "<a href=' vbscript:x'>x</a>",
      '<img src="data:text/html;base64,AAAA">',
      '<form action="javascript:x">',
    ]) {
      expect(hasUnsafeHtml(html), html).toBe(true);
    }
  });

  it("lets prose mention them, and ordinary markup pass", () => {
    for (const html of [
      "<p>Never type javascript: into the address bar.</p>",
      '<p><a href="https://example.com/script">Script</a> and <strong>style</strong></p>',
      "<p>onion = tasty</p>",
    ]) {
      expect(hasUnsafeHtml(html), html).toBe(false);
    }
  });
});
