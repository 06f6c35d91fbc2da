import { pb } from "@/lib/pocketbase";

/** Deletes the record; PocketBase deletes its stored files (document and images) with it. */
export async function deleteCurrentAffair(id: string): Promise<void> {
  await pb.collection("currentAffairs").delete(id);
}
