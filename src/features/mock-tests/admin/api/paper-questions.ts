import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { MockSection, MockTest, Question } from "@/types/pocketbase";
import { bankRuleFilter, getQuestions } from "./admin-mock-tests";

/** A section's questions as the paper prints them; `sample` when the section draws anew per attempt. */
export interface PaperSection {
  section: MockSection;
  questions: Question[];
  sample: boolean;
}

/** One sample draw for a per-attempt random section (the bank's @random order). */
async function sampleDraw(section: MockSection): Promise<Question[]> {
  if (section.pick.mode !== "random") return [];
  const res = await pb.collection("questions").getList<Question>(1, section.pick.count, {
    filter: bankRuleFilter(section.pick),
    sort: "@random",
    requestKey: null,
  });
  return res.items;
}

/**
 * Every section's questions for the printed paper and key: hand-picked ones and kept draws as
 * saved, one sample draw for a section drawn per attempt.
 */
export async function getPaper(test: MockTest): Promise<PaperSection[]> {
  const sections = test.sections ?? [];
  return Promise.all(
    sections.map(async (s) => {
      if (s.pick.mode === "fixed")
        return { section: s, questions: await getQuestions(s.pick.questions), sample: false };
      if (!s.pick.perAttempt && s.pick.drawn) {
        return { section: s, questions: await getQuestions(s.pick.drawn), sample: false };
      }
      return { section: s, questions: await sampleDraw(s), sample: true };
    }),
  );
}

export function usePaper(test: MockTest | undefined) {
  return useSWR(
    test ? (["questions", "paper", test.id, test.updated] as const) : null,
    () => getPaper(test as MockTest),
    // One sample draw per visit: not drawn again when the window regains focus.
    { revalidateOnFocus: false, revalidateIfStale: false, dedupingInterval: 60_000 },
  );
}
