import { pb } from "@/lib/pocketbase";

/** Removes a staff account; the server refuses to remove the last owner. */
export async function deleteStaff(id: string): Promise<void> {
  await pb.collection("users").delete(id);
}
