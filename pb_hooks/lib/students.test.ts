// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const students = requireHook<typeof import("./students.js")>("lib/students.js");

describe("checkText (names, exams, display names)", () => {
  it("trims and collapses spaces, keeps Gurmukhi and punctuation", () => {
    expect(students.checkText("  ਰਵੀ   ਕੁਮਾਰ ", 40, "Display name")).toEqual({ value: "ਰਵੀ ਕੁਮਾਰ" });
    expect(students.checkText("Ravi K. (PCS-2026)", 40, "Display name")).toEqual({
      value: "Ravi K. (PCS-2026)",
    });
    expect(students.checkText(undefined, 40, "Display name")).toEqual({ value: "" });
  });

  it("refuses HTML, control characters, invisible marks and too many characters, naming the rule", () => {
    expect(students.checkText("<b>Ravi</b>", 40, "Display name")).toEqual({
      error: "Display name cannot contain < or > (no HTML).",
    });
    for (const raw of ["Ravi\nKumar", "Ravi\u0000", "Ra\u200bvi", "Ravi\u202e", "tab\there"]) {
      expect(students.checkText(raw, 40, "Display name")).toEqual({
        error: "Display name cannot contain line breaks or control characters.",
      });
    }
    expect(students.checkText("x".repeat(300), 40, "Display name")).toEqual({
      error: "Display name can be at most 40 characters.",
    });
    // Characters, not UTF-16 units: 40 Gurmukhi letters fit.
    expect(students.checkText("ਕ".repeat(40), 40, "Display name")).toEqual({ value: "ਕ".repeat(40) });
    expect(students.checkText(42, 40, "Name")).toEqual({ error: "Name must be text." });
  });
});

describe("minutesText", () => {
  it("rounds up to whole minutes, never less than one", () => {
    expect(students.minutesText(1000)).toBe("1 minute");
    expect(students.minutesText(60_001)).toBe("2 minutes");
    expect(students.minutesText(15 * 60_000)).toBe("15 minutes");
  });
});

describe("codeTarget", () => {
  it("takes an e-mail address (lower-cased) or, with SMS on, an Indian mobile number", () => {
    expect(students.codeTarget({ email: " Asha@Example.COM " }, false)).toEqual({
      kind: "email",
      to: "asha@example.com",
    });
    expect(students.codeTarget({ phone: "098765 43210" }, true)).toEqual({
      kind: "phone",
      to: "+919876543210",
    });
  });

  it("refuses a phone number when SMS is off, and bad input, naming the field", () => {
    expect(students.codeTarget({ phone: "9876543210" }, false)).toMatchObject({ field: "phone" });
    expect(students.codeTarget({ phone: "12345" }, true)).toMatchObject({
      field: "phone",
      error: "Please enter a 10-digit Indian mobile number, like 98765 43210.",
    });
    expect(students.codeTarget({ email: "a@b.c\nBcc: x@y.z" }, true)).toMatchObject({ field: "email" });
    expect(students.codeTarget({}, true)).toMatchObject({ field: "email" });
  });
});

describe("codeMail", () => {
  it("carries the code in the subject, the HTML and the text, with the institute's name escaped", () => {
    const m = students.codeMail({
      code: "123456",
      institute: "A <b>&</b> Co",
      base: "https://x.test",
      minutes: 10,
    });
    expect(m.subject).toBe("123456 is your sign-in code for A <b>&</b> Co");
    expect(m.html).toContain("A &lt;b&gt;&amp;&lt;/b&gt; Co");
    expect(m.html).toContain(">123456<");
    expect(m.html).toContain('href="https://x.test/signin"');
    expect(m.text).toContain("Your sign-in code for A <b>&</b> Co: 123456");
    expect(m.text).toContain("10 minutes");
  });
});
