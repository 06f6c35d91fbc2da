// The mock test builder's form (react-hook-form + valibot): the test's details and its sections as
// typed, checked on Save by the same section rules the server applies (shared/mock-patterns-core.cjs),
// each message put on the field it is about. The bank checks (picked questions exist, enough
// questions for a random draw) are the server's; their message comes back on the sections.
import * as v from "valibot";
import {
  MOCK_LIMITS,
  sectionsProblems,
  type MockPattern,
  sectionsFromPattern,
} from "@shared/mock-patterns-core.cjs";
import { publishAtSchema } from "@/lib/publish-at";
import type { MockSection, MockTest } from "@/types/pocketbase";
import type { MockTestInput } from "./api/admin-mock-tests";

/** One section as the builder edits it: numbers as typed, both kinds of pick kept while switching. */
export interface SectionForm {
  /** "" for a section not saved yet (the server gives it the next id). */
  id: string;
  title: string;
  titlePa: string;
  /** Minutes as typed; "" = no time of its own. */
  timeLimit: string;
  /** Marks as typed; "" = none. */
  qualifying: string;
  marks: string;
  negativeMarking: "none" | "1/4" | "1/3";
  mode: "fixed" | "random";
  /** Hand-picked question ids (mode fixed). */
  questions: string[];
  /** Topics, comma separated (mode random). */
  topics: string;
  difficulty: "" | "easy" | "medium" | "hard";
  count: string;
  perAttempt: boolean;
  /** The kept draw as stored (read only: the server draws). */
  drawn: string[];
}

const sectionSchema = v.object({
  id: v.string(),
  title: v.string(),
  titlePa: v.string(),
  timeLimit: v.string(),
  qualifying: v.string(),
  marks: v.string(),
  negativeMarking: v.picklist(["none", "1/4", "1/3"]),
  mode: v.picklist(["fixed", "random"]),
  questions: v.array(v.string()),
  topics: v.string(),
  difficulty: v.picklist(["", "easy", "medium", "hard"]),
  count: v.string(),
  perAttempt: v.boolean(),
  drawn: v.array(v.string()),
});

const minutesOk = (t: string) =>
  t.trim() === "" || (/^\d+$/.test(t.trim()) && Number(t) <= MOCK_LIMITS.minutes);

/** A number as typed: "" is `empty`, anything unreadable NaN (the rules then name the field). */
function num(text: string, empty: number): number {
  const t = text.trim();
  if (t === "") return empty;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : NaN;
}

/** Comma (or Punjabi danda) separated topics, trimmed, without blanks. */
export function splitTopics(text: string): string[] {
  return text
    .split(/[,،।]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A section of the form as it is stored (MockSection); `drawn` is left to the server. */
export function toStoredSection(s: SectionForm): MockSection {
  return {
    id: s.id,
    title: s.title.trim(),
    titlePa: s.titlePa.trim(),
    timeLimit: num(s.timeLimit, 0),
    qualifying: num(s.qualifying, 0),
    marks: num(s.marks, NaN),
    negativeMarking: s.negativeMarking,
    pick:
      s.mode === "fixed"
        ? { mode: "fixed", questions: s.questions }
        : {
            mode: "random",
            topics: splitTopics(s.topics),
            difficulty: s.difficulty,
            count: num(s.count, NaN),
            perAttempt: s.perAttempt,
          },
  };
}

/** A stored section as the form edits it. */
export function fromStoredSection(s: MockSection): SectionForm {
  const random = s.pick.mode === "random" ? s.pick : null;
  return {
    id: s.id,
    title: s.title,
    titlePa: s.titlePa ?? "",
    timeLimit: s.timeLimit > 0 ? String(s.timeLimit) : "",
    qualifying: s.qualifying > 0 ? String(s.qualifying) : "",
    marks: String(s.marks),
    negativeMarking: s.negativeMarking,
    mode: s.pick.mode,
    questions: s.pick.mode === "fixed" ? s.pick.questions : [],
    topics: random ? random.topics.join(", ") : "",
    difficulty: random ? random.difficulty : "",
    count: random ? String(random.count) : "10",
    perAttempt: random ? random.perAttempt : true,
    drawn: random?.drawn ?? [],
  };
}

/** A blank section for "Add a section". */
export function blankSection(n: number): SectionForm {
  return {
    id: "",
    title: `Section ${n}`,
    titlePa: "",
    timeLimit: "",
    qualifying: "",
    marks: "1",
    negativeMarking: "none",
    mode: "fixed",
    questions: [],
    topics: "",
    difficulty: "",
    count: "10",
    perAttempt: true,
    drawn: [],
  };
}

/** The rules' field names ("pick.count") → the form's ("count"). */
const FIELD_OF: Record<string, keyof SectionForm> = {
  title: "title",
  titlePa: "titlePa",
  timeLimit: "timeLimit",
  qualifying: "qualifying",
  marks: "marks",
  negativeMarking: "negativeMarking",
  "pick.count": "count",
  "pick.topics": "topics",
  "pick.difficulty": "difficulty",
  "pick.perAttempt": "perAttempt",
  "pick.questions": "questions",
};

const pathItem = (key: string | number, input: unknown) =>
  ({ type: "unknown", origin: "value", input, key, value: undefined }) as const;

export const mockTestFormSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.check((n) => n.trim() !== "", "Enter a name for the test."),
      v.check((n) => n.trim().length <= 200, "Keep the name under 200 characters."),
    ),
    namePa: v.pipe(
      v.string(),
      v.check((n) => n.trim().length <= 200, "Keep the name under 200 characters."),
    ),
    instructions: v.pipe(v.string(), v.maxLength(4000, "Keep the instructions under 4000 characters.")),
    instructionsPa: v.pipe(v.string(), v.maxLength(4000, "Keep the instructions under 4000 characters.")),
    pattern: v.string(),
    /** Minutes as typed; "" = no overall time. */
    timeLimit: v.pipe(
      v.string(),
      v.check(
        minutesOk,
        `Enter whole minutes up to ${MOCK_LIMITS.minutes}, or leave it empty for no overall time.`,
      ),
    ),
    lockedOrder: v.boolean(),
    ranked: v.boolean(),
    active: v.boolean(),
    publishAt: publishAtSchema,
    sections: v.array(sectionSchema),
  }),
  // The section rules the server applies, each message on its field.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const form = dataset.value;
    const overall = minutesOk(form.timeLimit) ? num(form.timeLimit, 0) : 0;
    const problems = sectionsProblems(form.sections.map(toStoredSection), {
      timeLimit: overall,
      active: form.active,
    });
    for (const p of problems) {
      const field = FIELD_OF[p.field];
      const path =
        p.section === null || !field
          ? [pathItem("sections", form.sections)]
          : [
              pathItem("sections", form.sections),
              pathItem(p.section, form.sections[p.section]),
              pathItem(field, ""),
            ];
      addIssue({ message: p.message, path: path as unknown as [v.IssuePathItem, ...v.IssuePathItem[]] });
    }
  }),
);

