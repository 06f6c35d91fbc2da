import { describe, expect, it } from "vitest";
import { localized } from "./i18n";

describe("localized", () => {
  const slide = { title: "New batch", titlePa: "ਨਵਾਂ ਬੈਚ", text: "Starts Monday", textPa: "" };

  it("gives the visitor's language", () => {
    expect(localized(slide, "title", "pa")).toBe("ਨਵਾਂ ਬੈਚ");
    expect(localized(slide, "title", "en")).toBe("New batch");
  });

  it("falls back to the other language when one is blank, missing or only spaces", () => {
    expect(localized(slide, "text", "pa")).toBe("Starts Monday");
    expect(localized({ name: "Polity" }, "name", "pa")).toBe("Polity");
    expect(localized({ name: "  ", namePa: "ਰਾਜਨੀਤੀ" }, "name", "en")).toBe("ਰਾਜਨੀਤੀ");
    expect(localized({ name: "Polity", namePa: "   " }, "name", "pa")).toBe("Polity");
    expect(localized({ name: null, namePa: null }, "name", "pa")).toBe("");
  });
});
