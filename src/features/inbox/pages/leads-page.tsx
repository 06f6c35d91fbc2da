import { useState } from "react";
import { LEAD_STATUSES, type LeadStatus } from "@shared/inbox-core.cjs";
import { errorMessage } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import type { Lead } from "@/types/pocketbase";
import { setLeadStatus } from "../api/update-inbox";
import { InboxListPage } from "../components/inbox-list-page";
import { LeadRow, STATUS_LABELS } from "../components/lead-row";
import { useInboxPage } from "../components/use-inbox-page";

const FILTERS = [
  { value: "", label: "All" },
  ...LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
] as const;

/** Register Now requests, newest first: filter by status, search by name or mobile. */
export function LeadsPage() {
  const page = useInboxPage("leads", "status", LEAD_STATUSES);
  const { refresh } = page;
  const [busyId, setBusyId] = useState<string | null>(null);
  // The status just chosen, shown until the list has loaded again (the select does not jump back).
  const [chosen, setChosen] = useState<Record<string, LeadStatus>>({});
  const forget = (id: string) =>
    setChosen((c) => {
      const next = { ...c };
      delete next[id];
      return next;
    });

  async function changeStatus(lead: Lead, status: LeadStatus) {
    setBusyId(lead.id);
    setChosen((c) => ({ ...c, [lead.id]: status }));
    try {
      await setLeadStatus(lead.id, status);
      toast.success(`${lead.name}: ${STATUS_LABELS[status]}`);
    } catch (err) {
      toast.error(errorMessage(err, "Could not change the lead's status."));
      forget(lead.id);
      return;
    } finally {
      setBusyId(null);
    }
    // A failed reload shows in the list itself; the change is saved either way.
    await refresh().catch(() => {});
    forget(lead.id);
  }

  return (
    <InboxListPage
      page={page}
      noun={["lead", "leads"]}
      searchLabel="Search by name or mobile"
      filter={{ label: "Status", options: FILTERS }}
    >
      {(lead) => (
        <LeadRow
          key={lead.id}
          lead={chosen[lead.id] ? { ...lead, status: chosen[lead.id]! } : lead}
          busy={busyId === lead.id}
          onStatus={(l, s) => void changeStatus(l, s)}
        />
      )}
    </InboxListPage>
  );
}
