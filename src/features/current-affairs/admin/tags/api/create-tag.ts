import { pb } from "@/lib/pocketbase";
import type { CATag } from "@/types/pocketbase";

export function createTag(name: string): Promise<CATag> {
  return pb.collection("CAtags").create<CATag>({ name });
}
