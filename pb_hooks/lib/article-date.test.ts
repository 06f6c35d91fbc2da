// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { istDayDate } = requireHook<typeof import("./article-date.js")>("lib/article-date.js");

describe("istDayDate", () => {
  it("is midnight of the day in India (UTC+05:30), as PocketBase stores a date", () => {
    expect(istDayDate(Date.parse("2026-11-24T18:29:59.999Z"))).toBe("2026-11-24 00:00:00.000Z");
    expect(istDayDate(Date.parse("2026-11-24T18:30:00.000Z"))).toBe("2026-11-25 00:00:00.000Z");
    expect(istDayDate(Date.parse("2026-12-31T20:00:00.000Z"))).toBe("2027-01-01 00:00:00.000Z");
  });
});
