import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/pocketbase";
import { toast } from "@/lib/toast";
import type { Subscriber } from "@/types/pocketbase";
import { deleteSubscriber } from "../api/update-inbox";
import { isoOf, receivedAt } from "../format";
import { InboxListPage } from "../components/inbox-list-page";
import { useInboxPage } from "../components/use-inbox-page";

/** Where a sign-up stands in the double opt-in (pb_hooks/lib/newsletter.js). */
const STATUS_WORDS: Record<string, string> = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

/** Newsletter sign-ups: e-mail, status and since when; remove after confirmation. */
export function SubscribersPage() {
  const page = useInboxPage("subscribers");
  const { params, setParams, list, refresh } = page;
  const [toRemove, setToRemove] = useState<Subscriber | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState("");

  async function confirmRemove() {
    if (!toRemove) return;
    setBusy(true);
    setRemoveError("");
    try {
      await deleteSubscriber(toRemove.id);
      toast.success(`Removed ${toRemove.email}`);
      setToRemove(null);
      // The last one on a later page: step back so the page is not empty.
      if (list.data?.items.length === 1 && params.page > 1) setParams({ page: params.page - 1 });
      void refresh();
    } catch (err) {
      setRemoveError(errorMessage(err, "Could not remove the subscriber."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <InboxListPage page={page} noun={["subscriber", "subscribers"]} searchLabel="Search by e-mail">
        {(s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-all text-slate-900">{s.email}</p>
              <p className="text-sm text-slate-600">
                {STATUS_WORDS[s.status || "pending"]} · since{" "}
                <time dateTime={isoOf(s.created)}>{receivedAt(s.created)}</time>
              </p>
            </div>
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                setRemoveError("");
                setToRemove(s);
              }}
            >
              Remove<span className="sr-only"> {s.email}</span>
            </Button>
          </li>
        )}
      </InboxListPage>
      <ConfirmDialog
        open={!!toRemove}
        title="Remove subscriber"
        message={toRemove ? `Remove ${toRemove.email} from the newsletter list? This cannot be undone.` : ""}
        confirmLabel="Remove"
        busyLabel="Removing…"
        busy={busy}
        error={removeError}
        onConfirm={() => void confirmRemove()}
        onOpenChange={(o) => !o && setToRemove(null)}
      />
    </>
  );
}
