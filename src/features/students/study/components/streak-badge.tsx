import { t } from "@/lib/i18n";
import { useStudent } from "../../session";
import { useStreak } from "../api/streak";

/**
 * The signed-in student's streak: days in a row (IST) with a quiz attempt or an article read to the
 * end, with a gentle note when today's is still open. Nothing for a visitor, on the server and
 * during hydration (useStudent), so it never causes a hydration mismatch. For the home page's
 * Today block and the quiz result screen.
 */
export function StreakBadge({ className = "" }: { className?: string }) {
  const student = useStudent();
  const { data } = useStreak(student?.id ?? null);
  if (!student || !data) return null;
  return (
    <p className={`text-sm text-slate-800 ${className}`.trim()} data-testid="streak">
      {data.streak > 0 ? (
        <>
          <span className="rounded-full bg-orange-100 px-2 py-0.5 font-semibold text-orange-900">
            {t("{count, plural, one {# day in a row} other {# days in a row}}", { count: data.streak })}
          </span>
          {data.open ? (
            <span className="mt-1 block">
              {t("Today's is still open — one quiz keeps your {count}-day streak.", { count: data.streak })}
            </span>
          ) : null}
        </>
      ) : (
        t("Start a streak today: take a quiz or read an article to the end.")
      )}
    </p>
  );
}
