import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";

export interface DashboardCounts {
  articles: number;
  published: number;
  drafts: number;
  tags: number;
  quizzes: number;
  newLeads: number;
}

/** One page of one item per count: the server counts, nothing else is downloaded. */
async function count(collection: string, filter = ""): Promise<number> {
  const res = await pb.collection(collection).getList(1, 1, { filter, fields: "id" });
  return res.totalItems;
}

export async function getDashboardCounts(): Promise<DashboardCounts> {
  const [articles, published, drafts, tags, quizzes, newLeads] = await Promise.all([
    count("currentAffairs"),
    count("currentAffairs", "active = true"),
    count("currentAffairs", "active = false"),
    count("CAtags"),
    count("quizs"),
    // Leads from the public form carry no status until staff set one.
    count("leads", "status = '' || status = 'new'"),
  ]);
  return { articles, published, drafts, tags, quizzes, newLeads };
}

export async function getLatestArticles(limit = 5): Promise<CurrentAffair[]> {
  const res = await pb.collection("currentAffairs").getList<CurrentAffair>(1, limit, {
    sort: "-created",
    fields: "id,collectionId,name,date,active,seoURL,created",
    skipTotal: true,
  });
  return res.items;
}

// Staff come back here after editing and expect fresh numbers: the dashboard asks again each time
// it is opened, showing the last numbers meanwhile.
const fresh = { revalidateOnMount: true, dedupingInterval: 2_000 };

/** Counts of several collections, so no one collection's writes name it: refetched on every visit. */
export function useDashboardCounts() {
  return useSWR(["dashboard", "counts"], getDashboardCounts, fresh);
}

/** The newest articles; an article write (revalidate("currentAffairs")) refreshes it too. */
export function useLatestArticles(limit = 5) {
  return useSWR(["currentAffairs", "dashboard-latest", limit], () => getLatestArticles(limit), fresh);
}
