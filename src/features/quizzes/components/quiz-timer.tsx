import { formatClock } from "../player/use-countdown";
import { t } from "@/lib/i18n";

/**
 * The time left. The clock itself is not announced every second (role="timer" is not live);
 * a separate polite live region says "5 minutes left." and "1 minute left." once each.
 */
export function QuizTimer({ left, announcement }: { left: number; announcement: string }) {
  const low = left <= 60;
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm font-medium text-slate-700">{t("Time left")}</span>
      <span
        role="timer"
        aria-label={t("Time left {clock}", { clock: formatClock(left) })}
        className={`rounded-md px-2 py-0.5 font-mono text-lg font-bold tabular-nums ${low ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-900"}`}
      >
        {formatClock(left)}
      </span>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
