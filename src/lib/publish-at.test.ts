import { describe, expect, it } from "vitest";
import {
  istLocalToPb,
  istShortLabel,
  isScheduled,
  pbToIstLocal,
  PUBLISH_AT_INVALID,
  PUBLISH_AT_TOO_OLD,
  publishAtProblem,
} from "./publish-at";

describe("publish at (IST in the form, UTC in PocketBase)", () => {
  it("reads the input as India time and stores UTC", () => {
    expect(istLocalToPb("2026-11-24T06:00")).toBe("2026-11-24 00:30:00.000Z");
    expect(istLocalToPb("2026-11-24T02:00")).toBe("2026-11-23 20:30:00.000Z");
    expect(istLocalToPb("")).toBe("");
  });

  it("shows a stored time back in India time", () => {
    expect(pbToIstLocal("2026-11-24 00:30:00.000Z")).toBe("2026-11-24T06:00");
    expect(pbToIstLocal("")).toBe("");
  });

  it("labels it like 'Scheduled for 24 Nov, 06:00'", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(istShortLabel("2026-11-24 00:30:00.000Z", now)).toBe("24 Nov, 06:00");
    expect(istShortLabel("2027-01-02 00:30:00.000Z", now)).toBe("2 Jan 2027, 06:00");
  });

  it("refuses impossible and pre-2000 times; empty is fine", () => {
    expect(publishAtProblem("")).toBe("");
    expect(publishAtProblem("2026-11-24T06:00")).toBe("");
    expect(publishAtProblem("2026-02-30T06:00")).toBe(PUBLISH_AT_INVALID);
    expect(publishAtProblem("garbage")).toBe(PUBLISH_AT_INVALID);
    expect(publishAtProblem("1999-12-31T23:59")).toBe(PUBLISH_AT_TOO_OLD);
  });

  it("only an active record with a future time is scheduled", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(isScheduled({ active: true, publishAt: "2026-11-24 00:30:00.000Z" }, now)).toBe(true);
    expect(isScheduled({ active: true, publishAt: "2026-11-23 00:30:00.000Z" }, now)).toBe(false);
    expect(isScheduled({ active: false, publishAt: "2026-11-24 00:30:00.000Z" }, now)).toBe(false);
    expect(isScheduled({ active: true, publishAt: "" }, now)).toBe(false);
  });
});
