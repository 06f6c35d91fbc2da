// The worker client's mapping of every failure to a DocxError, with a fake worker (the test plays
// the worker's side; see run-worker.test.ts for the same style).
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocxError } from "./docx-error";
import { DOCX_TIME_LIMIT_MS, runDocxJob } from "./run-docx-job";

class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  url: string;
  posted: [unknown, Transferable[]] | null = null;
  terminated = false;
  constructor(url: string | URL) {
    this.url = String(url);
    FakeWorker.last = this;
  }
  postMessage(message: unknown, transfer: Transferable[]) {
    this.posted = [message, transfer];
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    this.onmessage?.(new MessageEvent("message", { data }));
  }
}

function start(job: "article" | "text" = "text") {
  vi.stubGlobal("Worker", FakeWorker);
  const buffer = new ArrayBuffer(8);
  const promise = runDocxJob(job, buffer);
  const worker = FakeWorker.last!;
  return { buffer, promise, worker };
}

async function failure(p: Promise<unknown>): Promise<DocxError> {
  const err = await p.then(
    () => new Error("resolved"),
    (e: unknown) => e,
  );
  if (!(err instanceof DocxError)) throw new Error(`expected a DocxError, got ${String(err)}`);
  return err;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("runDocxJob", () => {
  it("sends the job to the one mammoth worker, transferring the buffer, and returns its result", async () => {
    const { buffer, promise, worker } = start("text");
    expect(worker.url).toContain("mammoth.worker");
    expect(worker.posted).toEqual([{ job: "text", buffer, convertLegacyFonts: true }, [buffer]]);
    const result = { text: "Q1: x", legacy: { converted: [], skipped: [] } };
    worker.reply({ ok: true, result });
    await expect(promise).resolves.toEqual(result);
    expect(worker.terminated).toBe(true);
  });

  it("a failed conversion is a 'corrupt' DocxError that keeps the reason as detail", async () => {
    const { promise, worker } = start("article");
    worker.reply({ ok: false, detail: "Could not find file in options" });
    const err = await failure(promise);
    expect(err.code).toBe("corrupt");
    expect(err.message).toMatch(/damaged/);
    expect(err.detail).toBe("Could not find file in options");
  });

  it("a crashed worker is a 'corrupt' DocxError", async () => {
    const { promise, worker } = start();
    worker.onerror?.(new ErrorEvent("error", { message: "out of memory", cancelable: true }));
    const err = await failure(promise);
    expect([err.code, err.detail]).toEqual(["corrupt", "out of memory"]);
    expect(worker.terminated).toBe(true);
  });

  it("stops the worker at the one time limit with a 'timeout' DocxError", async () => {
    vi.useFakeTimers();
    const { promise, worker } = start();
    const settled = failure(promise);
    vi.advanceTimersByTime(DOCX_TIME_LIMIT_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    const err = await settled;
    expect(err.code).toBe("timeout");
    // The message names the file's size (read before the buffer was transferred) and what to do.
    expect(err.message).toMatch(
      /^This \d+ KB document took too long to convert, so it was stopped\. Open it in Word, save it again \(or split it into smaller documents\) and upload it again\.$/,
    );
    expect(worker.terminated).toBe(true);
  });
});
