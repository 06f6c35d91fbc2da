import useSWR from "swr";
import { istDayOf } from "@/lib/ist-date";
import { pb } from "@/lib/pocketbase";

export interface ArchiveRange {
  /** IST day of the oldest and newest visible article, or null when there are none. */
  first: string | null;
  last: string | null;
}

async function edge(sort: string): Promise<string | null> {
  const res = await pb.collection("currentAffairs").getList<{ date: string }>(1, 1, {
    filter: pb.filter("active = {:active} && date != ''", { active: true }),
    sort,
    fields: "date",
    skipTotal: true,
  });
  return res.items[0] ? istDayOf(res.items[0].date) || null : null;
}

/** Two one-row queries; the archive lists the months between them. */
export async function getArchiveRange(): Promise<ArchiveRange> {
  const [first, last] = await Promise.all([edge("date"), edge("-date")]);
  return { first, last };
}

export function useArchiveRange() {
  return useSWR(["currentAffairs", "archive-range"] as const, getArchiveRange);
}
