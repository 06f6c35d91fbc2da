import type { ReactNode } from "react";
import { istShortLabel, isScheduled } from "@/lib/publish-at";

type Tone = "success" | "neutral" | "brand" | "warning";

const TONES: Record<Tone, string> = {
  success: "bg-green-100 text-green-900",
  neutral: "bg-slate-200 text-slate-800",
  brand: "bg-brand-50 text-brand-800",
  warning: "bg-amber-100 text-amber-900",
};

/** A small status label ("Published", "Draft", "New"). */
export function Badge({ tone = "neutral", children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${TONES[tone]}`}>{children}</span>;
}

/**
 * How many are waiting, beside a navigation link ("Leads 3"); `what` is read out after the number
 * (" unread") and nothing is shown for 0.
 */
export function CountBadge({
  count,
  what,
  bold = false,
}: {
  count: number | undefined;
  what: string;
  bold?: boolean;
}) {
  if (!count) return null;
  return (
    <span className={`rounded-full bg-amber-100 px-2 text-sm${bold ? "font-bold" : ""} text-amber-900`}>
      {count}
      <span className="sr-only"> {what}</span>
    </span>
  );
}

/**
 * Published/Draft, the way every admin list shows a record's state; an active record whose
 * "publish at" is still ahead shows "Scheduled for 24 Nov, 06:00" (India time).
 */
export function PublishedBadge({ active, publishAt }: { active: boolean; publishAt?: string }) {
  if (publishAt && isScheduled({ active, publishAt })) {
    return <Badge tone="warning">Scheduled for {istShortLabel(publishAt)}</Badge>;
  }
  return <Badge tone={active ? "success" : "neutral"}>{active ? "Published" : "Draft"}</Badge>;
}
