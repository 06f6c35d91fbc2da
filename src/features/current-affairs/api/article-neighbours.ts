import useSWR from "swr";
import { istDayOf, istDayRange } from "@/lib/ist-date";
import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";
import { CHAIN_SORT, CHAIN_SORT_DESC, neighbourFilter, sameDayFilter, type ChainPoint } from "./date-filters";

export type NeighbourLink = Pick<CurrentAffair, "id" | "name" | "seoURL" | "date">;

export interface Neighbours {
  previous: NeighbourLink | null;
  next: NeighbourLink | null;
  sameDay: NeighbourLink[];
}

const FIELDS = "id,name,seoURL,date";
export const SAME_DAY_LIMIT = 5;

async function one(point: ChainPoint, direction: "older" | "newer"): Promise<NeighbourLink | null> {
  const { expr, params } = neighbourFilter(point, direction);
  const res = await pb.collection("currentAffairs").getList<NeighbourLink>(1, 1, {
    filter: pb.filter(expr, params),
    sort: direction === "older" ? CHAIN_SORT_DESC : CHAIN_SORT,
    fields: FIELDS,
    skipTotal: true,
  });
  return res.items[0] ?? null;
}

/** The previous (older) and next (newer) article by date, and a few others of the same IST day. */
export async function getNeighbours(point: ChainPoint): Promise<Neighbours> {
  const day = istDayOf(point.date);
  if (!day) return { previous: null, next: null, sameDay: [] };
  const same = sameDayFilter(istDayRange(day), point.id);
  const [previous, next, sameDay] = await Promise.all([
    one(point, "older"),
    one(point, "newer"),
    pb
      .collection("currentAffairs")
      .getList<NeighbourLink>(1, SAME_DAY_LIMIT, {
        filter: pb.filter(same.expr, same.params),
        sort: CHAIN_SORT,
        fields: FIELDS,
        skipTotal: true,
      })
      .then((r) => r.items),
  ]);
  return { previous, next, sameDay };
}

export function useNeighbours(point: ChainPoint | null) {
  return useSWR(
    point ? (["currentAffairs", "neighbours", point.id, point.date, point.created] as const) : null,
    ([, , id, date, created]) => getNeighbours({ id, date, created }),
  );
}
