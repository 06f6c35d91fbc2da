import { Badge } from "@/components/ui/badge";
import { ListStates } from "@/components/ui/list-states";
import { env } from "@/config/env";
import { parsePbDate } from "@/lib/dates";
import { useFailedSignIns, type FailedSignIn } from "../api/get-failed-sign-ins";

const istTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: env.timeZone,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});

/** "23 Nov 2026, 7:00:14 pm IST": the institute's clock, whatever the viewer's is. */
function istDateTime(value: string): string {
  const d = parsePbDate(value);
  return d ? `${istTime.format(d)} IST` : "";
}

function FailureRow({ f }: { f: FailedSignIn }) {
  const when = parsePbDate(f.created);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-slate-900">
          {f.email || "(no e-mail)"}
          {f.authCollection === "_superusers" ? (
            <span className="ml-2 text-sm font-normal text-slate-600">superuser</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={when?.toISOString()}>{istDateTime(f.created)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {/* Moves to its own line as a whole; breaks inside only if a long IPv6 still does not fit. */}
          <span className="inline-block max-w-full wrap-anywhere">IP address {f.ip || "unknown"}</span>
        </p>
      </div>
      {f.locked ? <Badge tone="warning">Locked: yes</Badge> : <Badge>Locked: no</Badge>}
    </li>
  );
}

/** The dashboard's list of the last failed staff and superuser sign-ins. */
export function FailedSignIns({ limit = 10 }: { limit?: number }) {
  const failures = useFailedSignIns(limit);
  return (
    <section aria-labelledby="failed-sign-ins-heading" className="mt-8">
      <h2 id="failed-sign-ins-heading" className="text-xl font-bold text-slate-900">
        Failed sign-ins
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The last {limit} failed sign-ins. After 5 failures in a row an account is locked for a while (30
        seconds at first, doubling up to 15 minutes).
      </p>
      <div className="mt-3">
        <ListStates
          result={failures}
          loading="Loading failed sign-ins…"
          failed="Could not load the failed sign-ins."
          empty="No failed sign-ins."
        >
          {(items) => (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {items.map((f) => (
                <FailureRow key={f.id} f={f} />
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </section>
  );
}
