import { pb } from "@/lib/pocketbase";

/**
 * Asks for the daily e-mail (double opt-in: the server e-mails a confirmation link). The answer
 * is the same whether or not the address was already subscribed; returns the server's message.
 */
export async function subscribe(email: string): Promise<string> {
  const res = await pb.send<{ message: string }>("/api/newsletter/subscribe", {
    method: "POST",
    body: { email: email.trim() },
    requestKey: null,
  });
  return res.message;
}
