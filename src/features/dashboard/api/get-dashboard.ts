// The morning screen's data: each card has its own request, so one slow or failing part does not
// hold up the others. Counts are one-row pages whose totals the server counts.
import useSWR from "swr";
import { pbDayRange, todayIst } from "@/lib/dates";
import { UNREAD_FILTERS } from "@shared/inbox-core.cjs";
import { pb } from "@/lib/pocketbase";
import type { CurrentAffair, Quiz } from "@/types/pocketbase";

async function count(collection: "currentAffairs" | "quizs" | "leads" | "messages", filter: string) {
  const res = await pb.collection(collection).getList(1, 1, { filter, fields: "id" });
  return res.totalItems;
}

export type TodayArticle = Pick<CurrentAffair, "id" | "name" | "active">;

/** Articles dated today in India (published and drafts), newest first. */
export async function getTodayArticles(now = new Date()): Promise<TodayArticle[]> {
  const { start, end } = pbDayRange(todayIst(now));
  const res = await pb.collection("currentAffairs").getList(1, 20, {
    filter: pb.filter("date >= {:start} && date < {:end}", { start, end }),
    sort: "-created",
    fields: "id,name,active",
    skipTotal: true,
  });
  return res.items;
}

export interface InboxCounts {
  newLeads: number;
  unhandledMessages: number;
}

export async function getInboxCounts(): Promise<InboxCounts> {
  const [newLeads, unhandledMessages] = await Promise.all([
    count("leads", UNREAD_FILTERS.leads),
    count("messages", UNREAD_FILTERS.messages),
  ]);
  return { newLeads, unhandledMessages };
}

export interface DraftCounts {
  articles: number;
  quizzes: number;
}

/** Articles and quizzes not yet published. */
export async function getDraftCounts(): Promise<DraftCounts> {
  const [articles, quizzes] = await Promise.all([
    count("currentAffairs", "active = false"),
    count("quizs", "active = false"),
  ]);
  return { articles, quizzes };
}

export type LatestQuiz = Pick<Quiz, "id" | "name" | "active" | "created">;

export async function getLatestQuiz(): Promise<LatestQuiz | null> {
  const res = await pb.collection("quizs").getList(1, 1, {
    sort: "-created",
    fields: "id,name,active,created",
    skipTotal: true,
  });
  return res.items[0] ?? null;
}

// Staff come back here after working elsewhere and expect fresh numbers: the dashboard asks again
// each time it is opened, showing the last numbers meanwhile. Keys start with "dashboard" (the
// inbox refreshes them after staff act) or the collection they read.
const fresh = { revalidateOnMount: true, dedupingInterval: 2_000 };

export function useTodayArticles() {
  return useSWR(["currentAffairs", "dashboard-today"], () => getTodayArticles(), fresh);
}

export function useInboxCounts() {
  return useSWR(["dashboard", "inbox"], getInboxCounts, fresh);
}

export function useDraftCounts() {
  return useSWR(["dashboard", "drafts"], getDraftCounts, fresh);
}

export function useLatestQuiz() {
  return useSWR(["quizs", "dashboard-latest"], getLatestQuiz, fresh);
}
