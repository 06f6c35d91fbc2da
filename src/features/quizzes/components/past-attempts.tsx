import { formatClock } from "../player/use-countdown";
import type { PastAttempt } from "../player/progress";
import { t, currentLang, dateFormatter } from "@/lib/i18n";

const when = () => dateFormatter(currentLang(), { dateStyle: "medium", timeStyle: "short" });

/** This device's earlier attempts at the quiz and the best score (nothing is sent anywhere). */
export function PastAttempts({ history }: { history: PastAttempt[] }) {
  if (history.length === 0) return null;
  const best = history.reduce((a, b) => (b.marks > a.marks ? b : a));
  return (
    <section aria-labelledby="past-attempts" className="mt-6">
      <h2 id="past-attempts" className="text-lg font-bold text-slate-900">
        {t("Your attempts on this device")}
      </h2>
      <p className="mt-1 text-slate-800">
        {t("Best score:")}{" "}
        <strong>
          {best.marks} / {best.total}
        </strong>
      </p>
      <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
        {history.slice(0, 5).map((a) => (
          <li key={a.at} className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
            <span>{when().format(a.at)}</span>
            <span>
              {a.marks} / {a.total} ·{" "}
              {t("{correct} right, {wrong} wrong", { correct: a.correct, wrong: a.wrong })} ·{" "}
              {formatClock(a.seconds)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
