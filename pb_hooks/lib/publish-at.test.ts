// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { publishAtProblem, normalizedPublishAt, MIN_YEAR } =
  requireHook<typeof import("./publish-at.js")>("lib/publish-at.js");

const NOW = Date.parse("2026-11-24T10:00:00.000Z");
const NOW_TEXT = "2026-11-24 10:00:00.000Z";

describe("publishAtProblem", () => {
  it("refuses a value PocketBase could not read, and one before 2000", () => {
    expect(publishAtProblem(true, "")).toBe("Enter a valid date and time for “Publish at”.");
    expect(publishAtProblem(false, "1999-12-31 23:59:59.000Z")).toBe(
      `“Publish at” must be in the year ${MIN_YEAR} or later.`,
    );
  });

  it("accepts no value, and any readable one from 2000 on", () => {
    expect(publishAtProblem(false, "")).toBe("");
    expect(publishAtProblem(true, "2000-01-01 00:00:00.000Z")).toBe("");
    expect(publishAtProblem(true, "2030-05-01 06:30:00.000Z")).toBe("");
  });
});

describe("normalizedPublishAt", () => {
  const saved = (at: string, active = true) => ({ at, active });

  it("keeps the stored time when the form sends it back at minute precision", () => {
    const stored = "2026-11-20 08:15:42.123Z";
    expect(
      normalizedPublishAt({ at: "2026-11-20 08:15:00.000Z", active: true, orig: saved(stored), now: NOW }),
    ).toBe(stored);
    expect(normalizedPublishAt({ at: stored, active: true, orig: saved(stored), now: NOW })).toBeNull();
  });

  it("turns a past time that changed into now, so publishAt is when it became public", () => {
    expect(normalizedPublishAt({ at: "2026-11-01 00:00:00.000Z", active: true, orig: null, now: NOW })).toBe(
      NOW_TEXT,
    );
    expect(
      normalizedPublishAt({
        at: "2026-11-01 00:00:00.000Z",
        active: false,
        orig: saved("2026-12-01 00:00:00.000Z", false),
        now: NOW,
      }),
    ).toBe(NOW_TEXT);
  });

  it("keeps a future time", () => {
    expect(
      normalizedPublishAt({ at: "2026-12-01 06:00:00.000Z", active: true, orig: null, now: NOW }),
    ).toBeNull();
  });

  it("stamps now on a record going live without a time", () => {
    expect(normalizedPublishAt({ at: "", active: true, orig: null, now: NOW })).toBe(NOW_TEXT);
    expect(normalizedPublishAt({ at: "", active: true, orig: saved("", false), now: NOW })).toBe(NOW_TEXT);
    // A scheduled time removed from a live record: it is public from now.
    expect(
      normalizedPublishAt({ at: "", active: true, orig: saved("2026-12-01 00:00:00.000Z"), now: NOW }),
    ).toBe(NOW_TEXT);
  });

  it("leaves drafts and already-live records without a time alone", () => {
    expect(normalizedPublishAt({ at: "", active: false, orig: null, now: NOW })).toBeNull();
    expect(normalizedPublishAt({ at: "", active: true, orig: saved(""), now: NOW })).toBeNull();
  });
});
