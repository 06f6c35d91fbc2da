import { pb } from "@/lib/pocketbase";
import type { StaffUser } from "@/types/pocketbase";

/** Changes a staff member's role; the server refuses to demote the last owner. */
export async function setStaffRole(id: string, role: StaffUser["role"]): Promise<void> {
  await pb.collection("users").update(id, { role });
}
