import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatClock, secondsLeft, useCountdown, warningFor } from "./use-countdown";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("countdown helpers", () => {
  it("formats and counts whole seconds up", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(3723)).toBe("1:02:03");
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it("warns once when crossing 5 minutes and 1 minute left", () => {
    expect(warningFor(301, 300)).toBe("5 minutes left.");
    expect(warningFor(300, 299)).toBeNull();
    expect(warningFor(61, 60)).toBe("1 minute left.");
    // A locked phone that jumps past both marks gets the nearer one.
    expect(warningFor(900, 30)).toBe("1 minute left.");
    expect(warningFor(10, 0)).toBeNull();
  });
});

describe("useCountdown", () => {
  it("ticks, announces at 5 and 1 minutes and calls onExpire once at zero", () => {
    const onExpire = vi.fn();
    const deadline = Date.now() + 6 * 60_000;
    const { result } = renderHook(() => useCountdown(deadline, onExpire));
    expect(result.current.left).toBe(360);
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current.left).toBe(299);
    expect(result.current.announcement).toBe("5 minutes left.");
    act(() => vi.advanceTimersByTime(240_000));
    expect(result.current.announcement).toBe("1 minute left.");
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.left).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("is right at once after the phone was locked (timers paused, clock moved on)", () => {
    const onExpire = vi.fn();
    const deadline = Date.now() + 10 * 60_000;
    const { result } = renderHook(() => useCountdown(deadline, onExpire));
    // The clock jumps 4 minutes without any timer firing, then the page becomes visible.
    vi.setSystemTime(Date.now() + 4 * 60_000);
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(result.current.left).toBe(360);
  });

  it("expires at once when the deadline passed while the page was closed", () => {
    const onExpire = vi.fn();
    const deadline = Date.now() - 1000;
    renderHook(() => useCountdown(deadline, onExpire));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("does nothing without a deadline", () => {
    const { result } = renderHook(() => useCountdown(null, vi.fn()));
    expect(result.current.left).toBeNull();
  });
});
