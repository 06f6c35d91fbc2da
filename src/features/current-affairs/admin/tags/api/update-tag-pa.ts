import { pb } from "@/lib/pocketbase";
import type { CATag } from "@/types/pocketbase";

/** Sets a tag's Punjabi name (issue 24); "" clears it, and the site shows the English name. */
export function updateTagPa(id: string, namePa: string): Promise<CATag> {
  return pb.collection("CAtags").update<CATag>(id, { namePa });
}
