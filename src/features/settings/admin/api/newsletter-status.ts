import useSWR from "swr";
import { pb } from "@/lib/pocketbase";

export interface DigestLastRun {
  day: string;
  status: "sending" | "done" | "nothing" | "failed";
  sent: number;
  items: number;
  error: string;
  at: string;
}

export interface NewsletterStatus {
  emailOn: boolean;
  smtpHost: string;
  mailFrom: string;
  /** "HH:MM", India time. */
  digestTime: string;
  confirmed: number;
  pending: number;
  unsubscribed: number;
  lastRun: DigestLastRun | null;
}

/** GET /api/newsletter/status (staff only). */
export function getNewsletterStatus(): Promise<NewsletterStatus> {
  return pb.send<NewsletterStatus>("/api/newsletter/status", { requestKey: null });
}

export function useNewsletterStatus() {
  return useSWR(["settings", "newsletter-status"] as const, () => getNewsletterStatus());
}
