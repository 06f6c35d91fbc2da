import { pb } from "@/lib/pocketbase";
import type { CATag } from "@/types/pocketbase";

export function listTags(): Promise<CATag[]> {
  return pb.collection("CAtags").getFullList<CATag>({ batch: 500, sort: "name" });
}
