import { afterEach, describe, expect, it, vi } from "vitest";
import { warmIntlOffThread } from "./intl-warmup";

class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor(
    public url: URL,
    public opts: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.last = null;
});

describe("warmIntlOffThread", () => {
  it("asks a module worker for both languages' formatters in the institute's time zone, and resolves when it answers", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    let done = false;
    const p = warmIntlOffThread("Asia/Kolkata").then(() => (done = true));
    const w = FakeWorker.last!;
    expect(w.opts.type).toBe("module");
    expect(w.url.pathname).toMatch(/intl-warmup\.worker/);
    expect(w.posted).toEqual([{ locales: ["en-IN", "pa-IN", "en-US"], timeZone: "Asia/Kolkata" }]);
    await Promise.resolve();
    expect(done).toBe(false);
    w.onmessage!();
    await p;
    expect(done).toBe(true);
    expect(w.terminated).toBe(true);
  });

  it("does not hold the app back when the worker fails, never answers, or cannot be made", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const failed = warmIntlOffThread("Asia/Kolkata");
    FakeWorker.last!.onerror!();
    await failed;
    expect(FakeWorker.last!.terminated).toBe(true);

    vi.useFakeTimers();
    let late = false;
    const silent = warmIntlOffThread("Asia/Kolkata", 1500).then(() => (late = true));
    await vi.advanceTimersByTimeAsync(1400);
    expect(late).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await silent;
    expect(FakeWorker.last!.terminated).toBe(true);

    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new Error("no workers here");
        }
      },
    );
    await expect(warmIntlOffThread("Asia/Kolkata")).resolves.toBeUndefined();
  });
});
