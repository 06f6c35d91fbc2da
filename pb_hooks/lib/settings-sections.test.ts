// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { istTime, hasUnsafeHtml, categoryChanges } =
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

describe("categoryChanges", () => {
  const stored = [
    { id: "c1", name: "PCS" },
    { id: "c2", name: "Patwari" },
    { id: "c3", name: "Police" },
  ];

  it("finds the renamed and the removed categories by id, and cleans the names it keeps", () => {
    const after = [
      { id: "c1", name: "  PCS\u0000 Exams " },
      { id: "c3", name: "Police" },
      { id: "c4", name: "Clerk" },
    ];
    expect(categoryChanges(stored, after)).toEqual({
      problem: "",
      removed: ["Patwari"],
      renames: { PCS: "PCS Exams" },
    });
    expect(after[0]!.name).toBe("PCS Exams");
  });

  it("refuses what is not a list of named categories", () => {
    expect(categoryChanges(stored, "PCS").problem).toBe("Course categories must be a list.");
    expect(categoryChanges(stored, [{ id: "c1" }]).problem).toBe("Every course category needs a name.");
    expect(categoryChanges(stored, [{ id: "c1", name: " \u200b " }]).problem).toBe(
      "Every course category needs a name.",
    );
    expect(categoryChanges(stored, [{ id: "c1", name: "x".repeat(61) }]).problem).toBe(
      `Category “${"x".repeat(60)}…” is too long (60 characters at most).`,
    );
  });

  it("refuses two categories that differ only in case, and two with one id", () => {
    expect(
      categoryChanges(stored, [
        { id: "c1", name: "Police" },
        { id: "c2", name: "POLICE" },
      ]).problem,
    ).toBe(
      "There are two categories called “POLICE” (capital letters do not count as different). Choose another name.",
    );
    expect(
      categoryChanges(stored, [
        { id: "c1", name: "A" },
        { id: "c1", name: "B" },
      ]).problem,
    ).toBe("Two categories have the same id. Reload the page and try again.");
  });

  it("treats a missing or broken stored list as empty", () => {
    expect(categoryChanges(null, [{ id: "c1", name: "PCS" }])).toEqual({
      problem: "",
      removed: [],
      renames: {},
    });
    expect(categoryChanges([null, { id: "c9" }], [])).toEqual({ problem: "", removed: [], renames: {} });
  });
});
