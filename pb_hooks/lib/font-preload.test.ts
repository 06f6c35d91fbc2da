// @vitest-environment node
import { describe, expect, it } from "vitest";
import { requireHook } from "../test-support";

const { hasGurmukhi, fontHrefIn, injectPreload } =
  requireHook<typeof import("./font-preload.js")>("lib/font-preload.js");

const FONT = "/assets/noto-sans-gurmukhi-gurmukhi-400-normal-Ab12_cd.woff2";
const PRELOAD = `<link rel="preload" href="${FONT}" as="font" type="font/woff2" crossorigin>`;

describe("hasGurmukhi", () => {
  it("finds a Gurmukhi letter in any of the texts, and none in Latin, Devanagari or non-texts", () => {
    expect(hasGurmukhi("GST Council", "ਪੰਜਾਬ ਸਰਕਾਰ")).toBe(true);
    expect(hasGurmukhi("<p>ਸਕੂਲ</p>")).toBe(true);
    expect(hasGurmukhi("GST Council", "नमस्ते", "")).toBe(false);
    expect(hasGurmukhi(null, undefined, 42, ["ਪੰਜਾਬ"])).toBe(false);
    expect(hasGurmukhi()).toBe(false);
  });
});

describe("fontHrefIn", () => {
  it("picks the regular weight's built file from the asset names, and nothing when there is none", () => {
    const names = [
      "index-Dk3.js",
      "noto-sans-gurmukhi-gurmukhi-700-normal-Zz9.woff2",
      "noto-sans-gurmukhi-gurmukhi-400-normal-Ab12_cd.woff2",
      "noto-sans-gurmukhi-gurmukhi-400-normal-Ab12_cd.woff",
    ];
    expect(fontHrefIn(names)).toBe(FONT);
    expect(fontHrefIn(names.filter((n) => !n.endsWith("Ab12_cd.woff2")))).toBe("");
    expect(fontHrefIn(["x-noto-sans-gurmukhi-gurmukhi-400-normal-Ab.woff2"])).toBe("");
    expect(fontHrefIn([])).toBe("");
  });
});

describe("injectPreload", () => {
  const SHELL = "<html><head><title>T</title></head><body></body></html>";

  it("puts the preload just before </head>, once", () => {
    const html = injectPreload(SHELL, FONT);
    expect(html).toBe(`<html><head><title>T</title>    ${PRELOAD}\n  </head><body></body></html>`);
    expect(injectPreload(html, FONT)).toBe(html);
  });

  it("leaves the page as it is without a font or without a head", () => {
    expect(injectPreload(SHELL, "")).toBe(SHELL);
    expect(injectPreload("<p>no head</p>", FONT)).toBe("<p>no head</p>");
  });
});
