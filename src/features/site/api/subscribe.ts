import { ClientResponseError, pb } from "@/lib/pocketbase";

export type SubscribeResult = "subscribed" | "already";

/** Stores the e-mail in `subscribers`. Subscribing twice is a friendly success, not an error. */
export async function subscribe(email: string): Promise<SubscribeResult> {
  try {
    await pb.collection("subscribers").create({ email: email.trim() });
    return "subscribed";
  } catch (err) {
    if (
      err instanceof ClientResponseError &&
      err.status === 400 &&
      (err.response?.data as Record<string, { code?: string }> | undefined)?.email?.code ===
        "validation_not_unique"
    ) {
      return "already";
    }
    throw err;
  }
}
