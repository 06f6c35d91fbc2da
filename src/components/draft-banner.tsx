import { istShortLabel, isScheduled } from "@/lib/publish-at";

interface Props {
  what: string;
  record: { active: boolean; publishAt?: string };
}

/**
 * Above a draft or a scheduled item that staff open on the public site (visitors never get this
 * far: they see "not found"). Nothing for an item that is live.
 */
export function DraftBanner({ what, record }: Props) {
  const scheduled = isScheduled(record);
  if (record.active && !scheduled) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950"
    >
      {scheduled ? (
        <>
          <strong className="font-bold">Scheduled — not public yet.</strong> Visitors see this {what} from{" "}
          {istShortLabel(record.publishAt ?? "")} (India time); you see it because you are signed in as staff.
        </>
      ) : (
        <>
          <strong className="font-bold">Draft — not public.</strong> Visitors cannot see this {what} until it
          is published; you see it because you are signed in as staff.
        </>
      )}
    </p>
  );
}
