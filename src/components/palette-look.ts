import { msg } from "@/lib/i18n";

// The exam palette's states (the quiz player's and the mock-test player's): each is told by a
// symbol and words as well as by colour (answered ✓, marked for review ⚑, not answered ○), so it
// reads in greyscale and aloud.
export type PaletteState = "answered" | "marked" | "marked-answered" | "unanswered";

export function paletteState(answered: boolean, marked: boolean): PaletteState {
  if (marked) return answered ? "marked-answered" : "marked";
  return answered ? "answered" : "unanswered";
}

export const PALETTE_LOOK: Record<PaletteState, { symbol: string; words: string; cls: string }> = {
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
