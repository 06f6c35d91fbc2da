// The result's arithmetic as the student checks it by hand: "27 correct × 1 − 3 wrong × 0.25 =
// 26.25 / 30". The score itself is the server's (shared/mock-core.cjs); this only explains it.
import { t } from "@/lib/i18n";
import type { MockResult } from "@/types/pocketbase";
import type { MockSectionView } from "../api/mock-attempt-view";

const PENALTY = { none: 0, "1/4": 1 / 4, "1/3": 1 / 3 } as const;

/** A mark as the result prints it: at most 2 decimals, no trailing zeros. */
export function marks(n: number): string {
  return String(Math.round(n * 100) / 100);
}

export function sectionArithmetic(section: MockSectionView, r: MockResult["sections"][number]): string {
  const penalty = section.marks * PENALTY[section.negativeMarking];
  const values = {
    correct: r.correct,
    marks: marks(section.marks),
    wrong: r.wrong,
    penalty: marks(penalty),
    score: marks(r.score),
    total: marks(r.total),
  };
  return penalty > 0
    ? t("{correct} correct × {marks} − {wrong} wrong × {penalty} = {score} / {total}", values)
    : t("{correct} correct × {marks} = {score} / {total}", values);
}

/** Topics under 60 % are weak (the result names them first: the server sorts weakest first). */
export const WEAK_BELOW = 60;

export function weakTopics(result: MockResult) {
  return result.topics.filter((x) => x.percent < WEAK_BELOW);
}
