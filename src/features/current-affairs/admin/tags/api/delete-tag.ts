import { pb } from "@/lib/pocketbase";

/** Deletes a tag; the server also removes it from every article that had it. */
export async function deleteTag(id: string): Promise<void> {
  await pb.collection("CAtags").delete(id);
}
