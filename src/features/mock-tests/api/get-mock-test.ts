import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import { LIVE_FILTER } from "@shared/published-core.cjs";
import type { MockTest } from "@/types/pocketbase";

/** A live mock test (its rules and sections, never questions or answers), or null when there is none. */
export async function getMockTest(id: string): Promise<MockTest | null> {
  const res = await pb.collection("mockTests").getList<MockTest>(1, 1, {
    filter: pb.filter(`id = {:id} && ${LIVE_FILTER}`, { id }),
    skipTotal: true,
    requestKey: null,
  });
  return res.items[0] ?? null;
}

export function useMockTest(id: string) {
  return useSWR(["mockTests", "one", id] as const, ([, , testId]) => getMockTest(testId));
}
