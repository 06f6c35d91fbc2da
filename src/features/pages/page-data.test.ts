import { describe, expect, it } from "vitest";
import { sortResults, telHref } from "./page-data";

describe("sortResults", () => {
  it("puts the newest year first, then names alphabetically, without touching the input", () => {
    const input = [
      { name: "Zora", exam: "PCS", year: 2024 },
      { name: "Aman", exam: "PSTET", year: 2025 },
      { name: "Baljit", exam: "Clerk", year: 2025 },
    ];
    expect(sortResults(input).map((r) => r.name)).toEqual(["Aman", "Baljit", "Zora"]);
    expect(input[0]?.name).toBe("Zora");
  });
});

describe("telHref", () => {
  it("keeps only the plus sign and digits", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
    expect(telHref("0164-222 3344")).toBe("tel:01642223344");
  });
});
