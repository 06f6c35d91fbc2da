// @vitest-environment node
// The settings save pipeline's model step on a stand-in record: its checks run in order and the
// save goes on (e.next) only when they pass. What needs PocketBase (the version check, the
// transaction, the caches) is covered by tests/integration/settings-sections.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requireHook } from "../test-support";

const pipeline = requireHook<typeof import("./settings-save.js")>("lib/settings-save.js");

class BadRequestError extends Error {
  constructor(
    message: string,
    readonly data: Record<string, unknown>,
  ) {
    super(message);
  }
}
class ValidationError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}
const globals = globalThis as Record<string, unknown>;
beforeAll(() => Object.assign(globals, { BadRequestError, ValidationError }));
afterAll(() => {
  delete globals["BadRequestError"];
  delete globals["ValidationError"];
});

/** A new settings record with these string fields (JSON fields as their text). */
function event(fields: Record<string, string>) {
  const record = {
    isNew: () => true,
    original: () => null,
    getString: (f: string) => fields[f] ?? "",
    set: vi.fn(),
  };
  return { record, next: vi.fn(() => "saved") };
}

type SaveEvent = Parameters<typeof pipeline.onSave>[0];
const save = (e: ReturnType<typeof event>) => pipeline.onSave(e as unknown as SaveEvent);

describe("settings save pipeline: every save", () => {
  it("goes on with the save when the name, the map link and the links are fine", () => {
    const e = event({
      instituteName: "Punjab Success Academy",
      mapUrl: "https://maps.example.com/x",
      social: JSON.stringify({ youtube: "https://youtube.com/@x" }),
      slides: JSON.stringify([{ ctaUrl: "/courses" }]),
    });
    expect(save(e)).toBe("saved");
    expect(e.next).toHaveBeenCalledTimes(1);
  });

  it("refuses a two-line institute name before the links are read, and does not save", () => {
    const e = event({
      instituteName: "A\nBcc: x@y.com",
      social: JSON.stringify({ youtube: "javascript:x" }),
    });
    expect(() => save(e)).toThrow("Institute name must be on one line");
    expect(e.next).not.toHaveBeenCalled();
  });

  it("refuses an http map link and a javascript: link, naming the field", () => {
    expect(() => save(event({ mapUrl: "http://maps.example.com" }))).toThrow(
      /^Map link must be an https:\/\//,
    );
    const e = event({ social: JSON.stringify({ youtube: "javascript:alert(1)" }) });
    expect(() => save(e)).toThrow(/social\.youtube/);
    expect(e.next).not.toHaveBeenCalled();
  });
});
