import { isNotFound, pb } from "@/lib/pocketbase";

/**
 * Whether another article already uses `slug`. Spec: a 404 means the slug is free; any other
 * error is rethrown (a failed check must not pass for "free").
 */
export async function slugExists(slug: string, exceptId?: string): Promise<boolean> {
  const filter = exceptId
    ? pb.filter("seoURL = {:slug} && id != {:id}", { slug, id: exceptId })
    : pb.filter("seoURL = {:slug}", { slug });
  try {
    await pb.collection("currentAffairs").getFirstListItem(filter, { fields: "id" });
    return true;
  } catch (err) {
    if (isNotFound(err)) return false;
    throw err;
  }
}
