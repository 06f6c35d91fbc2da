// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { parseSections, withIds, cleanTopics, sameRule, ruleText, tooFewMessage, fixedProblem, ruleSql } =
  requireHook<typeof import("./mock-test-save.js")>("lib/mock-test-save.js");

type Section = Parameters<typeof withIds>[0][number];
type Pick = Parameters<typeof sameRule>[0];

const section = (id: string | undefined): Section => ({
  id,
  title: "Part",
  timeLimit: 0,
  qualifying: 0,
  marks: 1,
  negativeMarking: "none",
  pick: { mode: "fixed", questions: [] },
});
const pick = (over: Partial<Pick> = {}): Pick => ({
  mode: "random",
  topics: ["Punjab Geography"],
  difficulty: "medium",
  count: 30,
  perAttempt: false,
  ...over,
});

describe("parseSections", () => {
  it("reads the JSON field's raw text: nothing is an empty list, bad JSON is not a list", () => {
    expect(parseSections("")).toEqual([]);
    expect(parseSections("null")).toEqual([]);
    expect(parseSections('[{"id":"s1"}]')).toEqual([{ id: "s1" }]);
    expect(parseSections("{oops")).toBe("unreadable");
  });
});

describe("withIds", () => {
  it("keeps sN ids, gives new sections the next number after every id the test ever had", () => {
    const out = withIds([section("s2"), section(undefined), section("")], ["s1", "s2", "s3"]);
    expect(out.map((s) => s.id)).toEqual(["s2", "s4", "s5"]);
  });

  it("replaces a repeated or foreign id, so ids stay unique", () => {
    const out = withIds([section("s1"), section("s1"), section("x; drop")], []);
    expect(out.map((s) => s.id)).toEqual(["s1", "s2", "s3"]);
  });
});

describe("random picks", () => {
  it("cleans topics: trimmed, no blanks, no repeats", () => {
    expect(cleanTopics([" Punjab History ", "", "Punjab History", "ਪੰਜਾਬੀ"])).toEqual([
      "Punjab History",
      "ਪੰਜਾਬੀ",
    ]);
  });

  it("keeps a draw only while its rule is the same (topic order does not matter)", () => {
    const a = pick({ topics: ["A", "B"] });
    expect(sameRule(a, pick({ topics: ["B", "A"] }))).toBe(true);
    expect(sameRule(a, pick({ topics: ["A"] }))).toBe(false);
    expect(sameRule(a, pick({ topics: ["A", "B"], count: 29 }))).toBe(false);
    expect(sameRule(a, pick({ topics: ["A", "B"], difficulty: "" }))).toBe(false);
  });

  it("says what a section asks for and what the bank has", () => {
    expect(tooFewMessage(3, pick(), 12)).toBe(
      "Section 3 asks for 30 random questions from Punjab Geography (medium) but the bank has 12.",
    );
    expect(ruleText(pick({ topics: [], difficulty: "" }))).toBe("any topic");
    expect(ruleText(pick({ topics: ["Punjab History", "Punjab Geography"], difficulty: "" }))).toBe(
      "Punjab History or Punjab Geography",
    );
  });

  it("binds every topic, difficulty and excluded id (no text in the SQL itself)", () => {
    const { where, params } = ruleSql(pick({ topics: ["X') OR 1=1 --"] }), ["q1"]);
    expect(where).not.toContain("OR 1=1");
    expect(where).toContain("q.retired = FALSE AND q.answer >= 0 AND q.difficulty = {:difficulty}");
    expect(where).toContain("lower(trim(t.value)) IN ({:t0})");
    expect(where).toContain("q.id NOT IN ({:x0})");
    expect(params).toEqual({ difficulty: "medium", t0: "x') or 1=1 --", x0: "q1" });
    expect(ruleSql(pick({ topics: [], difficulty: "" }), []).where).toBe(
      "q.retired = FALSE AND q.answer >= 0",
    );
  });
});

describe("fixedProblem", () => {
  it("names a hand-picked question that is missing, retired or has no key", () => {
    expect(fixedProblem(2, "abc", undefined)).toBe(
      "Section 2: question abc is not in the bank (it may have been deleted).",
    );
    expect(fixedProblem(2, "abc", { retired: true, answer: 1 })).toMatch(/has been retired/);
    expect(fixedProblem(2, "abc", { retired: false, answer: -1 })).toMatch(/has no answer key/);
    expect(fixedProblem(2, "abc", { retired: false, answer: 0 })).toBe("");
  });
});