export type MockTestForm = v.InferOutput<typeof mockTestFormSchema>;

/** The form for a stored test. */
export function fromStored(test: MockTest, publishAtLocal: string): MockTestForm {
  return {
    name: test.name,
    namePa: test.namePa ?? "",
    instructions: test.instructions ?? "",
    instructionsPa: test.instructionsPa ?? "",
    pattern: test.pattern ?? "",
    timeLimit: test.timeLimit > 0 ? String(test.timeLimit) : "",
    lockedOrder: test.lockedOrder,
    ranked: test.ranked,
    active: test.active,
    publishAt: publishAtLocal,
    sections: (test.sections ?? []).map(fromStoredSection),
  };
}

/** A new test's form: a copy of a pattern, or blank (one empty section). */
export function fromPattern(pattern: MockPattern | null): MockTestForm {
  if (!pattern) {
    return {
      name: "",
      namePa: "",
      instructions: "",
      instructionsPa: "",
      pattern: "",
      timeLimit: "",
      lockedOrder: false,
      ranked: true,
      active: false,
      publishAt: "",
      sections: [blankSection(1)],
    };
  }
  return {
    name: pattern.name,
    namePa: pattern.namePa,
    instructions: pattern.instructions,
    instructionsPa: pattern.instructionsPa,
    pattern: pattern.id,
    timeLimit: pattern.timeLimit > 0 ? String(pattern.timeLimit) : "",
    lockedOrder: pattern.lockedOrder,
    ranked: true,
    active: false,
    publishAt: "",
    sections: sectionsFromPattern(pattern).map((s) =>
      fromStoredSection({ ...s, id: "", titlePa: s.titlePa ?? "" }),
    ),
  };
}

/** What is sent to the server. */
export function toInput(form: MockTestForm, publishAt: string): MockTestInput {
  return {
    name: form.name.trim(),
    namePa: form.namePa.trim(),
    instructions: form.instructions.trim(),
    instructionsPa: form.instructionsPa.trim(),
    pattern: form.pattern,
    timeLimit: form.timeLimit.trim() === "" ? 0 : Number(form.timeLimit),
    lockedOrder: form.lockedOrder,
    ranked: form.ranked,
    active: form.active,
    publishAt,
    sections: form.sections.map(toStoredSection),
  };
}

/** The fields a failed save can point at. */
export const MOCK_TEST_FIELDS = [
  "name",
  "namePa",
  "instructions",
  "instructionsPa",
  "timeLimit",
  "publishAt",
  "sections",
] as const;

/**
 * The section field a server message about the bank is about ("Section 3 asks for 30 random
 * questions…" → that section's count; "Section 2: question x has been retired…" → its questions),
 * or null when the message names no section of this form.
 */
export function sectionFieldOf(
  message: string,
  sections: number,
): { path: `sections.${number}.count` | `sections.${number}.questions`; message: string } | null {
  const m = /^Section (\d+)\b/.exec(message);
  const n = m ? Number(m[1]) : 0;
  if (n < 1 || n > sections) return null;
  if (/ random questions /.test(message)) return { path: `sections.${n - 1}.count`, message };
  if (/: question \S+ /.test(message)) return { path: `sections.${n - 1}.questions`, message };
  return null;
}
