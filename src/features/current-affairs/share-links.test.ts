import { describe, expect, it } from "vitest";
import { downloadName, shareLinks } from "./share-links";

describe("shareLinks", () => {
  it("encodes the URL and title for each target", () => {
    const links = shareLinks("https://ex.in/currentaffairs/a-b", "GST & you?");
    expect(links.map((l) => l.label)).toEqual(["WhatsApp", "Telegram", "X"]);
    expect(links[0]?.href).toBe(
      "https://wa.me/?text=GST%20%26%20you%3F%20https%3A%2F%2Fex.in%2Fcurrentaffairs%2Fa-b",
    );
    expect(links[1]?.href).toBe(
      "https://t.me/share/url?url=https%3A%2F%2Fex.in%2Fcurrentaffairs%2Fa-b&text=GST%20%26%20you%3F",
    );
    expect(links[2]?.href).toContain("https://x.com/intent/post?url=https%3A%2F%2Fex.in");
  });
});

describe("downloadName", () => {
  it("uses the slug, safely", () => {
    expect(downloadName("punjab-budget-2026")).toBe("punjab-budget-2026.docx");
    expect(downloadName("../../etc")).toBe("etc.docx");
    expect(downloadName("")).toBe("current-affair.docx");
  });
});
