// rules-core.cjs through the app's ESM wrapper: this also proves the Vite plugin that wraps the
// CommonJS file works under vitest (the same config as dev and build).
import { describe, expect, it } from "vitest";
import {
  cleanName,
  QUESTION_LIMITS,
  questionListProblem,
  questionsProblem,
  slugify,
  slugOrFallback,
  TAG_NAME_MAX,
  tagKey,
} from "./rules";

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
