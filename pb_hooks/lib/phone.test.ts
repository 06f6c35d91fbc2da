// @vitest-environment node
import { describe, expect, it } from "vitest";
import { normaliseIndianMobile } from "../../src/lib/indian-mobile";
import { requireHook } from "../test-support";

const phone = requireHook<typeof import("./phone.js")>("lib/phone.js");

const CASES: [string, string | null][] = [
  ["9876543210", "+919876543210"],
  ["98765 43210", "+919876543210"],
  ["+91 98765-43210", "+919876543210"],
  ["+91(98765)43210", "+919876543210"],
  ["919876543210", "+919876543210"],
  ["098765 43210", "+919876543210"],
  ["6000000000", "+916000000000"],
  ["5876543210", null], // mobiles start with 6–9
  ["12345", null],
  ["98765432101", null],
  ["9876543210x", null],
  ["", null],
  ["+1 415 555 0100", null],
];

describe("normaliseIndianMobile (hooks and app agree)", () => {
  it.each(CASES)("%s → %s", (raw, want) => {
    expect(phone.normaliseIndianMobile(raw)).toBe(want);
    expect(normaliseIndianMobile(raw)).toBe(want);
  });
  it("masks all but the last four digits", () => {
    expect(phone.maskPhone("+919876543210")).toBe("+91 ••••• •3210");
  });
});
