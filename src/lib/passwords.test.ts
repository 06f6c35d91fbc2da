import { describe, expect, it } from "vitest";
import { generatePassword, PASSWORD_MAX, PASSWORD_MIN } from "./passwords";

describe("generatePassword", () => {
  it("gives 16 characters, a letter first, no look-alikes, dashes or spaces", () => {
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(16);
      expect(p).toMatch(/^[a-zA-Z][a-zA-Z2-9]{15}$/);
      expect(p).not.toMatch(/[01OlI\s-]/);
      expect(p.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(p.length).toBeLessThanOrEqual(PASSWORD_MAX);
    }
  });

  it("uses crypto.getRandomValues and differs every time", () => {
    const seen = new Set(Array.from({ length: 100 }, () => generatePassword()));
    expect(seen.size).toBe(100);
  });

  it("skips random bytes that would bias the choice", () => {
    // 255 is above the largest multiple of the alphabet size below 256: it must be skipped.
    const bytes = [255, 0, 255, 1, 2];
    const random = (b: Uint8Array) => {
      b[0] = bytes.shift() ?? 3;
      return b;
    };
    expect(generatePassword(4, random)).toBe("abcd");
  });
});
