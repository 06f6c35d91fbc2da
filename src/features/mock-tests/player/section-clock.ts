// Time left per section from the server's deadlines, read on the server's clock: the device's
// clock may be minutes off (a cheap phone set by hand), so every deadline is compared with
// `deviceNow + offset`, where offset = the server's `now` minus the device's clock when it arrived.
import type { MockAttemptView } from "../api/mock-attempt-view";

/** open: being taken; ended: its time ran out or it was submitted; waiting: not opened yet. */
export type SectionStatus = "open" | "ended" | "waiting";

export interface SectionClock {
  status: SectionStatus;
  /** Whole seconds left (open: to its deadline; waiting: its full time), null without a limit. */
  left: number | null;
}

const at = (iso: string) => (iso ? Date.parse(iso) : NaN);

/** Whole seconds from `now` to `deadline` (ms), never below 0. */
export function secondsTo(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The whole test's seconds left, or null when it has no overall time. */
export function overallLeft(view: MockAttemptView, serverNow: number): number | null {
  const d = at(view.deadline);
  return Number.isFinite(d) ? secondsTo(d, serverNow) : null;
}

export function sectionClocks(view: MockAttemptView, serverNow: number): SectionClock[] {
  const overall = at(view.deadline);
  const finished = Boolean(view.finishedAt);
  return view.sections.map((s, i) => {
    const own = at(s.deadline);
    const deadline = Number.isFinite(own)
      ? Number.isFinite(overall)
        ? Math.min(own, overall)
        : own
      : overall;
    const left = Number.isFinite(deadline) ? secondsTo(deadline, serverNow) : null;
    if (finished || s.endedAt || left === 0) return { status: "ended", left: 0 };
    if (!s.startedAt && i !== view.current) {
      return { status: "waiting", left: s.timeLimit > 0 ? s.timeLimit * 60 : null };
    }
    return { status: i === view.current ? "open" : "waiting", left };
  });
}

/**
 * What the clock asks for now: finish (the whole test's time is over, or the last open section
 * ended), move to the next section that has time (the current one's ended), or nothing.
 */
export function dueMove(
  view: MockAttemptView,
  serverNow: number,
): { kind: "finish" } | { kind: "move"; to: number } | null {
  if (view.finishedAt) return null;
  // The server moved past the last section (every section's time is over): only scoring is left.
  if (overallLeft(view, serverNow) === 0 || view.current >= view.sections.length) return { kind: "finish" };
  const clocks = sectionClocks(view, serverNow);
  if (clocks[view.current]?.status !== "ended") return null;
  const next = clocks.findIndex(
    (c, i) => c.status !== "ended" && (i > view.current || !view.test.lockedOrder),
  );
  return next >= 0 ? { kind: "move", to: next } : { kind: "finish" };
}

/** "4:05" or "1:02:03". */
export function formatClock(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}
