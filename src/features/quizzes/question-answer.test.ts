// The answer-key rules of the import: a label means its option, the document's own labels win, and
// anything doubtful is flagged with a reason, never stored as a silent guess.
import { describe, expect, it } from "vitest";
import { parseQuestions } from "./parse-questions";
import { resolveAnswer } from "./question-answer";

const RIVERS = ["Ghaggar", "Sutlej", "Beas", "Ravi"];

describe("resolveAnswer", () => {
  it.each([
    ["A (50:50)", "Ghaggar"],
    ["(b) [Lucent p. 12]", "Sutlej"],
    ["option (C)", "Beas"],
    ["4", "Ravi"],
    ["ii", "Sutlej"],
    ["Sutlej (Satluj)", "Sutlej"],
    ["(b) Sutlej", "Sutlej"],
    ["b - Sutlej", "Sutlej"],
  ])("%s → %s, no flag", (raw, answer) => {
    expect(resolveAnswer(raw, RIVERS, "latin")).toEqual({ answer, index: RIVERS.indexOf(answer) });
  });

  it("reads a Gurmukhi letter against Gurmukhi labels of either alphabet", () => {
    const opts = ["ਤਿੰਨ", "ਚਾਰ", "ਪੰਜ", "ਛੇ"];
    expect(resolveAnswer("ੲ", opts, "gurmukhi").answer).toBe("ਪੰਜ");
    expect(resolveAnswer("(ਘ)", opts, "gurmukhiKa").answer).toBe("ਛੇ");
  });

  it("a letter that is also another option's text: the document's labels win", () => {
    expect(resolveAnswer("D", ["A", "C", "D", "E"], "latin")).toEqual({ answer: "E", index: 3 });
  });

  it("the same letter against unlabelled options is flagged, with the label's option kept", () => {
    const r = resolveAnswer("D", ["A", "C", "D", "E"], null);
    expect(r.answer).toBe("E");
    expect(r.flag).toBe(
      'The answer "D" could be option D ("E") or the option whose text is "D"; option D was chosen. Check it.',
    );
  });

  it("a number that is also another option's text is flagged when options are lettered", () => {
    expect(resolveAnswer("4", ["2", "4", "6", "8"], "latin").flag).toMatch(/could be option D/);
    // The same number where position and text agree is not doubtful.
    expect(resolveAnswer("4", ["1", "2", "3", "4"], null)).toEqual({ answer: "4", index: 3 });
  });

  it("a letter past the options that is another option's text is flagged", () => {
    const r = resolveAnswer("E", ["A", "C", "D", "E"], "latin");
    expect([r.answer, r.flag]).toEqual([
      "E",
      'The answer "E" is not one of the 4 option labels but is the text of option D; check it.',
    ]);
  });

  it("text matching two options is flagged", () => {
    expect(resolveAnswer("Sutlej", ["Sutlej", "Beas", "sutlej"], null).flag).toBe(
      'The answer "Sutlej" matches 2 options; check which is meant.',
    );
  });

  it("an empty answer or one that matches nothing is not a key", () => {
    expect(resolveAnswer("  ", RIVERS, "latin")).toMatchObject({ answer: "N/A", index: -1 });
    expect(resolveAnswer("Chenab", RIVERS, "latin")).toMatchObject({ answer: "Chenab", index: -1 });
  });

  it("cuts a long answer short in the message", () => {
    const r = resolveAnswer("x".repeat(300), RIVERS, "latin");
    expect(r.flag!.length).toBeLessThan(120);
  });
});

describe("parseQuestions: flags", () => {
  it("the issue's example: options A) A B) C C) D D) E with Answer: D stores E, unflagged", () => {
    const [q] = parseQuestions("Q1. Next letter: B, D, F, H?\nA) A\nB) C\nC) D\nD) E\nAnswer: D");
    expect([q.answer, q.flag, q.warnings]).toEqual(["E", undefined, []]);
  });

  it("an answer beyond the four kept options is flagged", () => {
    const [q] = parseQuestions("Q1. Pick\n(a) v\n(b) w\n(c) x\n(d) y\n(e) z\nAnswer: e");
    expect(q.options).toEqual(["v", "w", "x", "y"]);
    expect(q.warnings).toContain(
      "The answer is option 5, which is not kept (a question has at most 4 options).",
    );
  });

  it("a question with one option keeps its key; publishing is refused by the options rule", () => {
    const [q] = parseQuestions("Q1. Name a river.\n(a) Beas\nAnswer: a");
    expect([q.answer, q.flag]).toEqual(["Beas", undefined]);
    expect(q.warnings).toEqual(["Only 1 option found (expected 4)."]);
  });
});
