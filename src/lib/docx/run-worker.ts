// One request to a fresh Web Worker under a time limit (used by run-docx-job.ts): a stuck or very
// slow conversion is terminated rather than left burning a phone's CPU. The caller creates the
// worker (`new Worker(new URL("./x.worker.ts", import.meta.url))` must stay literal in its module
// for Vite to bundle it) and maps the reply and failures to its own errors.

export interface RunWorkerOptions<Res, T> {
  /** Called inside the promise, so a failing constructor rejects instead of throwing. */
  create: () => Worker;
  request: unknown;
  transfer: Transferable[];
  timeoutMs: number;
  timeoutError: () => Error;
  /** Maps the worker's reply to the result; throw to reject. */
  onReply: (reply: Res) => T;
  /** The error for a crashed worker (its own error event is not allowed to reach the console). */
  crashError: (event: ErrorEvent) => Error;
}

export function runWorker<Res, T>(opts: RunWorkerOptions<Res, T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = opts.create();
    const timer = setTimeout(() => {
      worker.terminate();
      reject(opts.timeoutError());
    }, opts.timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<Res>) => {
      finish();
      try {
        resolve(opts.onReply(event.data));
      } catch (err) {
        reject(err);
      }
    };
    worker.onerror = (event) => {
      finish();
      event.preventDefault();
      reject(opts.crashError(event));
    };
    worker.postMessage(opts.request, opts.transfer);
  });
}
