// The player's state as a pure reducer: the server's view of the attempt (answers it confirmed,
// sections with their deadlines), the device's clock offset from the server's, the question shown,
// questions marked for review, answers on their way or waiting for a retry, and each question's
// language when the student switched it. An answer is shown at once (optimistic) and kept as
// "saving" / "failed" until the server confirms it; a refusal (the section's time is over) puts
// the confirmed answer back and says why.
import type { PaletteState } from "@/components/palette-look";
import type { QuestionLang } from "@/types/pocketbase";
import type { MockAttemptView } from "../api/mock-attempt-view";

export interface PendingSave {
  status: "saving" | "failed";
  /** This save's number (every choice and retry gets a new one): an older request's answer is ignored. */
  seq: number;
  option: number | null;
  /** Seconds spent on the question since its last save, sent with this one (the staff statistics' time). */
  seconds?: number;
}

export interface MockState {
  view: MockAttemptView;
  /** Server clock minus device clock (ms) when the view arrived. */
  offset: number;
  /** The question shown in the current section. */
  index: number;
  marked: string[];
  saves: Record<string, PendingSave>;
  langs: Record<string, QuestionLang>;
  /** A message from the server about the last refused action. */
  notice: string;
  /** The last save number given out. */
  seq: number;
}

export type MockAction =
  | { type: "loaded"; view: MockAttemptView; deviceNow: number }
  | { type: "go"; index: number }
  | { type: "choose"; question: string; option: number | null; seconds?: number }
  | { type: "saved"; question: string; seq: number; answers: Record<string, number | null> }
  | { type: "saveFailed"; question: string; seq: number }
  | { type: "refused"; question: string; seq: number; message: string }
  | { type: "retry"; question: string }
  | { type: "toggleMark"; question: string }
  | { type: "setLang"; question: string; lang: QuestionLang }
  | { type: "notice"; message: string };

/** The id of the question on screen, or null. */
export function shownQuestionId(state: MockState): string | null {
  return state.view.sections[currentSection(state.view)]?.questions[state.index]?.id ?? null;
}

/** The section the student is in (the last one once the attempt is finished). */
export function currentSection(view: MockAttemptView): number {
  return Math.max(0, Math.min(view.current, view.sections.length - 1));
}

/** Server clock minus device clock, from a view's `now` and when it arrived. */
export function clockOffset(view: MockAttemptView, deviceNow: number): number {
  const server = Date.parse(view.now);
  return Number.isFinite(server) ? server - deviceNow : 0;
}

export function initialState(
  view: MockAttemptView,
  deviceNow: number,
  marked: string[] = [],
  langs: Record<string, QuestionLang> = {},
): MockState {
  return {
    view,
    offset: clockOffset(view, deviceNow),
    index: 0,
    marked,
    saves: {},
    langs,
    notice: "",
    seq: 0,
  };
}

/** The answer shown for a question: the one on its way, else the server's. */
export function shownAnswer(state: MockState, question: string): number | null {
  const pending = state.saves[question];
  if (pending) return pending.option;
  return state.view.answers[question] ?? null;
}

const without = <T>(rec: Record<string, T>, key: string): Record<string, T> => {
  const next = { ...rec };
  delete next[key];
  return next;
};

export function mockReducer(state: MockState, action: MockAction): MockState {
  switch (action.type) {
    case "loaded": {
      const moved = currentSection(action.view) !== currentSection(state.view);
      // Answers still on their way stay as chosen; the server's view has the rest.
      return {
        ...state,
        view: action.view,
        offset: clockOffset(action.view, action.deviceNow),
        index: moved ? 0 : state.index,
      };
    }
    case "go": {
      const count = state.view.sections[currentSection(state.view)]?.questions.length ?? 0;
      return { ...state, index: Math.max(0, Math.min(action.index, count - 1)) };
    }
    case "choose": {
      const seq = state.seq + 1;
      return {
        ...state,
        seq,
        notice: "",
        saves: {
          ...state.saves,
          [action.question]: { status: "saving", seq, option: action.option, seconds: action.seconds },
        },
      };
    }
    case "saved": {
      if (state.saves[action.question]?.seq !== action.seq) return state;
      return {
        ...state,
        view: { ...state.view, answers: { ...action.answers } },
        saves: without(state.saves, action.question),
      };
    }
    case "saveFailed": {
      const pending = state.saves[action.question];
      if (pending?.seq !== action.seq) return state;
      return { ...state, saves: { ...state.saves, [action.question]: { ...pending, status: "failed" } } };
    }
    case "refused": {
      if (state.saves[action.question]?.seq !== action.seq) return state;
      return { ...state, saves: without(state.saves, action.question), notice: action.message };
    }
    case "retry": {
      const pending = state.saves[action.question];
      if (!pending) return state;
      const seq = state.seq + 1;
      return {
        ...state,
        seq,
        saves: { ...state.saves, [action.question]: { ...pending, status: "saving", seq } },
      };
    }
    case "toggleMark": {
      const marked = state.marked.includes(action.question)
        ? state.marked.filter((q) => q !== action.question)
        : [...state.marked, action.question];
      return { ...state, marked };
    }
    case "setLang":
      return { ...state, langs: { ...state.langs, [action.question]: action.lang } };
    case "notice":
      return { ...state, notice: action.message };
  }
}

/** Per question of a section: answered, marked for review (answered or not), or not answered. */
export function paletteStates(state: MockState, section: number): PaletteState[] {
  return (state.view.sections[section]?.questions ?? []).map((q) => {
    const answered = shownAnswer(state, q.id) !== null;
    if (state.marked.includes(q.id)) return answered ? "marked-answered" : "marked";
    return answered ? "answered" : "unanswered";
  });
}

/** Unanswered and marked counts of a section, for the submit dialog. */
export function sectionCounts(state: MockState, section: number) {
  const states = paletteStates(state, section);
  return {
    total: states.length,
    unanswered: states.filter((s) => s === "unanswered" || s === "marked").length,
    marked: states.filter((s) => s === "marked" || s === "marked-answered").length,
  };
}
