import { useState } from "react";
import { errorMessage } from "@/lib/pocketbase";
import { useSettings } from "@/lib/site-settings";
import { toast } from "@/lib/toast";
import type { Message } from "@/types/pocketbase";
import { setMessageHandled } from "../api/update-inbox";
import { InboxListPage } from "../components/inbox-list-page";
import { MessageRow } from "../components/message-row";
import { useInboxPage } from "../components/use-inbox-page";

const HANDLED = ["no", "yes"] as const;
const FILTERS = [
  { value: "", label: "All" },
  { value: "no", label: "Not handled" },
  { value: "yes", label: "Handled" },
] as const;

/** Contact-form messages, newest first: mark handled, reply by e-mail or WhatsApp. */
export function MessagesPage() {
  const page = useInboxPage("messages", "handled", HANDLED);
  const { refresh } = page;
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
    <InboxListPage
      page={page}
      noun={["message", "messages"]}
      searchLabel="Search by name, e-mail or phone"
      filter={{ label: "Show", options: FILTERS }}
    >
      {(m) => (
        <MessageRow
          key={m.id}
          message={m}
          institute={institute}
          busy={busyId === m.id}
          onHandled={(msg, h) => void mark(msg, h)}
        />
      )}
    </InboxListPage>
  );
}
