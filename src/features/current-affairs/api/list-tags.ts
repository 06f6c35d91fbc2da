import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { CardTag } from "./list-current-affairs";

/** Every tag for the chips, by name. */
export function listTags(): Promise<CardTag[]> {
  return pb.collection("CAtags").getFullList<CardTag>({ sort: "name", fields: "id,name,namePa", batch: 500 });
}

export function useTagChips() {
  // Tags change rarely: five minutes before asking again (as before).
  return useSWR(["CAtags", "chips"], listTags, { dedupingInterval: 5 * 60_000 });
}
