import { describe, expect, it } from "vitest";
import { attemptView } from "./fixtures";
import { dueMove, formatClock, overallLeft, sectionClocks } from "./section-clock";

const at = (iso: string) => Date.parse(iso);

describe("section clocks", () => {
  it("counts down to the server's deadline on the server's clock", () => {
    const view = attemptView();
    expect(sectionClocks(view, at("2026-11-27T10:04:30.000Z"))).toEqual([
      { status: "open", left: 330 },
      // Not opened yet: its full time.
      { status: "waiting", left: 300 },
    ]);
  });

  it("caps a section's time by the whole test's deadline", () => {
    const view = attemptView({ deadline: "2026-11-27T10:02:00.000Z" });
    expect(sectionClocks(view, at("2026-11-27T10:01:00.000Z"))[0]).toEqual({ status: "open", left: 60 });
    expect(overallLeft(view, at("2026-11-27T10:01:00.000Z"))).toBe(60);
    expect(overallLeft(attemptView(), 0)).toBeNull();
  });

  it("ends a section at its deadline or when the server ended it", () => {
    const view = attemptView();
    expect(sectionClocks(view, at("2026-11-27T10:10:00.000Z"))[0]).toEqual({ status: "ended", left: 0 });
    const ended = attemptView();
    ended.sections[0]!.endedAt = "2026-11-27T10:01:00.000Z";
    expect(sectionClocks(ended, at("2026-11-27T10:02:00.000Z"))[0]?.status).toBe("ended");
  });

  it("asks to move on when the current section's time is over, and to finish after the last", () => {
    const view = attemptView();
    expect(dueMove(view, at("2026-11-27T10:09:59.000Z"))).toBeNull();
    expect(dueMove(view, at("2026-11-27T10:10:00.000Z"))).toEqual({ kind: "move", to: 1 });
    const last = attemptView({ current: 1 });
    last.sections[0]!.endedAt = "2026-11-27T10:10:00.000Z";
    last.sections[1]!.startedAt = "2026-11-27T10:10:00.000Z";
    last.sections[1]!.deadline = "2026-11-27T10:15:00.000Z";
    expect(dueMove(last, at("2026-11-27T10:14:00.000Z"))).toBeNull();
    expect(dueMove(last, at("2026-11-27T10:15:01.000Z"))).toEqual({ kind: "finish" });
    // The whole test's time is over: finish, whatever the section.
    expect(
      dueMove(attemptView({ deadline: "2026-11-27T10:01:00.000Z" }), at("2026-11-27T10:01:00.000Z")),
    ).toEqual({
      kind: "finish",
    });
    expect(
      dueMove(attemptView({ finishedAt: "2026-11-27T10:01:00.000Z" }), at("2026-11-27T11:00:00.000Z")),
    ).toBeNull();
  });

  it("in free order moves to any section that still has time", () => {
    const view = attemptView({ current: 1 });
    view.test.lockedOrder = false;
    view.sections[1]!.startedAt = "2026-11-27T10:00:00.000Z";
    view.sections[1]!.deadline = "2026-11-27T10:05:00.000Z";
    expect(dueMove(view, at("2026-11-27T10:05:00.000Z"))).toEqual({ kind: "move", to: 0 });
  });

  it("formats clocks", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(3723)).toBe("1:02:03");
  });
});
