import { pb } from "@/lib/pocketbase";

/** An owner sets another staff member's password; that person's sessions all end. */
export async function resetStaffPassword(id: string, password: string): Promise<void> {
  await pb.collection("users").update(id, { password, passwordConfirm: password });
}
