import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";

export function getCurrentAffair(id: string): Promise<CurrentAffair> {
  return pb.collection("currentAffairs").getOne<CurrentAffair>(id, { expand: "tags" });
}
