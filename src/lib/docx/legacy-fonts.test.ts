// Expected values are written from the AnmolLipi/GurbaniAkhar key layout (p=ਪ, M=tippi ੰ,
// N=bindi ਂ, W=kanna+bindi, w=kanna ਾ, i=sihari typed BEFORE its letter, R/H/Í = subscript
// ਰ/ਹ/ਵ, æ = pair-bindi, S/^/z = ਸ਼/ਖ਼/ਜ਼, [ = danda), not copied from the converter's output; each
// is also what gurmukhi-utils' toUnicode gives, apart from the one ordering fix for pair-bindi.
import gurmukhiUtils from "gurmukhi-utils";
import { describe, expect, it } from "vitest";
import { convertPieces, findLegacyFont, legacyToUnicode, splitSafely } from "./legacy-fonts.js";

const codes = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16).padStart(4, "0")).join(" ");

describe("legacyToUnicode", () => {
  it.each([
    ["pMjwb srkwr", "ਪੰਜਾਬ ਸਰਕਾਰ"],
    // tippi ੰ after aunkar ੁ, tippi after sihari, bindi ਂ after a vowel sign
    ["muMfw", "ਮੁੰਡਾ"],
    ["ipMf", "ਪਿੰਡ"],
    ["hW myN hYN", "ਹਾਂ ਮੇਂ ਹੈਂ"],
    // addak ੱ, danda
    ["iv`c hY[", "ਵਿੱਚ ਹੈ।"],
    // subscript ਰ / ਹ / ਵ, and sihari that comes after the subscript in Unicode
    ["pRDwn", "ਪ੍ਰਧਾਨ"],
    ["pVHweI", "ਪੜ੍ਹਾਈ"],
    ["sÍwgq", "ਸ੍ਵਾਗਤ"],
    ["AMimRqsr", "ਅੰਮ੍ਰਿਤਸਰ"],
    ["gurU nwnk dyv jI", "ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ"],
  ])("%s → %s", (ascii, unicode) => {
    expect(legacyToUnicode(ascii)).toBe(unicode);
    // gurmukhi-utils itself agrees on these (no nukta involved).
    expect(gurmukhiUtils.toUnicode(ascii)).toBe(unicode);
  });

  it("puts pair-bindi (nukta) right after its letter, in NFC, however it was typed", () => {
    // ਜ਼ਿਲ੍ਹਾ = ਜ ਼ ਿ ਲ ੍ ਹ ਾ; "ijæ" is sihari, ਜ, then the separate pair-bindi key.
    const zila = "\u0A1C\u0A3C\u0A3F\u0A32\u0A4D\u0A39\u0A3E";
    expect(codes(legacyToUnicode("ijælHw"))).toBe(codes(zila));
    expect(codes(legacyToUnicode("izlHw"))).toBe(codes(zila)); // the precomposed ਜ਼ key
    // gurmukhi-utils alone leaves the nukta after the sihari (ਜ ਿ ਼), which shapes badly.
    expect(codes(gurmukhiUtils.toUnicode("ijælHw"))).toBe("0a1c 0a3f 0a3c 0a32 0a4d 0a39 0a3e");
    expect(codes(legacyToUnicode("^br"))).toBe(codes("\u0A16\u0A3C\u0A2C\u0A30")); // ਖ਼ਬਰ
    expect(codes(legacyToUnicode("Sihr"))).toBe(codes("\u0A38\u0A3C\u0A39\u0A3F\u0A30")); // ਸ਼ਹਿਰ
  });
});

describe("convertPieces (runs of one font split anywhere)", () => {
  it("keeps a sihari that ends one run with the letter that starts the next", () => {
    expect(splitSafely(["i", "pMf"])).toEqual(["", "ipMf"]);
    expect(convertPieces(["i", "pMf"])).toEqual(["", "ਪਿੰਡ"]);
  });

  it("moves signs that start a run back to the letter in the run before", () => {
    expect(splitSafely(["ik", "RSn"])).toEqual(["ikR", "Sn"]);
    expect(convertPieces(["ik", "RSn"]).join("")).toBe("ਕ੍ਰਿਸ਼ਨ".normalize("NFC"));
    expect(convertPieces(["pM", "M", "jwb"]).join("")).toBe(legacyToUnicode("pMMjwb"));
  });

  it("gives the same text as converting the whole line, wherever the runs are cut", () => {
    const line = "ijælHw AMimRqsr iv`c pMjwb srkwr ny pVHweI leI ik®pw kIqI[ ^br sÍwgq hW myN";
    const whole = legacyToUnicode(line);
    for (let a = 0; a <= line.length; a++) {
      for (let b = a; b <= line.length; b += 7) {
        const pieces = [line.slice(0, a), line.slice(a, b), line.slice(b)];
        expect(splitSafely(pieces).join("")).toBe(line);
        expect(convertPieces(pieces).join(""), `cut at ${a}, ${b}`).toBe(whole);
      }
    }
  });
});

describe("findLegacyFont", () => {
  it("knows the families whatever the case, spaces or weight", () => {
    expect(findLegacyFont("AnmolLipi")?.layout).toBe("gurbani-akhar");
    expect(findLegacyFont("Anmol Lipi")?.name).toBe("AnmolLipi");
    expect(findLegacyFont("GURBANIAKHARTHICK")?.name).toBe("GurbaniAkhar");
    expect(findLegacyFont("GurbaniAkharHeavy")?.name).toBe("GurbaniAkhar");
    expect(findLegacyFont("gurbani lipi")?.name).toBe("GurbaniLipi");
  });

  it("recognises fonts of other layouts without claiming to convert them", () => {
    expect(findLegacyFont("Asees")?.layout).toBe("other");
    expect(findLegacyFont("Joy")?.layout).toBe("other");
    expect(findLegacyFont("Satluj")?.layout).toBe("other");
    expect(findLegacyFont("DRChatrikWeb")?.layout).toBe("other");
    expect(findLegacyFont("Gurbani Hindi")?.layout).toBe("devanagari");
  });

  it("does not mistake Unicode fonts for legacy ones", () => {
    expect(findLegacyFont("AnmolUni")).toBeNull();
    expect(findLegacyFont("Raavi")).toBeNull();
    expect(findLegacyFont("Times New Roman")).toBeNull();
    expect(findLegacyFont("Joyful Sans")).toBeNull();
  });
});
