// (.tsx: the jsdom project, for localStorage.)
import { afterEach, describe, expect, it } from "vitest";
import {
  loadAttemptKey,
  loadMarked,
  loadQuestionLangs,
  loadTestLang,
  pickQuestionLang,
  questionLangs,
  saveAttemptKey,
  saveMarked,
  saveQuestionLangs,
  saveTestLang,
} from "./device-memory";

afterEach(() => localStorage.clear());

describe("what the device remembers", () => {
  it("the test language: the site's until the student chooses one, then their choice", () => {
    expect(loadTestLang("pa")).toBe("pa");
    saveTestLang("en");
    expect(loadTestLang("pa")).toBe("en");
    localStorage.setItem("mock-lang", '"xx"');
    expect(loadTestLang("pa")).toBe("pa");
  });

  it("each test's attempt, to resume it after a reload; damaged storage is ignored", () => {
    expect(loadAttemptKey("mt1")).toBeNull();
    saveAttemptKey("mt1", { attemptId: "a1", token: "t".repeat(32) });
    expect(loadAttemptKey("mt1")).toEqual({ attemptId: "a1", token: "t".repeat(32) });
    expect(loadAttemptKey("mt2")).toBeNull();
    saveAttemptKey("mt1", null);
    expect(loadAttemptKey("mt1")).toBeNull();
    localStorage.setItem("mock-attempt:mt1", "{not json");
    expect(loadAttemptKey("mt1")).toBeNull();
  });

  it("the questions marked for review per attempt", () => {
    saveMarked("a1", ["q1", "q3"]);
    expect(loadMarked("a1")).toEqual(["q1", "q3"]);
    saveMarked("a1", []);
    expect(localStorage.getItem("mock-marked:a1")).toBeNull();
  });

  it("the questions switched to another language per attempt, ignoring junk", () => {
    saveQuestionLangs("a1", { q1: "en", q2: "hi" });
    expect(loadQuestionLangs("a1")).toEqual({ q1: "en", q2: "hi" });
    localStorage.setItem("mock-langs:a1", JSON.stringify({ q1: "fr", q2: "pa" }));
    expect(loadQuestionLangs("a1")).toEqual({ q2: "pa" });
    localStorage.setItem("mock-langs:a1", "[1]");
    expect(loadQuestionLangs("a1")).toEqual({});
    saveQuestionLangs("a1", {});
    expect(localStorage.getItem("mock-langs:a1")).toBeNull();
  });

  it("shows a question in the language asked for when it has it, else the first it has", () => {
    const text = { en: "River?", pa: "ਦਰਿਆ?", hi: "" };
    expect(questionLangs(text)).toEqual(["en", "pa"]);
    expect(pickQuestionLang(text, "pa")).toBe("pa");
    expect(pickQuestionLang(text, "hi")).toBe("en");
    expect(pickQuestionLang({ en: "", pa: "ਦਰਿਆ?", hi: "" }, "en")).toBe("pa");
  });
});
