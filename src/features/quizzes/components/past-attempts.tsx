import { formatClock } from "../player/use-countdown";
import type { PastAttempt } from "../player/progress";
import { t, currentLang, dateFormatter } from "@/lib/i18n";

const when = () => dateFormatter(currentLang(), { dateStyle: "medium", timeStyle: "short" });

/** This device's earlier attempts at the quiz and the best score (nothing is sent anywhere). */
export function PastAttempts({ history }: { history: PastAttempt[] }) {
  if (history.length === 0) return null;
  // An attempt still waiting for the network (or refused) has no score yet.
  const scored = history.filter((a) => a.status !== "pending" && a.status !== "rejected");
  const waiting = history.length - scored.length;
  const best = scored.length ? scored.reduce((a, b) => (b.marks > a.marks ? b : a)) : null;
  return (
    <section aria-labelledby="past-attempts" className="mt-6">
      <h2 id="past-attempts" className="text-lg font-bold text-slate-900">
        {t("Your attempts on this device")}
      </h2>
      {best ? (
        <p className="mt-1 text-slate-800">
          {t("Best score:")}{" "}
          <strong>
            {best.marks} / {best.total}
          </strong>
        </p>
      ) : null}
      {waiting > 0 ? (
        <p className="mt-1 text-slate-800">
          {t(
            "{count, plural, one {# attempt is} other {# attempts are}} saved on this phone, waiting to be sent.",
            { count: waiting },
          )}
        </p>
      ) : null}
      {scored.length > 0 ? (
        <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
          {scored.slice(0, 5).map((a) => (
            <li key={a.clientId ?? a.at} className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
              <span>{when().format(a.at)}</span>
              <span>
                {a.marks} / {a.total} ·{" "}
                {t("{correct} right, {wrong} wrong", { correct: a.correct, wrong: a.wrong })} ·{" "}
                {formatClock(a.seconds)}
                {a.ranked ? ` · ${t("ranked")}` : ""}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
