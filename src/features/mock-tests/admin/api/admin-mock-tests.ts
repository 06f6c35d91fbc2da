// Staff operations on mock tests (issue 24): list, get, create, update, delete, the takers of a
// test, and the bank look-ups the builder makes (questions for the picker, counts for random rules).
import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { MockSection, MockTest, Question } from "@/types/pocketbase";

export interface MockTestInput {
  name: string;
  namePa: string;
  instructions: string;
  instructionsPa: string;
  pattern: string;
  sections: MockSection[];
  /** Minutes; 0 = only the sections' own limits. */
  timeLimit: number;
  lockedOrder: boolean;
  ranked: boolean;
  active: boolean;
  /** PocketBase date string; "" = as soon as active. */
  publishAt: string;
}

export const ADMIN_MOCK_TESTS_PER_PAGE = 20;

export function listAllMockTests(page: number) {
  return pb.collection("mockTests").getList<MockTest>(page, ADMIN_MOCK_TESTS_PER_PAGE, {
    sort: "-created",
    fields: "id,collectionId,collectionName,name,namePa,active,publishAt,timeLimit,sections,created,updated",
    requestKey: null,
  });
}

export function getMockTest(id: string) {
  return pb.collection("mockTests").getOne<MockTest>(id, { requestKey: null });
}

export function createMockTest(input: MockTestInput) {
  return pb.collection("mockTests").create<MockTest>(input, { requestKey: null });
}

export function updateMockTest(id: string, input: Partial<MockTestInput>) {
  return pb.collection("mockTests").update<MockTest>(id, input, { requestKey: null });
}

export function deleteMockTest(id: string) {
  return pb.collection("mockTests").delete(id, { requestKey: null });
}

/** How many finished attempts a test has (its takers). */
export async function countTakers(testId: string) {
  const res = await pb.collection("mockAttempts").getList(1, 1, {
    filter: pb.filter("test = {:test} && finishedAt != ''", { test: testId }),
    fields: "id",
    requestKey: null,
  });
  return res.totalItems;
}

// Staff see what is stored now (no one-minute reuse as on public pages).
const fresh = { dedupingInterval: 0 };

export function useAdminMockTestList(page: number) {
  return useSWR(["mockTests", "admin", page] as const, ([, , p]) => listAllMockTests(p), fresh);
}

export function useMockTest(id: string) {
  return useSWR(["mockTests", "edit", id] as const, ([, , testId]) => getMockTest(testId), fresh);
}

export function useTakers(testId: string) {
  return useSWR(["mockAttempts", "takers", testId] as const, ([, , t]) => countTakers(t), fresh);
}

/** The rule of a random pick, as the bank is asked about it. */
export interface BankRule {
  topics: string[];
  difficulty: "" | "easy" | "medium" | "hard";
}

/**
 * The filter for bank questions a random rule can draw: not retired, with an answer key, of the
 * difficulty, tagged with any of the topics (the JSON array's text holds `"<topic>"`; the save hook
 * matches topics exactly with json_each).
 */
export function bankRuleFilter(rule: BankRule) {
  const params: Record<string, string> = {};
  const parts = ["retired = false", "answer >= 0"];
  if (rule.difficulty) {
    parts.push("difficulty = {:difficulty}");
    params.difficulty = rule.difficulty;
  }
  const topics = rule.topics.map((t) => t.trim()).filter(Boolean);
  if (topics.length > 0) {
    parts.push(
      `(${topics
        .map((t, i) => {
          params[`t${i}`] = JSON.stringify(t);
          return `topics ~ {:t${i}}`;
        })
        .join(" || ")})`,
    );
  }
  return pb.filter(parts.join(" && "), params);
}

/** How many bank questions a random rule can draw from. */
export async function countBank(rule: BankRule) {
  const res = await pb.collection("questions").getList(1, 1, {
    filter: bankRuleFilter(rule),
    fields: "id",
    requestKey: null,
  });
  return res.totalItems;
}

export function useBankCount(rule: BankRule | null) {
  return useSWR(
    rule ? (["questions", "count", rule.topics.join("\n"), rule.difficulty] as const) : null,
    ([, , topics, difficulty]) => countBank({ topics: topics ? topics.split("\n") : [], difficulty }),
    { dedupingInterval: 2000, keepPreviousData: true },
  );
}

export const PICKER_PER_PAGE = 10;
const QUESTION_FIELDS =
  "id,textEn,textPa,optionsEn,optionsPa,answer,explanationEn,explanationPa,topics,difficulty,retired";

/** The bank as the picker searches it: not retired, by words (either script) and topic, newest first. */
export function searchBank(page: number, q: string, topic: string) {
  const parts = ["retired = false"];
  const params: Record<string, string> = {};
  if (q.trim()) {
    parts.push("(textEn ~ {:q} || textPa ~ {:q} || search ~ {:q})");
    params.q = q.trim();
  }
  if (topic.trim()) {
    parts.push("topics ~ {:topic}");
    params.topic = JSON.stringify(topic.trim());
  }
  return pb.collection("questions").getList<Question>(page, PICKER_PER_PAGE, {
    filter: pb.filter(parts.join(" && "), params),
    sort: "-created",
    fields: QUESTION_FIELDS,
    requestKey: null,
  });
}

export function useBankSearch(page: number, q: string, topic: string) {
  return useSWR(
    ["questions", "picker", page, q, topic] as const,
    ([, , p, query, t]) => searchBank(p, query, t),
    { dedupingInterval: 2000, keepPreviousData: true },
  );
}

/** These questions (for the chosen list, the paper and the key), in the order of `ids`. */
export async function getQuestions(ids: readonly string[]): Promise<Question[]> {
  const found = new Map<string, Question>();
  for (let at = 0; at < ids.length; at += 40) {
    const slice = ids.slice(at, at + 40);
    const params: Record<string, string> = {};
    const filter = slice
      .map((id, i) => {
        params[`i${i}`] = id;
        return `id = {:i${i}}`;
      })
      .join(" || ");
    const items = await pb.collection("questions").getFullList<Question>({
      filter: pb.filter(filter, params),
      fields: QUESTION_FIELDS,
      requestKey: null,
    });
    for (const q of items) found.set(q.id, q);
  }
  return ids.map((id) => found.get(id)).filter((q): q is Question => q !== undefined);
}

export function useQuestions(ids: readonly string[]) {
  return useSWR(
    ids.length > 0 ? (["questions", "byIds", ids.join(",")] as const) : null,
    ([, , list]) => getQuestions(list.split(",")),
    { dedupingInterval: 2000, keepPreviousData: true },
  );
}
