// @vitest-environment node
// The pure parts of the mock-attempt routes (lib/mock-attempts.js): the server's clock applied
// lazily (sections ending by themselves, locked and free order, the overall deadline), which
// answers are taken (the 10-second grace), section moves, and the draw of an attempt's sections.
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

(globalThis as { DynamicModel?: unknown }).DynamicModel ??= class {};
(globalThis as { arrayOf?: unknown }).arrayOf ??= () => [];
const m = requireHook<typeof import("./mock-attempts.js")>("lib/mock-attempts.js");
const { applyClock, answerProblem, moveTo, drawSections, sectionDeadline, MESSAGES } = m;

const T0 = Date.parse("2026-11-27T04:00:00.000Z");
const MIN = 60000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Three sections of 10, 10 and no minutes; section 0 opened at T0. */
function state(opts: { locked?: boolean; overall?: number | null } = {}) {
  const overall = opts.overall === undefined ? T0 + 30 * MIN : opts.overall;
  const sections = ["s1", "s2", "s3"].map((id) => ({
    id,
    questions: [`${id}q1`, `${id}q2`],
    startedAt: "",
    deadline: "",
    endedAt: "",
  }));
  sections[0].startedAt = iso(T0);
  sections[0].deadline = iso(sectionDeadline(T0, 10, overall) as number);
  return {
    sections,
    current: 0,
    deadlineMs: overall,
    lockedOrder: opts.locked ?? true,
    limits: [10, 10, 0],
    finished: false,
  };
}

describe("sectionDeadline", () => {
  it("is the section's own limit capped by the overall deadline", () => {
    expect(sectionDeadline(T0, 10, null)).toBe(T0 + 10 * MIN);
    expect(sectionDeadline(T0, 10, T0 + 5 * MIN)).toBe(T0 + 5 * MIN);
    expect(sectionDeadline(T0, 0, T0 + 5 * MIN)).toBe(T0 + 5 * MIN);
    expect(sectionDeadline(T0, 0, null)).toBeNull();
  });
});

describe("applyClock", () => {
  it("changes nothing while the open section has time", () => {
    const st = state();
    expect(applyClock(st, T0 + 9 * MIN)).toEqual({ changed: false, endMs: null });
    expect(st.current).toBe(0);
  });

  it("ends a section at its deadline and opens the next at that moment (locked order)", () => {
    const st = state();
    const r = applyClock(st, T0 + 12 * MIN);
    expect(r).toEqual({ changed: true, endMs: null });
    expect(st.sections[0].endedAt).toBe(iso(T0 + 10 * MIN));
    expect(st.current).toBe(1);
    expect(st.sections[1].startedAt).toBe(iso(T0 + 10 * MIN));
    expect(st.sections[1].deadline).toBe(iso(T0 + 20 * MIN));
  });

  it("runs through several sections that ended while nobody looked", () => {
    const st = state();
    applyClock(st, T0 + 25 * MIN);
    expect(st.current).toBe(2);
    expect(st.sections[1].endedAt).toBe(iso(T0 + 20 * MIN));
    // The last has no limit of its own: the overall deadline.
    expect(st.sections[2].deadline).toBe(iso(T0 + 30 * MIN));
  });

  it("ends everything at the overall deadline, the sections having run their course up to it", () => {
    const st = state();
    const r = applyClock(st, T0 + 31 * MIN);
    expect(r.endMs).toBe(T0 + 30 * MIN);
    expect(st.current).toBe(3);
    expect(st.sections.map((s) => [s.startedAt, s.endedAt])).toEqual([
      [iso(T0), iso(T0 + 10 * MIN)],
      [iso(T0 + 10 * MIN), iso(T0 + 20 * MIN)],
      [iso(T0 + 20 * MIN), iso(T0 + 30 * MIN)],
    ]);
  });

  it("a section whose own time ran out before the overall deadline ended at its own deadline", () => {
    const st = state({ locked: false });
    st.sections[1].startedAt = iso(T0);
    st.sections[1].deadline = iso(T0 + 10 * MIN);
    applyClock(st, T0 + 31 * MIN);
    // Section 2 (no limit of its own) opened when 1 and 2 had ended, and ran to the overall deadline.
    expect(st.sections.map((s) => s.endedAt)).toEqual([
      iso(T0 + 10 * MIN),
      iso(T0 + 10 * MIN),
      iso(T0 + 30 * MIN),
    ]);
    expect(st.current).toBe(3);
  });

  it("in free order moves to the next section that has not ended", () => {
    const st = state({ locked: false, overall: null });
    st.sections[1].startedAt = iso(T0);
    st.sections[1].deadline = iso(T0 + 5 * MIN);
    applyClock(st, T0 + 11 * MIN);
    expect(st.sections[1].endedAt).toBe(iso(T0 + 5 * MIN));
    expect(st.sections[0].endedAt).toBe(iso(T0 + 10 * MIN));
    expect(st.current).toBe(2);
    expect(st.sections[2].startedAt).toBe(iso(T0 + 10 * MIN));
    expect(st.sections[2].deadline).toBe("");
  });

  it("says when the last section ended", () => {
    const st = state({ overall: null });
    st.limits = [10, 10, 10];
    const r = applyClock(st, T0 + 40 * MIN);
    expect(st.current).toBe(3);
    expect(r.endMs).toBe(T0 + 30 * MIN);
  });
});

