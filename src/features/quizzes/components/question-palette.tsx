import { t } from "@/lib/i18n";
import { PALETTE_LOOK as LOOK, type PaletteState } from "@/components/palette-look";
interface Props {
  states: PaletteState[];
  onJump: (index: number) => void;
}

export function QuestionPalette({ states, onJump }: Props) {
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
              aria-label={t("Question {n}, {state}", { n: i + 1, state: t(LOOK[s].words) })}
              className={`flex h-10 min-w-11 items-center justify-center gap-0.5 rounded-md border-2 px-1.5 text-sm font-semibold ${LOOK[s].cls}`}
            >
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
