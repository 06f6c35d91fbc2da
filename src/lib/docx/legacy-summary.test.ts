import { describe, expect, it } from "vitest";
import { hasConvertibleText, legacyFontLines } from "./legacy-summary";

describe("legacyFontLines", () => {
  it("says how many characters were converted from which font, with en-IN grouping", () => {
    const report = { converted: [{ font: "AnmolLipi", runs: 40, characters: 1243 }], skipped: [] };
    expect(legacyFontLines(report)).toEqual(["Converted 1,243 characters from AnmolLipi to Unicode."]);
    expect(hasConvertibleText(report)).toBe(true);
  });

  it("lists several fonts, and lakh grouping for big documents", () => {
    expect(
      legacyFontLines({
        converted: [
          { font: "AnmolLipi", runs: 3, characters: 1234567 },
          { font: "GurbaniAkhar", runs: 1, characters: 56 },
          { font: "GurbaniLipi", runs: 1, characters: 1 },
        ],
        skipped: [],
      }),
    ).toEqual([
      "Converted 12,34,624 characters from AnmolLipi (12,34,567), GurbaniAkhar (56) and GurbaniLipi (1) to Unicode.",
    ]);
  });

  it("flags what was left as typed, and why", () => {
    const report = {
      converted: [],
      skipped: [
        { font: "AnmolLipi", runs: 2, characters: 10, reason: "off" as const },
        { font: "XYZ", runs: 3, characters: 9, reason: "unknown" as const },
        { font: "Asees", runs: 1, characters: 3, reason: "other" as const },
        { font: "GurbaniHindi", runs: 1, characters: 3, reason: "devanagari" as const },
      ],
    };
    expect(legacyFontLines(report)).toEqual([
      "Conversion is off: 10 characters in AnmolLipi kept as typed.",
      "Unknown font 'XYZ' in 3 runs: left as typed.",
      "Asees in 1 run uses a keyboard layout this converter does not know: left as typed. Retype it in a Unicode font (e.g. Raavi) if it looks wrong.",
      "GurbaniHindi in 1 run shows Devanagari letters, so it was not converted: left as typed.",
    ]);
    expect(hasConvertibleText(report)).toBe(true);
    expect(hasConvertibleText({ converted: [], skipped: report.skipped.slice(1) })).toBe(false);
  });

  it("says nothing about an ordinary document", () => {
    expect(legacyFontLines({ converted: [], skipped: [] })).toEqual([]);
  });
});
