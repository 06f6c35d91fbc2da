import { localized, t, useLang } from "@/lib/i18n";
import type { MockAttemptView } from "../api/mock-attempt-view";
import { formatClock, type SectionClock } from "../player/section-clock";

interface Props {
  view: MockAttemptView;
  clocks: SectionClock[];
  /** Free order: the student may open another section that still has time. */
  onOpen?: (index: number) => void;
  busy: boolean;
}

/**
 * Every section with its time left: the current one highlighted (and aria-current), ended ones
 * struck through and labelled "Ended", sections not opened yet labelled "Not started" (locked
 * order) or offered as a button (free order). Scrolls sideways on a narrow phone.
 */
export function SectionBar({ view, clocks, onOpen, busy }: Props) {
  const lang = useLang();
  return (
    <nav aria-label={t("Sections")} className="-mx-4 overflow-x-auto px-4">
      <ol className="flex gap-2 pb-1">
        {view.sections.map((s, i) => {
          const c = clocks[i]!;
          const current = i === view.current && c.status === "open";
          const title = localized(s, "title", lang);
          const state =
            c.status === "ended"
              ? t("Ended")
              : current
                ? t("Now")
                : view.test.lockedOrder
                  ? t("Not started")
                  : t("Open");
          const time = c.left === null ? t("No time limit") : formatClock(c.left);
          const body = (
            <>
              <span className={`block text-sm font-semibold ${c.status === "ended" ? "line-through" : ""}`}>
                {i + 1}. {title}
              </span>
              <span className="block text-xs">
                {c.status === "ended" ? (
                  <>
                    <span aria-hidden="true">■ </span>
                    {state}
                  </>
                ) : (
                  <>
                    {current ? <span aria-hidden="true">▶ </span> : null}
                    {state} · <span className="font-mono tabular-nums">{time}</span>
                  </>
                )}
              </span>
            </>
          );
          const tone = current
            ? "border-brand-700 bg-brand-50 text-brand-900 border-2"
            : c.status === "ended"
              ? "border-slate-300 bg-slate-100 text-slate-600"
              : "border-slate-300 bg-white text-slate-800";
          const canOpen = onOpen && !view.test.lockedOrder && !current && c.status !== "ended";
          return (
            <li key={s.id} className="shrink-0" aria-current={current ? "step" : undefined}>
              {canOpen ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onOpen(i)}
                  className={`min-h-12 min-w-32 rounded-lg border px-3 py-1.5 text-left ${tone}`}
                >
                  {body}
                </button>
              ) : (
                <div className={`min-h-12 min-w-32 rounded-lg border px-3 py-1.5 ${tone}`}>{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
