// @vitest-environment node
// The questions save pipeline's model step on a stand-in record: a bad question is refused with a
// message per field before anything is saved; a good one is stored normalised with its dupKey and
// search; an edit of the text, options or answer clears the import's flag. What needs PocketBase
// (the version check, the delete refusal, the quiz write-back) is covered by
// tests/integration/question-bank.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requireHook } from "../test-support";

const pipeline = requireHook<typeof import("./question-save.js")>("lib/question-save.js");

class BadRequestError extends Error {
  constructor(
    message: string,
    readonly data: Record<string, { message: string }>,
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

type Fields = Record<string, unknown>;

/** A stand-in record: JSON fields given as values, read back as their text like PocketBase does. */
function record(fields: Fields, original: Fields | null = null) {
  const values: Fields = { ...fields };
  const r = {
    isNew: () => original === null,
    original: () => (original ? record(original).r : null),
    getString: (f: string) => {
      const v = values[f];
      if (v === undefined || v === null) return "";
      return typeof v === "string" ? v : typeof v === "number" ? String(v) : JSON.stringify(v);
    },
    getInt: (f: string) => Number(values[f] ?? 0),
    set: vi.fn((f: string, v: unknown) => {
      values[f] = v;
    }),
  };
  return { r, values };
}

type SaveEvent = Parameters<typeof pipeline.onSave>[0];
function save(fields: Fields, original: Fields | null = null) {
  const { r, values } = record(fields, original);
  const e = { record: r, next: vi.fn(), app: {} };
  pipeline.onSave(e as unknown as SaveEvent);
  return { values, next: e.next };
}

const good = {
  textEn: " Capital   of Punjab? ",
  optionsEn: ["Chandigarh", " ", "Amritsar"],
  textPa: "ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ?",
  optionsPa: ["ਚੰਡੀਗੜ੍ਹ", "", "ਅੰਮ੍ਰਿਤਸਰ"],
  answer: 2,
  topics: ["Punjab GK"],
  flag: "Answer key doubtful",
};

describe("questions save pipeline: every save", () => {
  it("stores a good question normalised, with its dupKey and search words", () => {
    const { values, next } = save(good);
    expect(next).toHaveBeenCalledTimes(1);
    expect(values["textEn"]).toBe("Capital of Punjab?");
    expect(values["optionsEn"]).toEqual(["Chandigarh", "Amritsar"]);
    expect(values["optionsPa"]).toEqual(["ਚੰਡੀਗੜ੍ਹ", "ਅੰਮ੍ਰਿਤਸਰ"]);
    expect(values["answer"]).toBe(1);
    expect(values["dupKey"]).toBe("capitalofpunjab");
    expect(String(values["search"]).split(" ")).toEqual(expect.arrayContaining(["capital", "ਰਾਜਧਾਨੀ"]));
    expect(values["flag"]).toBe("Answer key doubtful");
  });

  it("refuses a bad question with a message per field and does not save", () => {
    let thrown: unknown;
    const { r } = record({
      textEn: "Capital?",
      optionsEn: ["a", "b"],
      textPa: "ਰਾਜਧਾਨੀ?",
      optionsPa: ["ੳ"],
      answer: 5,
    });
    const e = { record: r, next: vi.fn(), app: {} };
    try {
      pipeline.onSave(e as unknown as SaveEvent);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(BadRequestError);
    const err = thrown as BadRequestError;
    expect(err.data["optionsPa"]?.message).toBe(
      "The Punjabi has 1 option, the English 2: give the same options in every language.",
    );
    expect(err.data["answer"]?.message).toMatch(/one of the 2 options/);
    expect(e.next).not.toHaveBeenCalled();
  });

  it("clears the flag when an edit changes the answer, and keeps it for a tags-only edit", () => {
    const stored = {
      ...good,
      textEn: "Capital of Punjab?",
      optionsEn: ["Chandigarh", "Amritsar"],
      optionsPa: ["ਚੰਡੀਗੜ੍ਹ", "ਅੰਮ੍ਰਿਤਸਰ"],
      answer: 1,
    };
    // No quiz source: the write-back finds nothing to do and needs no app.
    expect(save({ ...stored, answer: 0 }, stored).values["flag"]).toBe("");
    expect(save({ ...stored, topics: ["Other"] }, stored).values["flag"]).toBe("Answer key doubtful");
    // Staff who set a new flag in the same edit keep it.
    expect(save({ ...stored, answer: 0, flag: "Check this" }, stored).values["flag"]).toBe("Check this");
  });
});
