import useSWR from "swr";
import { neighbourQueries, type ListQuery } from "@shared/day-queries-core.cjs";
import { pb } from "@/lib/pocketbase";
import { useStaffPreview } from "@/lib/preview";
import type { CurrentAffair } from "@/types/pocketbase";
import type { ChainPoint } from "./date-filters";

export type NeighbourLink = Pick<CurrentAffair, "id" | "name" | "seoURL" | "date">;

export interface Neighbours {
  previous: NeighbourLink | null;
  next: NeighbourLink | null;
  sameDay: NeighbourLink[];
}

function list(q: ListQuery): Promise<NeighbourLink[]> {
  return pb
    .collection("currentAffairs")
    .getList<NeighbourLink>(1, q.limit, {
      filter: pb.filter(q.expr, q.params),
      sort: q.sort,
      fields: q.fields,
      skipTotal: true,
    })
    .then((r) => r.items);
}

/** The previous (older) and next (newer) article by date, and a few others of the same IST day. */
export async function getNeighbours(point: ChainPoint): Promise<Neighbours> {
  const q = neighbourQueries(point);
  if (!q) return { previous: null, next: null, sameDay: [] };
  const [previous, next, sameDay] = await Promise.all([list(q.previous), list(q.next), list(q.sameDay)]);
  return { previous: previous[0] ?? null, next: next[0] ?? null, sameDay };
}

/**
 * The article's neighbours. The server's first response embeds them for visitors (the key ends
 * in `false`); signed-in staff, whom the rules also show scheduled articles, ask for their own.
 */
export function useNeighbours(point: ChainPoint | null) {
  const preview = useStaffPreview();
  return useSWR(
    point ? (["currentAffairs", "neighbours", point.id, point.date, point.created, preview] as const) : null,
    ([, , id, date, created]) => getNeighbours({ id, date, created }),
  );
}
