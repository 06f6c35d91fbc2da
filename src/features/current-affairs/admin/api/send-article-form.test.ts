import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClientResponseError, pb } from "@/lib/pocketbase";
import { sendArticleForm } from "./save-current-affair";

/** A scripted stand-in for XMLHttpRequest: records the request, then plays one outcome. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  status = 0;
  response: unknown = null;
  responseType = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send() {}
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  pb.authStore.save("token-123", { id: "u1", collectionId: "c", collectionName: "users" } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  pb.authStore.clear();
});

describe("sendArticleForm", () => {
  it("POSTs a new record with the session token and reports upload progress", async () => {
    const seen: number[] = [];
    const p = sendArticleForm({ form: new FormData(), onProgress: (n) => seen.push(n) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toMatch(/\/api\/collections\/currentAffairs\/records$/);
    expect(xhr.headers.Authorization).toBe("token-123");
    xhr.progress(25, 100);
    xhr.progress(50, 100);
    xhr.finish(200, { id: "rec1" });
    expect(await p).toEqual({ id: "rec1" });
    expect(seen).toEqual([25, 50, 100]);
  });

  it("PATCHes an existing record", async () => {
    const p = sendArticleForm({ id: "rec 1", form: new FormData() });
    expect(FakeXhr.last.method).toBe("PATCH");
    expect(FakeXhr.last.url).toMatch(/\/records\/rec%201$/);
    FakeXhr.last.finish(200, { id: "rec 1" });
    await p;
  });

  it("turns a 400 into a ClientResponseError carrying the field errors", async () => {
    const p = sendArticleForm({ form: new FormData() });
    FakeXhr.last.finish(400, {
      message: "Failed",
      data: { seoURL: { code: "validation_not_unique", message: "x" } },
    });
    const err = await p.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).status).toBe(400);
    expect((err as ClientResponseError).response.data.seoURL.code).toBe("validation_not_unique");
  });

  it("clears the session on 401", async () => {
    const p = sendArticleForm({ form: new FormData() });
    FakeXhr.last.finish(401, { message: "Unauthorized" });
    await expect(p).rejects.toMatchObject({ status: 401 });
    expect(pb.authStore.token).toBe("");
  });

  it("a network failure is status 0 (not an abort), so the form offers Retry", async () => {
    const p = sendArticleForm({ form: new FormData() });
    FakeXhr.last.onerror?.();
    await expect(p).rejects.toMatchObject({ status: 0, isAbort: false });
  });

  it("can be aborted", async () => {
    const ctrl = new AbortController();
    const p = sendArticleForm({ form: new FormData(), signal: ctrl.signal });
    ctrl.abort();
    await expect(p).rejects.toMatchObject({ isAbort: true });
  });
});
