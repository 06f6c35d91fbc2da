import { describe, expect, it } from "vitest";
import { parseQuestions } from "../parse-questions";
import {
  applyDraft,
  draftErrors,
  fromParsed,
  fromStored,
  liveWarnings,
  shownWarnings,
  toStored,
} from "./editable-question";

describe("editable questions", () => {
  const [parsed] = parseQuestions("Q1: Which test is projective?\n(a) Rorschach\n(b) Binet\n(c) Bhatia");

  it("shows the parser's warnings until edited, then live ones; fixing clears them", () => {
    const q = fromParsed(parsed);
    expect(shownWarnings(q)).toEqual(parsed.warnings);
    const fixed = applyDraft(q, {
      text: q.text,
      options: ["Rorschach", "Binet", "Bhatia", "Raven"],
      answer: "Rorschach",
      explanation: "",
    });
    expect(shownWarnings(fixed)).toEqual([]);
    const stillShort = applyDraft(q, {
      text: q.text,
      options: ["Rorschach", "", " Binet "],
      answer: "Binet",
      explanation: "",
    });
    expect(stillShort.options).toEqual(["Rorschach", "Binet"]);
    expect(liveWarnings(stillShort)).toEqual(["Only 2 options (expected 4)."]);
  });

  it("validates an inline edit next to its fields", () => {
    expect(draftErrors({ text: " ", options: ["", ""], answer: "x", explanation: "" })).toEqual({
      text: "Enter the question.",
      options: "Enter at least one option.",
      answer: "Choose the correct option, or N/A.",
    });
    expect(draftErrors({ text: "Q", options: ["a", "a"], answer: "N/A", explanation: "" })).toEqual({
      options: "Two options are the same.",
    });
    expect(draftErrors({ text: "Q", options: ["a", "b"], answer: "b", explanation: "" })).toEqual({});
  });

  it("stores questions in screen order with explanations only when given", () => {
    const a = fromParsed(parsed);
    const b = { ...fromParsed(parsed), explanation: "Ink blots." };
    expect(toStored([b, a])).toEqual([
      { text: parsed.text, options: parsed.options, answer: "N/A", explanation: "Ink blots.", order: 1 },
      { text: parsed.text, options: parsed.options, answer: "N/A", order: 2 },
    ]);
  });
});

describe("flagged answer keys in the editor", () => {
  const [flagged] = parseQuestions("Q1: Next letter?\nA\nT\nD\nU\nAnswer: D");

  it("shows the flag until the question is edited, and stores it until then", () => {
    const q = fromParsed(flagged);
    expect(q.flag).toMatch(/^The answer "D" could be option D/);
    expect(shownWarnings(q)).toContain(q.flag);
    expect(toStored([q])[0].flag).toBe(q.flag);
    // A stored draft reopened in the editor still shows it.
    const reopened = fromStored(toStored([q])[0]);
    expect(shownWarnings(reopened)).toEqual([q.flag]);
  });

  it("editing the question is the check: the flag goes", () => {
    const edited = applyDraft(fromParsed(flagged), {
      text: "Next letter?",
      options: ["A", "T", "D", "U"],
      answer: "T",
      explanation: "",
    });
    expect(edited.flag).toBeUndefined();
    expect(shownWarnings(edited)).toEqual([]);
    expect(toStored([edited])[0]).not.toHaveProperty("flag");
  });
});
