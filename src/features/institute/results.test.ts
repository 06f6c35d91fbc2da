import { describe, expect, it } from "vitest";
import { sortResults } from "./results";

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
