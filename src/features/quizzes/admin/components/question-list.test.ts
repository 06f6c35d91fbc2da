import { describe, expect, it } from "vitest";
import { attentionSummary } from "./question-list";

describe("attentionSummary", () => {
  it.each([
    [47, 3, "47 questions, 3 need attention."],
    [47, 1, "47 questions, 1 needs attention."],
    [1, 0, "1 question, none need attention."],
    [12, 0, "12 questions, none need attention."],
  ])("%i questions, %i warned → %s", (total, warned, text) => {
    expect(attentionSummary(total, warned)).toBe(text);
  });
});
