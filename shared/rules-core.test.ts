// rules-core.cjs through the app's ESM wrapper: this also proves the Vite plugin that wraps the
// CommonJS file works under vitest (the same config as dev and build).
import { describe, expect, it } from "vitest";
import {
  cleanName,
  cleanText,
  linkProblem,
  settingsLinkProblem,
  QUESTION_LIMITS,
  questionListProblem,
  questionsProblem,
  slugify,
  slugOrFallback,
  TAG_NAME_MAX,
  tagKey,
} from "./rules-core.cjs";

const question = (over: Record<string, unknown> = {}) => ({
  text: "Capital of Punjab?",
  options: ["Chandigarh", "Amritsar"],
  answer: "Chandigarh",
  ...over,
});

describe("slug rule", () => {
  it("keeps a-z, 0-9 and single inner hyphens", () => {
    expect(slugify("  RBI Keeps Repo Rate at 5.5%  ")).toBe("rbi-keeps-repo-rate-at-55");
    expect(slugify("-- Punjab -- cabinet   approves --")).toBe("punjab-cabinet-approves");
  });
  it("falls back to a dated slug when the name leaves nothing", () => {
    expect(slugOrFallback("ਪੰਜਾਬ ਸਰਕਾਰ", "2026-11-22")).toBe("current-affairs-2026-11-22");
    expect(slugOrFallback("Budget 2026", "2026-11-22")).toBe("budget-2026");
  });
});

describe("tag-name rule", () => {
  it("stores names NFC, trimmed, with inner whitespace collapsed", () => {
    expect(cleanName("  Punjab \t  Budget \n")).toBe("Punjab Budget");
    expect(cleanName("E\u0301conomie")).toBe("\u00C9conomie");
  });
  it("compares names ignoring case in every script", () => {
    expect(tagKey(" ÉCONOMIE ")).toBe(tagKey("économie"));
    expect(tagKey("ਪੰਜਾਬ")).not.toBe(tagKey("ਪੰਜਾਬੀ"));
  });
  it("has the collection's max length", () => {
    expect(TAG_NAME_MAX).toBe(60);
  });
});

describe("control and format characters", () => {
  const kept = new Set([0x09, 0x0a, 0x0d, 0x200c, 0x200d]);
  it("removes every Cc and Cf code point except tab, CR, LF, ZWNJ and ZWJ, and nothing else", () => {
    const wrong: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      const invisible = /^[\p{Cc}\p{Cf}]$/u.test(ch) && !kept.has(cp);
      // NFC may compose a mark with the "a" or replace a singleton: compare NFC forms.
      const expected = `a${invisible ? "" : ch}b`.normalize("NFC");
      if (cleanText(`a${ch}b`) !== expected) wrong.push(cp.toString(16));
    }
    expect(wrong).toEqual([]);
  });
  it("cleans names: NUL, ESC, RLO and zero-width space go, Gurmukhi joiners stay", () => {
    expect(cleanName("Bud\u0000get\u001b[31m \u202Etxt.exe\u200B")).toBe("Budget[31m txt.exe");
    expect(cleanName("ਕ\u200Dਿ \u200Cਪ")).toBe("ਕ\u200Dਿ \u200Cਪ");
    expect(cleanName("\u200B\u202E \u0000")).toBe("");
  });
  it("folds case beyond ASCII and lower case: ß/SS, final sigma, Ä/ä", () => {
    expect(tagKey("ÄÖÜ-ਪੰਜਾਬ")).toBe(tagKey("äöü-ਪੰਜਾਬ"));
    expect(tagKey("STRASSE")).toBe(tagKey("straße"));
    expect(tagKey("ΟΔΟΣ")).toBe(tagKey("οδος"));
    expect(tagKey("Pol\u200Bity")).toBe(tagKey("polity"));
  });
});

describe("settings link rule", () => {
  it("accepts https addresses, site paths and no link", () => {
    for (const ok of [
      "https://t.me/x",
      "HTTPS://www.youtube.com/@x?a=1#b",
      "https://a.in:8443",
      "/courses",
      "/",
      "",
      null,
      undefined,
    ]) {
      expect(linkProblem(ok)).toBeNull();
    }
  });
  it("refuses other schemes, protocol-relative and disguised links", () => {
    for (const bad of [
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "javascript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "http://example.com",
      "//evil.example",
      "/\\evil.example",
      "https:/evil.example",
      "https://",
      "https://good.example@evil.example",
      "courses",
      "https://a.in/\u202Ex",
      42,
    ]) {
      expect(linkProblem(bad), String(bad)).not.toBeNull();
    }
  });
  it("names the bad link inside a settings field", () => {
    expect(settingsLinkProblem("social", { facebook: "https://fb.com/x", youtube: "vbscript:x" })).toBe(
      "Link social.youtube must be an https:// address or a path starting with /",
    );
    expect(settingsLinkProblem("slides", [{ title: "a" }, { title: "b", ctaUrl: "data:text/html,x" }])).toBe(
      "Link slides[1].ctaUrl must be an https:// address or a path starting with /",
    );
    expect(settingsLinkProblem("appLinks", { android: "https://play.google.com/x" })).toBeNull();
    expect(settingsLinkProblem("appLinks", ["https://x.in"])).toBe("appLinks must be an object of links");
    expect(settingsLinkProblem("social", null)).toBeNull();
  });
});

describe("question rule", () => {
  it("accepts a valid list and an empty field", () => {
    expect(questionListProblem([question(), question({ explanation: null, order: 2 })])).toBeNull();
    expect(questionsProblem("")).toBeNull();
    expect(questionsProblem("null")).toBeNull();
    expect(questionsProblem(JSON.stringify([question()]))).toBeNull();
  });
  it("names the first problem", () => {
    expect(questionsProblem("{")).toBe("Questions must be valid JSON.");
    expect(questionsProblem("{}")).toBe("Questions must be a list.");
    expect(questionListProblem([question(), question({ text: " " })])).toBe("Question 2 needs its text.");
    expect(questionListProblem([question({ options: ["a", "b", "c", "d", "e"] })])).toBe(
      "Question 1 has more than 4 options.",
    );
    expect(questionListProblem([question({ answer: "" })])).toBe(
      'Question 1 needs an answer ("N/A" when none).',
    );
    expect(questionListProblem([question({ order: "1" })])).toBe("Question 1: order must be a number.");
  });
  it("enforces the limits it exports", () => {
    const L = QUESTION_LIMITS;
    expect(questionListProblem([question({ text: "x".repeat(L.text) })])).toBeNull();
    expect(questionListProblem([question({ text: "x".repeat(L.text + 1) })])).toMatch(/longer than 2000/);
    expect(questionListProblem([question({ options: ["x".repeat(L.option + 1)] })])).toMatch(
      /option is longer/,
    );
    expect(questionListProblem([question({ explanation: "x".repeat(L.explanation + 1) })])).toMatch(
      /explanation is longer/,
    );
    const tooMany = Array.from({ length: L.questions + 1 }, () => question());
    expect(questionListProblem(tooMany)).toBe("A quiz can have at most 1000 questions (this one has 1001).");
  });
  it("is frozen, so no caller can loosen a limit", () => {
    expect(Object.isFrozen(QUESTION_LIMITS)).toBe(true);
  });
});
