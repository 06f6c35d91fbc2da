import { t, msg } from "@/lib/i18n";
// The exam palette: one button per question, its state shown by a symbol and words as well as by
// colour (answered ✓, marked for review ⚑, not answered ○), so it reads in greyscale and aloud.
export type PaletteState = "answered" | "marked" | "marked-answered" | "unanswered";

export function paletteState(answered: boolean, marked: boolean): PaletteState {
  if (marked) return answered ? "marked-answered" : "marked";
  return answered ? "answered" : "unanswered";
}

const LOOK: Record<PaletteState, { symbol: string; words: string; cls: string }> = {
  answered: { symbol: "✓", words: msg("answered"), cls: "border-green-700 bg-green-50 text-green-900" },
  marked: {
    symbol: "⚑",
    words: msg("marked for review, not answered"),
    cls: "border-amber-600 bg-amber-50 text-amber-900 border-dashed",
  },
  "marked-answered": {
    symbol: "⚑✓",
    words: msg("answered, marked for review"),
    cls: "border-amber-600 bg-amber-50 text-amber-900 border-dashed",
  },
  unanswered: { symbol: "○", words: msg("not answered"), cls: "border-slate-300 bg-white text-slate-800" },
};

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
