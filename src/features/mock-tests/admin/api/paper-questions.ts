import useSWR from "swr";
import { mulberry32 } from "@shared/prng-core.cjs";
import { pb } from "@/lib/pocketbase";
import type { MockSection, MockTest, Question } from "@/types/pocketbase";
import { bankRuleFilter, getQuestions } from "./admin-mock-tests";

/** A section's questions as the paper prints them; `sample` when the section draws anew per attempt. */
export interface PaperSection {
  section: MockSection;
  questions: Question[];
  sample: boolean;
}

/** A 32-bit FNV-1a hash of a text: the seed of a sample draw. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * One sample draw for a section drawn anew per attempt: `count` of the questions its rule matches,
 * chosen with a PRNG seeded by the test's version and the section, so the paper and the key print
 * the same sample (until the test is saved again).
 */
export async function sampleDraw(
  test: Pick<MockTest, "id" | "updated">,
  section: MockSection,
): Promise<Question[]> {
  if (section.pick.mode !== "random") return [];
  const all = await pb.collection("questions").getFullList<{ id: string }>({
    filter: bankRuleFilter(section.pick),
    sort: "id",
    fields: "id",
    batch: 1000,
    requestKey: null,
  });
  const ids = all.map((q) => q.id);
  const rand = mulberry32(hash(`${test.id}:${test.updated}:${section.id}`));
  // A partial Fisher–Yates shuffle: the first `count` places.
  const n = Math.min(section.pick.count, ids.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rand() * (ids.length - i));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return getQuestions(ids.slice(0, n));
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
      return { section: s, questions: await sampleDraw(test, s), sample: true };
    }),
  );
}

export function usePaper(test: MockTest | undefined) {
  return useSWR(
    test ? (["questions", "paper", test.id, test.updated] as const) : null,
    () => getPaper(test as MockTest),
    { revalidateOnFocus: false, dedupingInterval: 60_000 },
  );
}
