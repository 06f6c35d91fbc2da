import { t } from "@/lib/i18n";
import type { MockSection, MockTest } from "@/types/pocketbase";

/** How many questions a section gives each attempt. */
export function sectionSize(s: MockSection): number {
  return s.pick.mode === "fixed" ? s.pick.questions.length : s.pick.count;
}

/** Minutes for the whole test: its own limit, else the sum of its sections' (0 = untimed). */
export function testMinutes(test: Pick<MockTest, "timeLimit" | "sections">): number {
  if (test.timeLimit > 0) return test.timeLimit;
  return (test.sections ?? []).reduce((sum, s) => sum + (s.timeLimit > 0 ? s.timeLimit : 0), 0);
}

/** "5 sections × 30 questions" when the sections are alike, else "3 sections, 100 questions". */
export function shapeLabel(sections: MockSection[]): string {
  const sizes = sections.map(sectionSize);
  const total = sizes.reduce((a, b) => a + b, 0);
  if (sizes.length > 1 && sizes.every((n) => n === sizes[0])) {
    return t("{sections} sections × {questions} questions", { sections: sizes.length, questions: sizes[0] });
  }
  return t(
    "{sections, plural, one {# section} other {# sections}}, {questions, plural, one {# question} other {# questions}}",
    {
      sections: sizes.length,
      questions: total,
    },
  );
}

export function minutesLabel(minutes: number): string {
  return minutes > 0 ? t("{minutes} min", { minutes }) : t("No time limit");
}

export const MARKING_LABEL = {
  none: () => t("No negative marking"),
  "1/4": () => t("¼ mark off for a wrong answer"),
  "1/3": () => t("⅓ mark off for a wrong answer"),
} as const;
