import { describe, expect, it } from "vitest";
import {
  MOCK_LIMITS,
  PATTERNS,
  patternById,
  patternQuestionCount,
  sectionsFromPattern,
  sectionsProblems,
  sectionTotal,
  type SectionInput,
} from "./mock-patterns-core.cjs";

const section = (over: Partial<SectionInput> = {}): SectionInput => ({
  id: "s1",
  title: "Punjab Geography",
  titlePa: "ਪੰਜਾਬ ਦਾ ਭੂਗੋਲ",
  timeLimit: 0,
  qualifying: 0,
  marks: 1,
  negativeMarking: "none",
  pick: { mode: "random", topics: ["Punjab Geography"], difficulty: "", count: 10, perAttempt: true },
  ...over,
});

describe("patterns", () => {
  it("PSTET Paper I: 150 questions in 5 sections of 30, 90 minutes, no negative marking", () => {
    const p = patternById("pstet-1")!;
    expect(p.timeLimit).toBe(90);
    expect(p.sections.map((s) => s.questions)).toEqual([30, 30, 30, 30, 30]);
    expect(patternQuestionCount(p)).toBe(150);
    expect(p.sections.map((s) => s.title)).toEqual([
      "Child Development & Pedagogy",
      "Punjabi (Language I)",
      "English (Language II)",
      "Mathematics",
      "Environmental Studies",
    ]);
    expect(p.sections.every((s) => s.negativeMarking === "none")).toBe(true);
  });

  it("Punjab Police Constable: Paper I 100 in 120 minutes over 6 sections with 1/4; Paper II 50 in 60, qualifying 50 %", () => {
    const one = patternById("ppc-1")!;
    expect([patternQuestionCount(one), one.timeLimit, one.sections.length]).toEqual([100, 120, 6]);
    expect(one.sections.every((s) => s.negativeMarking === "1/4")).toBe(true);
    const two = patternById("ppc-2")!;
    expect([patternQuestionCount(two), two.timeLimit]).toEqual([50, 60]);
    expect(two.sections[0]).toMatchObject({ qualifying: 25, timeLimit: 60, marks: 1 });
  });

  it("every pattern is valid as a published test, with a Punjabi name and a Punjabi title per section", () => {
    expect(PATTERNS.map((p) => p.id)).toEqual([
      "pstet-1",
      "pstet-2",
      "pstet-2-sst",
      "ppc-1",
      "ppc-2",
      "psssb-clerk",
      "psssb-patwari",
    ]);
    for (const p of PATTERNS) {
      const sections = sectionsFromPattern(p);
      expect(sectionsProblems(sections, { timeLimit: p.timeLimit, active: true })).toEqual([]);
      expect(p.namePa).toMatch(/[\u0A00-\u0A7F]/);
      expect(p.sections.every((s) => /[\u0A00-\u0A7F]/.test(s.titlePa))).toBe(true);
    }
  });

  it("copies a pattern into sections with stable ids, each a random pick from the topic named like it", () => {
    const sections = sectionsFromPattern(patternById("pstet-1")!);
    expect(sections.map((s) => s.id)).toEqual(["s1", "s2", "s3", "s4", "s5"]);
    expect(sections[4]!.pick).toEqual({
      mode: "random",
      topics: ["Environmental Studies"],
      difficulty: "",
      count: 30,
      perAttempt: true,
    });
    expect(sectionTotal(sections[0]!)).toBe(30);
  });
});

describe("sectionsProblems", () => {
  const test = { timeLimit: 30, active: false };

  it("refuses a section time longer than the whole test's, naming both", () => {
    const problems = sectionsProblems([section(), section({ id: "s2", timeLimit: 45 })], test);
    expect(problems).toEqual([
      { section: 1, field: "timeLimit", message: "Section 2 has 45 minutes but the whole test has 30." },
    ]);
    // No overall time: any section time up to the limit.
    expect(sectionsProblems([section({ timeLimit: 45 })], { timeLimit: 0, active: false })).toEqual([]);
  });

  it("refuses marks of 0, qualifying marks above the section's total and a bad shape, each on its field", () => {
    const problems = sectionsProblems(
      [
        section({ marks: 0 }),
        section({ qualifying: 11 }),
        section({ title: " " }),
        {
          ...section(),
          pick: { mode: "random", topics: "x", difficulty: "hardest", count: 0, perAttempt: 1 },
        },
        section({ pick: { mode: "fixed", questions: ["a", "a"] } }),
        "nonsense",
      ],
      test,
    );
    expect(problems.map((p) => [p.section, p.field])).toEqual([
      [0, "marks"],
      [1, "qualifying"],
      [2, "title"],
      [3, "pick.count"],
      [3, "pick.topics"],
      [3, "pick.difficulty"],
      [3, "pick.perAttempt"],
      [4, "pick.questions"],
      [5, ""],
    ]);
    expect(problems[1]!.message).toBe("Section 2: needs 11 qualifying marks but has only 10 marks in all.");
    expect(problems[0]!.message).toMatch(/^Section 1: marks for a right answer must be more than 0/);
    expect(sectionsProblems("x", test)).toEqual([
      { section: null, field: "", message: "The sections must be a list." },
    ]);
  });

  it("a published test needs a section with questions, and no empty section", () => {
    const live = { timeLimit: 0, active: true };
    expect(sectionsProblems([], live)[0]!.message).toBe(
      "A published test needs at least one section with questions.",
    );
    expect(sectionsProblems(null, { timeLimit: 0, active: false })).toEqual([]);
    expect(sectionsProblems([section(), section({ pick: { mode: "fixed", questions: [] } })], live)).toEqual([
      {
        section: 1,
        field: "pick.questions",
        message: "Section 2 has no questions: choose some, or remove the section.",
      },
    ]);
    // A draft may keep an empty section while it is being built.
    expect(sectionsProblems([section({ pick: { mode: "fixed", questions: [] } })], test)).toEqual([]);
  });

  it("refuses more questions in all than an attempt can hold (50 sections × 500 random questions)", () => {
    const random = (i: number) =>
      section({
        id: `s${i + 1}`,
        pick: { mode: "random", topics: ["Any"], difficulty: "", count: 500, perAttempt: true },
      });
    const huge = Array.from({ length: 50 }, (_, i) => random(i));
    expect(sectionsProblems(huge, { timeLimit: 0, active: true })).toEqual([
      {
        section: null,
        field: "",
        message: `A test can have at most ${MOCK_LIMITS.questions} questions in all; this one asks for 25000.`,
      },
    ]);
    // Exactly the limit is fine.
    const fits = Array.from({ length: MOCK_LIMITS.questions / 500 }, (_, i) => random(i));
    expect(sectionsProblems(fits, { timeLimit: 0, active: true })).toEqual([]);
  });
});
