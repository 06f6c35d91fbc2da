import { ClientResponseError, pb } from "@/lib/pocketbase";

export type TokenOutcome = "confirmed" | "unsubscribed" | "already" | "expired" | "invalid" | "error";

export interface TokenResult {
  outcome: TokenOutcome;
  message: string;
}

/**
 * POST /api/newsletter/confirm or /unsubscribe with the token from the e-mail's link. Every
 * answer the server gives (good, forged, expired, reused) comes back as an outcome and a message.
 */
export async function sendToken(action: "confirm" | "unsubscribe", token: string): Promise<TokenResult> {
  try {
    return await pb.send<TokenResult>(`/api/newsletter/${action}`, {
      method: "POST",
      body: { token },
      requestKey: null,
    });
  } catch (err) {
    const body = err instanceof ClientResponseError ? (err.response as Partial<TokenResult>) : {};
    if (body?.outcome && body.message) return { outcome: body.outcome, message: body.message };
    return {
      outcome: "error",
      message: "Something went wrong. Check your connection and try again.",
    };
  }
}
