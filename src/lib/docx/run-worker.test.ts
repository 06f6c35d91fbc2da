import { afterEach, describe, expect, it, vi } from "vitest";
import { runWorker, type RunWorkerOptions } from "./run-worker";

/** Stands in for a Web Worker (jsdom has none); the test plays the worker's side. */
class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = 0;
  postMessage(message: unknown, transfer: Transferable[]) {
    this.posted.push(message, transfer);
  }
  terminate() {
    this.terminated++;
  }
  reply(data: unknown) {
    this.onmessage?.(new MessageEvent("message", { data }));
  }
}

function start(overrides: Partial<RunWorkerOptions<{ ok: boolean }, string>> = {}) {
  const worker = new FakeWorker();
  const promise = runWorker<{ ok: boolean }, string>({
    create: () => worker as unknown as Worker,
    request: { n: 1 },
    transfer: [],
    timeoutMs: 1000,
    timeoutError: () => new Error("too slow"),
    onReply: (r) => {
      if (r.ok) return "done";
      throw new Error("bad reply");
    },
    crashError: (e) => new Error(`crashed: ${e.message}`),
    ...overrides,
  });
  return { worker, promise };
}

afterEach(() => vi.useRealTimers());

describe("runWorker", () => {
  it("posts the request and resolves with the mapped reply, then ends the worker", async () => {
    const { worker, promise } = start();
    expect(worker.posted).toEqual([{ n: 1 }, []]);
    worker.reply({ ok: true });
    await expect(promise).resolves.toBe("done");
    expect(worker.terminated).toBe(1);
  });

  it("rejects with what onReply throws", async () => {
    const { worker, promise } = start();
    worker.reply({ ok: false });
    await expect(promise).rejects.toThrow("bad reply");
    expect(worker.terminated).toBe(1);
  });

  it("rejects with the crash error and keeps the error event from the console", async () => {
    const { worker, promise } = start();
    const event = new ErrorEvent("error", { message: "boom", cancelable: true });
    worker.onerror?.(event);
    await expect(promise).rejects.toThrow("crashed: boom");
    expect(event.defaultPrevented).toBe(true);
    expect(worker.terminated).toBe(1);
  });

  it("terminates the worker and rejects when the time limit passes", async () => {
    vi.useFakeTimers();
    const { worker, promise } = start();
    const settled = expect(promise).rejects.toThrow("too slow");
    vi.advanceTimersByTime(1000);
    await settled;
    expect(worker.terminated).toBe(1);
  });

  it("turns a failing Worker constructor into a rejection", async () => {
    const { promise } = start({
      create: () => {
        throw new Error("no workers here");
      },
    });
    await expect(promise).rejects.toThrow("no workers here");
  });
});