describe("answerProblem", () => {
  it("takes the open section, and an ended one within 10 s of its deadline", () => {
    const st = state();
    expect(answerProblem(st, 0, T0 + MIN)).toBe("");
    expect(answerProblem(st, 1, T0 + MIN)).toBe(MESSAGES.notOpen);
    applyClock(st, T0 + 10 * MIN + 5000);
    expect(answerProblem(st, 0, T0 + 10 * MIN + 5000)).toBe("");
    expect(answerProblem(st, 0, T0 + 10 * MIN + 10001)).toBe(MESSAGES.timeOver);
    expect(answerProblem(st, 1, T0 + 10 * MIN + 10001)).toBe("");
  });

  it("refuses a section the student left, after the test's time, and a finished attempt", () => {
    const st = state();
    expect(moveTo(st, 1, T0 + MIN)).toBe("");
    expect(answerProblem(st, 0, T0 + MIN)).toBe(MESSAGES.closed);
    expect(answerProblem(st, 1, T0 + 30 * MIN + 11000)).toBe(MESSAGES.testOver);
    expect(answerProblem({ ...st, finished: true }, 1, T0 + 2 * MIN)).toBe(MESSAGES.finished);
  });
});

describe("moveTo", () => {
  it("locked order: only the next section; back and skipping are refused", () => {
    const st = state();
    expect(moveTo(st, 2, T0 + MIN)).toBe(MESSAGES.inOrder);
    expect(moveTo(st, 3, T0 + MIN)).toBe(MESSAGES.badSection);
    expect(moveTo(st, 0, T0 + MIN)).toBe("");
    expect(moveTo(st, 1, T0 + 2 * MIN)).toBe("");
    expect(st.sections[0].endedAt).toBe(iso(T0 + 2 * MIN));
    expect(st.sections[1].deadline).toBe(iso(T0 + 12 * MIN));
    expect(moveTo(st, 0, T0 + 3 * MIN)).toBe(MESSAGES.closed);
  });

  it("free order: any section whose time has not ended", () => {
    const st = state({ locked: false });
    expect(moveTo(st, 2, T0 + MIN)).toBe("");
    expect(moveTo(st, 0, T0 + 2 * MIN)).toBe("");
    expect(st.sections[0].endedAt).toBe("");
    st.sections[2].deadline = iso(T0 + 3 * MIN);
    applyClock(st, T0 + 4 * MIN);
    expect(moveTo(st, 2, T0 + 4 * MIN)).toBe(MESSAGES.timeOver);
    expect(moveTo({ ...st, finished: true }, 1, T0 + 4 * MIN)).toBe(MESSAGES.finished);
  });
});

describe("drawSections", () => {
  const pool = ["r1", "r2", "r3", "r4", "r5", "r6"];
  const sections = [
    { id: "a", pick: { mode: "random", topics: ["Reasoning"], count: 3, perAttempt: true } },
    { id: "b", pick: { mode: "fixed", questions: ["r1", "f1", "r1"] } },
    {
      id: "c",
      pick: { mode: "random", topics: ["Reasoning"], count: 2, perAttempt: false, drawn: ["k1", "k2"] },
    },
    { id: "d", pick: { mode: "random", topics: ["Reasoning"], count: 2, perAttempt: false } },
  ];

  it("keeps fixed picks and kept draws, draws the rest without repeats, the same for a token", () => {
    const one = drawSections("test1", sections, "tokenA", () => pool);
    expect(one.map((s) => s.id)).toEqual(["a", "b", "c", "d"]);
    expect(one[1].questions).toEqual(["r1", "f1"]);
    expect(one[2].questions).toEqual(["k1", "k2"]);
    const all = one.flatMap((s) => s.questions);
    expect(new Set(all).size).toBe(all.length);
    expect(one[0].questions).toHaveLength(3);
    expect(one[0].questions).not.toContain("r1");
    expect(one[3].questions).toHaveLength(2);
    expect(drawSections("test1", sections, "tokenA", () => pool)).toEqual(one);
    // A kept draw missing from the test is the same for every token.
    const other = drawSections("test1", [sections[3]], "tokenB", () => pool);
    const third = drawSections("test1", [sections[3]], "tokenC", () => pool);
    expect(other[0].questions).toEqual(third[0].questions);
    expect(one[0]).toMatchObject({ startedAt: "", deadline: "", endedAt: "" });
  });
});
