import { expect, it } from "vitest";
import { formatRupees } from "./money";

it("groups digits the Indian way", () => {
  expect(formatRupees(297)).toBe("₹297");
  expect(formatRupees(18500)).toBe("₹18,500");
  expect(formatRupees(100000)).toBe("₹1,00,000");
});

it("writes the rupee sign the same way in Punjabi (no ICU-dependent space)", () => {
  expect(formatRupees(1799, "pa-IN")).toBe("₹1,799");
  expect(formatRupees(100000, "pa-IN")).toBe("₹1,00,000");
});
