import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { StaffUser } from "@/types/pocketbase";

export type StaffAction = "role" | "password" | "remove";

/** One staff account: name, e-mail, role, and what an owner can do to it. */
export function StaffRow({
  staff,
  isMe,
  busy,
  onAction,
}: {
  staff: StaffUser;
  isMe: boolean;
  busy: boolean;
  onAction: (action: StaffAction, staff: StaffUser) => void;
}) {
  const name = staff.name || staff.email;
  const owner = staff.role === "owner";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">
          {staff.name || "(no name)"}
          {isMe ? <span className="font-normal text-slate-600"> (you)</span> : null}
        </p>
        <p className="text-sm break-all text-slate-600">{staff.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={owner ? "brand" : "neutral"}>{owner ? "Owner" : "Editor"}</Badge>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`${owner ? "Make editor" : "Make owner"}: ${name}`}
          onClick={() => onAction("role", staff)}
        >
          {owner ? "Make editor" : "Make owner"}
        </Button>
        {isMe ? null : (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`Reset password: ${name}`}
              onClick={() => onAction("password", staff)}
            >
              Reset password
            </Button>
            <Button
              variant="danger"
              size="sm"
              disabled={busy}
              aria-label={`Remove ${name}`}
              onClick={() => onAction("remove", staff)}
            >
              Remove
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
