import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { formatClock } from "../player/section-clock";

interface Props {
  /** Seconds left in the section, null without a limit. */
  left: number | null;
  index: number;
  count: number;
  marked: boolean;
  canMark: boolean;
  canClear: boolean;
  /** Locked order with a section after this one: "Submit section" is offered. */
  canSubmitSection: boolean;
  busy: boolean;
  onGo: (index: number) => void;
  onToggleMark: () => void;
  onClear: () => void;
  onSubmit: (what: "section" | "test") => void;
}

/**
 * The bar under the thumb (sticky at the bottom; the site header holds the top): the section's
 * time left, Prev / Mark / Clear / Next, and Submit section / Submit test.
 */
export function PlayerControls(p: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur">
      <p className="mb-1.5 flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
        {t("Time left in this section")}
        <span
          role="timer"
          className={`rounded-md px-2 py-0.5 font-mono text-base font-bold tabular-nums ${(p.left ?? 999) <= 60 ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-900"}`}
        >
          {p.left === null ? t("No time limit") : formatClock(p.left)}
        </span>
      </p>
      <div className="grid grid-cols-4 gap-1.5">
        <Button
          variant="secondary"
          className="min-h-12 px-1"
          disabled={p.index === 0}
          onClick={() => p.onGo(p.index - 1)}
        >
          <span aria-hidden="true">‹ </span>
          {t("Prev")}
        </Button>
        <Button
          variant="secondary"
          className="min-h-12 px-1 text-sm"
          aria-pressed={p.marked}
          disabled={!p.canMark}
          onClick={p.onToggleMark}
        >
          <span aria-hidden="true">⚑ </span>
          {t("Mark")}
        </Button>
        <Button variant="secondary" className="min-h-12 px-1" disabled={!p.canClear} onClick={p.onClear}>
          {t("Clear")}
        </Button>
        <Button
          className="min-h-12 px-1"
          disabled={p.index >= p.count - 1}
          onClick={() => p.onGo(p.index + 1)}
        >
          {t("Next")}
          <span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <div className="mt-1.5 flex gap-1.5">
        {p.canSubmitSection ? (
          <Button
            variant="outline"
            className="min-h-11 flex-1"
            disabled={p.busy}
            onClick={() => p.onSubmit("section")}
          >
            {t("Submit section")}
          </Button>
        ) : null}
        <Button
          variant="accent"
          className="min-h-11 flex-1"
          disabled={p.busy}
          onClick={() => p.onSubmit("test")}
        >
          {t("Submit test")}
        </Button>
      </div>
    </div>
  );
}
