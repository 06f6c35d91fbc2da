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
  settingsId: string;
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

/** Saves the digest time on the settings record. */
export function saveDigestTime(settingsId: string, digestTime: string) {
  return pb.collection("settings").update(settingsId, { digestTime }, { requestKey: null });
}
