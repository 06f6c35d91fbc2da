import useSWR from "swr";
import { pb } from "@/lib/pocketbase";
import type { CATag } from "@/types/pocketbase";

export function listTags(): Promise<CATag[]> {
  return pb.collection("CAtags").getFullList<CATag>({ batch: 500, sort: "name" });
}

/** Every tag, for the picker and the manage dialog. */
export function useAdminTags() {
  return useSWR(["CAtags", "all"], listTags, { dedupingInterval: 30_000 });
}
