import { t } from "@/lib/i18n";
import { PALETTE_LOOK as LOOK, type PaletteState } from "./palette-look";

interface Props {
  states: PaletteState[];
  /** The question shown now, if the player says. */
  current?: number;
  onJump: (index: number) => void;
}

/**
 * The exam palette (quiz player; mock-test player, one section at a time): a button per question
 * showing its state, the current one (when given) ringed and ▶.
 */
export function QuestionPalette({ states, current, onJump }: Props) {
  const count = (s: PaletteState[]) => states.filter((x) => s.includes(x)).length;
  return (
    <nav aria-label={t("Question palette")}>
      <p className="text-sm text-slate-700">
        ✓ {t("Answered")} {count(["answered", "marked-answered"])} · ○ {t("Not answered")}{" "}
        {count(["unanswered", "marked"])} · ⚑ {t("Marked")} {count(["marked", "marked-answered"])}
      </p>
      <ol className="mt-2 flex flex-wrap gap-1.5">
        {states.map((s, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => onJump(i)}
              aria-current={i === current ? "true" : undefined}
              aria-label={
                i === current
                  ? t("Question {n}, {state}, shown now", { n: i + 1, state: t(LOOK[s].words) })
                  : t("Question {n}, {state}", { n: i + 1, state: t(LOOK[s].words) })
              }
              className={`flex h-11 min-w-11 items-center justify-center gap-0.5 rounded-md border-2 px-1.5 text-sm font-semibold ${LOOK[s].cls} ${i === current ? "ring-brand-700 ring-2 ring-offset-2" : ""}`}
            >
              {i === current ? <span aria-hidden="true">▶</span> : null}
              {i + 1}
              <span aria-hidden="true" className="text-xs">
                {LOOK[s].symbol}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
