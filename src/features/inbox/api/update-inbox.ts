import type { LeadStatus } from "@shared/inbox-core.cjs";
import { pb } from "@/lib/pocketbase";

export async function setLeadStatus(id: string, status: LeadStatus): Promise<void> {
  await pb.collection("leads").update(id, { status }, { requestKey: null });
}

export async function setMessageHandled(id: string, handled: boolean): Promise<void> {
  await pb.collection("messages").update(id, { handled }, { requestKey: null });
}

export async function deleteSubscriber(id: string): Promise<void> {
  await pb.collection("subscribers").delete(id, { requestKey: null });
}
