import { pb } from "@/lib/pocketbase";
import type { CurrentAffair } from "@/types/pocketbase";

/** Publishes (active) or unpublishes (draft) an article. */
export function setActive(id: string, active: boolean): Promise<CurrentAffair> {
  return pb.collection("currentAffairs").update<CurrentAffair>(id, { active }, { fields: "id,active" });
}
