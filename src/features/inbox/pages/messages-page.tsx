import { useState } from "react";
import { PageMeta } from "@/components/page-meta";
import { errorMessage } from "@/lib/pocketbase";
import { useSettings } from "@/lib/site-settings";
import { toast } from "@/lib/toast";
import type { Message } from "@/types/pocketbase";
import { useInboxList } from "../api/list-inbox";
import { setMessageHandled } from "../api/update-inbox";
import { useRefreshInbox } from "../api/use-refresh-inbox";
import { InboxListView } from "../components/inbox-list-view";
import { InboxToolbar } from "../components/inbox-toolbar";
import { MessageRow } from "../components/message-row";
import { useExport } from "../components/use-export";
import { useListParams } from "../components/use-list-params";

const HANDLED = ["no", "yes"] as const;
const FILTERS = [
  { value: "", label: "All" },
  { value: "no", label: "Not handled" },
  { value: "yes", label: "Handled" },
] as const;

/** Contact-form messages, newest first: mark handled, reply by e-mail or WhatsApp. */
export function MessagesPage() {
  const [params, setParams] = useListParams(HANDLED);
  const query = { handled: params.filter, q: params.q };
  const list = useInboxList("messages", { ...query, page: params.page });
  const refresh = useRefreshInbox("messages");
  const exporter = useExport("messages", query);
  const institute = useSettings().instituteName;
  const [busyId, setBusyId] = useState<string | null>(null);

  async function mark(message: Message, handled: boolean) {
    setBusyId(message.id);
    try {
      await setMessageHandled(message.id, handled);
      toast.success(handled ? "Marked as handled" : "Marked as not handled");
      void refresh();
    } catch (err) {
      toast.error(errorMessage(err, "Could not change the message."));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <PageMeta title="Inbox: messages" />
      <InboxToolbar
        searchLabel="Search by name, e-mail or phone"
        q={params.q}
        filterLabel="Show"
        filter={params.filter}
        filterOptions={FILTERS}
        onChange={setParams}
        exporting={exporter.exporting}
        onExport={exporter.run}
      />
      <InboxListView
        list={list}
        label="Messages"
        noun={["message", "messages"]}
        loadingText="Loading messages…"
        errorText="Could not load the messages."
        emptyText={params.q || params.filter ? "No messages match." : "No messages yet."}
        onPage={(page) => setParams({ page })}
      >
        {(m: Message) => (
          <MessageRow
            key={m.id}
            message={m}
            institute={institute}
            busy={busyId === m.id}
            onHandled={(msg, h) => void mark(msg, h)}
          />
        )}
      </InboxListView>
    </>
  );
}
