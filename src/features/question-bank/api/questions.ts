// Staff operations on the question bank (issue 24): the paged, filtered list, one question, save
// (an edit says which version it changes: X-Question-Updated, 409 when someone saved first),
// delete (refused by the server while used), the duplicate look-up of the import, and the mock
// tests' fixed picks for the "used in" filter.
import useSWR from "swr";
import { searchTerms } from "@shared/question-bank-core.cjs";
import { pb } from "@/lib/pocketbase";
import type { MockTest, Question } from "@/types/pocketbase";

export const QUESTIONS_PER_PAGE = 20;
export const UPDATED_HEADER = "X-Question-Updated";

export type QuestionInput = Pick<
  Question,
  | "textEn"
  | "textPa"
  | "textHi"
  | "answer"
  | "explanationEn"
  | "explanationPa"
  | "explanationHi"
  | "difficulty"
  | "flag"
  | "source"
  | "retired"
> & {
  optionsEn: string[];
  optionsPa: string[];
  optionsHi: string[];
  topics: string[];
  exams: string[];
};

export interface BankFilters {
  q: string;
  topic: string;
  exam: string;
  difficulty: "" | "easy" | "medium" | "hard";
  /** Has text in this language. */
  lang: "" | "en" | "pa" | "hi";
  /** "": any; "none": in no mock test's fixed questions; else a mock test's id. */
  usedIn: string;
  retired: boolean;
}

export const NO_FILTERS: BankFilters = {
  q: "",
  topic: "",
  exam: "",
  difficulty: "",
  lang: "",
  usedIn: "",
  retired: false,
};

/** The question ids a test names: its fixed picks and its kept draws. */
export function testQuestionIds(test: Pick<MockTest, "sections">): string[] {
  const ids: string[] = [];
  for (const s of test.sections ?? []) {
    const list = s.pick.mode === "fixed" ? s.pick.questions : (s.pick.drawn ?? []);
    for (const id of list) if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** At most this many ids go into one "used in" filter (a test of 150 questions fits). */
const MAX_IDS = 300;

/**
 * The list's filter, every value bound (pb.filter). `usedIds`: for "used in", the ids the chosen
 * test names (or, for "none", every id any test names).
 */
export function bankFilter(f: BankFilters, usedIds: readonly string[] = []): string {
  const parts: string[] = [];
  const params: Record<string, string | boolean> = {};
  if (!f.retired) parts.push("retired = false");
  searchTerms(f.q).forEach((w, i) => {
    parts.push(`search ~ {:w${i}}`);
    params[`w${i}`] = w;
  });
  // topics / exams are JSON lists: look for the quoted tag as it is stored.
  if (f.topic.trim()) {
    parts.push("topics ~ {:topic}");
    params["topic"] = JSON.stringify(f.topic.trim());
  }
  if (f.exam.trim()) {
    parts.push("exams ~ {:exam}");
    params["exam"] = JSON.stringify(f.exam.trim());
  }
  if (f.difficulty) {
    parts.push("difficulty = {:difficulty}");
    params["difficulty"] = f.difficulty;
  }
  if (f.lang === "en") parts.push("textEn != ''");
  if (f.lang === "pa") parts.push("textPa != ''");
  if (f.lang === "hi") parts.push("textHi != ''");
  const ids = usedIds.slice(0, MAX_IDS);
  if (f.usedIn === "none") {
    ids.forEach((id, i) => {
      parts.push(`id != {:u${i}}`);
      params[`u${i}`] = id;
    });
  } else if (f.usedIn) {
    // A test with no questions of its own matches nothing.
    if (ids.length === 0) parts.push("id = ''");
    else {
      parts.push(`(${ids.map((_, i) => `id = {:u${i}}`).join(" || ")})`);
      ids.forEach((id, i) => (params[`u${i}`] = id));
    }
  }
  return parts.length ? pb.filter(parts.join(" && "), params) : "";
}

export function listQuestions(page: number, filter: string) {
  return pb.collection("questions").getList<Question>(page, QUESTIONS_PER_PAGE, {
    sort: "-created",
    filter,
    fields:
      "id,collectionId,collectionName,textEn,textPa,textHi,optionsEn,optionsPa,answer,topics,exams,difficulty,flag,source,retired,created,updated",
    requestKey: null,
  });
}

export function getQuestion(id: string) {
  return pb.collection("questions").getOne<Question>(id, { requestKey: null });
}

export function createQuestion(input: Partial<QuestionInput>) {
  return pb.collection("questions").create<Question>(input, { requestKey: null });
}

/** Saves an edit only if the question is still at version `updated` (409 otherwise). */
export function updateQuestion(id: string, updated: string, input: Partial<QuestionInput>) {
  return pb
    .collection("questions")
    .update<Question>(id, input, { headers: { [UPDATED_HEADER]: updated }, requestKey: null });
}

/** An update without the version check (the import's merge adds to a question it just read). */
export function mergeIntoQuestion(id: string, input: Partial<QuestionInput>) {
  return pb.collection("questions").update<Question>(id, input, { requestKey: null });
}

export function deleteQuestion(id: string) {
  return pb.collection("questions").delete(id, { requestKey: null });
}

/**
 * Existing questions with any of these dupKeys, looked up 50 keys a request, 3 requests at a time
 * (10,000 rows: 200 requests). `onProgress` gets the keys looked up so far and their count.
 */
export async function findByDupKeys(
  keys: readonly string[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Question[]> {
  const unique = [...new Set(keys.filter(Boolean))];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += 50) chunks.push(unique.slice(i, i + 50));
  const found: Question[] = [];
  let done = 0;
  let next = 0;
  async function worker() {
    while (next < chunks.length) {
      const chunk = chunks[next++]!;
      const params: Record<string, string> = {};
      chunk.forEach((k, j) => (params[`k${j}`] = k));
      const filter = pb.filter(chunk.map((_, j) => `dupKey = {:k${j}}`).join(" || "), params);
      found.push(
        ...(await pb.collection("questions").getFullList<Question>({
          filter,
          batch: 200,
          fields: "id,textEn,textPa,textHi,optionsEn,optionsPa,optionsHi,topics,exams,dupKey",
          requestKey: null,
        })),
      );
      done += chunk.length;
      onProgress(done, unique.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(3, chunks.length) }, worker));
  return found;
}

/** Every mock test's name and sections (staff read drafts too), for the "used in" filter. */
export function listMockTestsForFilter() {
  return pb
    .collection("mockTests")
    .getFullList<MockTest>({ sort: "name", fields: "id,name,active,sections", requestKey: null });
}

const fresh = { dedupingInterval: 0 };

export function useQuestionList(page: number, filter: string) {
  return useSWR(["questions", "list", page, filter] as const, ([, , p, f]) => listQuestions(p, f), {
    ...fresh,
    keepPreviousData: true,
  });
}

export function useQuestion(id: string | undefined) {
  return useSWR(id ? (["questions", "edit", id] as const) : null, ([, , qid]) => getQuestion(qid), fresh);
}

export function useMockTestsForFilter() {
  return useSWR(["mockTests", "bank-filter"] as const, () => listMockTestsForFilter(), fresh);
}
