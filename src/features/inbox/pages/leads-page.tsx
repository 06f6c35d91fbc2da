import { useState } from "react";
import { PageMeta } from "@/components/page-meta";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/inbox-core.cjs";
import { errorMessage } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import type { Lead } from "@/types/pocketbase";
import { useInboxList } from "../api/list-inbox";
import { setLeadStatus } from "../api/update-inbox";
import { useRefreshInbox } from "../api/use-refresh-inbox";
import { InboxListView } from "../components/inbox-list-view";
import { InboxToolbar } from "../components/inbox-toolbar";
import { LeadRow, STATUS_LABELS } from "../components/lead-row";
import { useExport } from "../components/use-export";
import { useListParams } from "../components/use-list-params";

const FILTERS = [
  { value: "", label: "All" },
  ...LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
] as const;

/** Register Now requests, newest first: filter by status, search by name or mobile. */
export function LeadsPage() {
  const [params, setParams] = useListParams(LEAD_STATUSES);
  const query = { status: params.filter, q: params.q };
  const list = useInboxList("leads", { ...query, page: params.page });
  const refresh = useRefreshInbox("leads");
  const exporter = useExport("leads", query);
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
    <>
      <PageMeta title="Inbox: leads" />
      <InboxToolbar
        searchLabel="Search by name or mobile"
        q={params.q}
        filterLabel="Status"
        filter={params.filter}
        filterOptions={FILTERS}
        onChange={setParams}
        exporting={exporter.exporting}
        onExport={exporter.run}
      />
      <InboxListView
        list={list}
        label="Leads"
        noun={["lead", "leads"]}
        loadingText="Loading leads…"
        errorText="Could not load the leads."
        emptyText={params.q || params.filter ? "No leads match." : "No leads yet."}
        onPage={(page) => setParams({ page })}
      >
        {(lead: Lead) => (
          <LeadRow
            key={lead.id}
            lead={chosen[lead.id] ? { ...lead, status: chosen[lead.id]! } : lead}
            busy={busyId === lead.id}
            onStatus={(l, s) => void changeStatus(l, s)}
          />
        )}
      </InboxListView>
    </>
  );
}
