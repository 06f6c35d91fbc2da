import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import type { LeadStatus } from "@shared/inbox-core.cjs";
import { telHref } from "@/lib/phone";
import type { Lead } from "@/types/pocketbase";
import { isoOf, receivedAt } from "../format";

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

interface Props {
  lead: Lead;
  busy: boolean;
  onStatus: (lead: Lead, status: LeadStatus) => void;
}

/** One Register Now request: who, how to call them, what for, when; its status changed here. */
export function LeadRow({ lead, busy, onStatus }: Props) {
  const id = useId();
  const status: LeadStatus = lead.status || "new";
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{lead.name}</span>
          {status === "new" ? <Badge tone="warning">New</Badge> : null}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
          <a href={telHref(lead.mobile)} className="text-brand-800 font-medium underline">
            {lead.mobile}
          </a>
          {lead.course ? <span className="break-words">{lead.course}</span> : null}
          <time dateTime={isoOf(lead.created)} className="text-slate-600">
            {receivedAt(lead.created)}
          </time>
        </p>
      </div>
      <div className="shrink-0">
        <label htmlFor={id} className="sr-only">
          Status of {lead.name}
        </label>
        <select
          id={id}
          value={status}
          disabled={busy}
          onChange={(e) => onStatus(lead, e.target.value as LeadStatus)}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm disabled:opacity-60"
        >
          {(Object.keys(STATUS_LABELS) as LeadStatus[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
