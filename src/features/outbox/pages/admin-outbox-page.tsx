import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { Spinner } from "@/components/spinner";
import { LoadError } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PagedList } from "@/components/ui/paged-list";
import { adminPaths } from "@/config/admin-paths";
import { sanitizeHtml } from "@/lib/sanitize";
import type { OutboxMessage } from "@/types/pocketbase";
import { useOutboxMessage, useOutboxPage } from "../api/outbox";

const STATUS: Record<OutboxMessage["status"], { label: string; className: string }> = {
  stored: { label: "Not sent: e-mail is off", className: "bg-amber-100 text-amber-900" },
  sent: { label: "Sent", className: "bg-green-100 text-green-900" },
  failed: { label: "Sending failed", className: "bg-red-100 text-red-900" },
};

function when(created: string): string {
  const d = new Date(created.replace(" ", "T"));
  return Number.isNaN(d.getTime())
    ? created
    : d.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}

function StatusBadge({ m }: { m: Pick<OutboxMessage, "status" | "channel"> }) {
  const s = STATUS[m.status] ?? STATUS.stored;
  const label = m.channel === "sms" && m.status === "sent" ? "Sent by SMS" : s.label;
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${s.className}`}>{label}</span>;
}

/** One message: its headers, and its HTML (sanitised) or its text. */
function MessageView({ id, onClose }: { id: string; onClose: () => void }) {
  const one = useOutboxMessage(id);
  const m = one.data;
  return (
    <section aria-labelledby="outbox-message" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id="outbox-message" className="text-lg font-bold text-slate-900">
          {m ? m.subject || "(no subject)" : "Message"}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      {one.isLoading ? <Spinner label="Loading the message…" /> : null}
      {one.error ? (
        <LoadError
          error={one.error}
          fallback="Could not load the message."
          onRetry={() => void one.mutate()}
        />
      ) : null}
      {m ? (
        <>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-600">To</dt>
            <dd className="wrap-anywhere">{m.to}</dd>
            <dt className="font-semibold text-slate-600">From</dt>
            <dd className="wrap-anywhere">{m.from || "—"}</dd>
            <dt className="font-semibold text-slate-600">When</dt>
            <dd>{when(m.created)}</dd>
            <dt className="font-semibold text-slate-600">Status</dt>
            <dd>
              <StatusBadge m={m} />
              {m.error ? <span className="ml-2 text-red-800">{m.error}</span> : null}
            </dd>
          </dl>
          {m.html ? (
            <div
              className="prose max-w-none rounded-lg border border-slate-200 p-3 wrap-anywhere"
              // Stored HTML is shown only after DOMPurify (lib/sanitize).
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(m.html) }}
            />
          ) : (
            <pre className="rounded-lg border border-slate-200 p-3 text-sm wrap-anywhere whitespace-pre-wrap">
              {m.text}
            </pre>
          )}
        </>
      ) : null}
    </section>
  );
}

/**
 * /admin/outbox (owners): every message the site sent or, with e-mail off (no SMTP), kept here
 * instead: newsletter confirmations, digests, students' sign-in codes. Newest first, paged.
 */
export function AdminOutboxPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const open = params.get("message");
  const list = useOutboxPage(page);
  const [, force] = useState(0);

  const go = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
    force((n) => n + 1);
  };

  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: "Dashboard", to: adminPaths.root }, { label: "Outbox" }]}
        title="Outbox"
        intro="Every e-mail and text message the site sends. While e-mail is off (no SMTP configured) messages are kept here, not sent."
      />
      {open ? (
        <MessageView id={open} onClose={() => go({ message: null })} />
      ) : (
        <PagedList
          list={list}
          label="Messages"
          noun={["message", "messages"]}
          loading="Loading the outbox…"
          failed="Could not load the outbox."
          empty="No messages yet."
          onPage={(p) => go({ page: String(p) })}
        >
          {(m: OutboxMessage) => (
            <li key={m.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <button
                  type="button"
                  onClick={() => go({ message: m.id })}
                  className="text-brand-800 block max-w-full truncate text-left font-semibold underline"
                >
                  {m.subject || "(no subject)"}
                </button>
                <p className="truncate text-sm text-slate-600">
                  To {m.to} · {when(m.created)}
                </p>
              </div>
              <StatusBadge m={m} />
            </li>
          )}
        </PagedList>
      )}
    </>
  );
}
