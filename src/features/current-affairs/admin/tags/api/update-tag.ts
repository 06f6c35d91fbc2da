import { pb } from "@/lib/pocketbase";
import type { CATag } from "@/types/pocketbase";

export function updateTag(id: string, name: string): Promise<CATag> {
  return pb.collection("CAtags").update<CATag>(id, { name });
}
