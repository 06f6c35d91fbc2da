import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import { LIVE_FILTER } from "@shared/published-core.cjs";
import type { MockTest } from "@/types/pocketbase";

export type MockTestSummary = Pick<
  MockTest,
  "id" | "name" | "namePa" | "sections" | "timeLimit" | "ranked" | "lockedOrder"
>;

const FIELDS = "id,name,namePa,sections,timeLimit,ranked,lockedOrder";

/**
 * The live mock tests, newest first (the filter too, not only the listRule: staff may read drafts).
 * `sections` says how many questions each section has; a test's questions are drawn only at start.
 */
export async function listMockTests(): Promise<MockTestSummary[]> {
  const res = await pb.collection("mockTests").getList<MockTestSummary>(1, 100, {
    filter: LIVE_FILTER,
    sort: "-created",
    fields: FIELDS,
    skipTotal: true,
    requestKey: null,
  });
  return res.items;
}

export function useMockTestList() {
  return useSWR(["mockTests", "live"] as const, () => listMockTests());
}
