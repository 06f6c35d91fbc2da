import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { patternById } from "@shared/mock-patterns-core.cjs";
import {
  fromPattern,
  mockTestFormSchema,
  sectionFieldOf,
  splitTopics,
  toInput,
  type MockTestForm,
} from "./mock-test-form";

/** The messages a form gets, by field path ("sections.1.timeLimit"). */
function messages(form: MockTestForm) {
  const res = v.safeParse(mockTestFormSchema, form);
  if (res.success) return {};
  return Object.fromEntries(res.issues.map((i) => [v.getDotPath(i) ?? "", i.message]));
}

const pstet = () => fromPattern(patternById("pstet-1"));

describe("the builder's form", () => {
  it("starts from a pattern: its name, time, sections and random picks", () => {
    const f = pstet();
    expect(f.name).toBe("PSTET Paper I (classes I–V)");
    expect(f.timeLimit).toBe("90");
    expect(f.sections).toHaveLength(5);
    expect(f.sections[0]).toMatchObject({
      mode: "random",
      topics: "Child Development",
      count: "30",
      perAttempt: true,
    });
    expect(messages(f)).toEqual({});
  });

  it("puts a section time longer than the test's on that section's time field", () => {
    const f = pstet();
    f.timeLimit = "30";
    f.sections[1]!.timeLimit = "45";
    expect(messages(f)).toEqual({
      "sections.1.timeLimit": "Section 2 has 45 minutes but the whole test has 30.",
    });
  });

  it("names bad numbers, an empty title and qualifying marks above the section's total on their fields", () => {
    const f = pstet();
    f.name = " ";
    f.sections[0]!.marks = "0";
    f.sections[2]!.title = "";
    f.sections[3]!.count = "many";
    f.sections[4]!.qualifying = "31";
    f.sections[4]!.timeLimit = "ten";
    expect(messages(f)).toEqual({
      name: "Enter a name for the test.",
      "sections.0.marks": "Section 1: marks for a right answer must be more than 0 (at most 100).",
      "sections.2.title": "Section 3: give it a title.",
      "sections.3.count": "Section 4: draw from 1 to 500 questions.",
      "sections.4.timeLimit": "Section 5: enter whole minutes from 0 to 600 (0 = no time of its own).",
      "sections.4.qualifying": "Section 5: needs 31 qualifying marks but has only 30 marks in all.",
    });
  });

  it("refuses to publish a test without questions, on the sections", () => {
    const f = fromPattern(null);
    f.name = "Blank";
    expect(messages(f)).toEqual({});
    f.active = true;
    expect(messages(f)).toEqual({ sections: "A published test needs at least one section with questions." });
  });

  it("sends numbers, trimmed texts and topics split at commas", () => {
    const f = pstet();
    f.sections[0]!.topics = " Child Development, Pedagogy ,, ";
    f.sections[0]!.qualifying = "";
    f.sections[1]!.mode = "fixed";
    f.sections[1]!.questions = ["q1", "q2"];
    const input = toInput({ ...f, name: "  PSTET practice " }, "");
    expect(input).toMatchObject({ name: "PSTET practice", timeLimit: 90, pattern: "pstet-1", publishAt: "" });
    expect(input.sections[0]).toMatchObject({
      id: "",
      timeLimit: 0,
      qualifying: 0,
      marks: 1,
      pick: {
        mode: "random",
        topics: ["Child Development", "Pedagogy"],
        count: 30,
        perAttempt: true,
        difficulty: "",
      },
    });
    expect(input.sections[1]!.pick).toEqual({ mode: "fixed", questions: ["q1", "q2"] });
    expect(splitTopics("ਪੰਜਾਬੀ, Punjab History")).toEqual(["ਪੰਜਾਬੀ", "Punjab History"]);
  });
});

describe("sectionFieldOf", () => {
  it("puts the server's bank messages on the section's count or questions", () => {
    const short =
      "Section 3 asks for 30 random questions from Punjab Geography (medium) but the bank has 12.";
    expect(sectionFieldOf(short, 5)).toEqual({ path: "sections.2.count", message: short });
    const retired = "Section 1: question abc123 has been retired; choose another.";
    expect(sectionFieldOf(retired, 5)).toEqual({ path: "sections.0.questions", message: retired });
    expect(sectionFieldOf(short, 2)).toBeNull();
    expect(sectionFieldOf("A published test needs at least one section with questions.", 2)).toBeNull();
  });
});
