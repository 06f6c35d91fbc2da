import { describe, expect, it } from "vitest";
import { buildArticleForm, imageUploadName, storedImageUrls } from "./save-current-affair";

describe("buildArticleForm", () => {
  it("sends fields as one JSON part and files under doc and images+", async () => {
    const doc = new File(["x"], "Report.docx");
    const img = new File(["p"], "image-1.png", { type: "image/png" });
    const form = buildArticleForm({ name: "Budget", tags: [], active: false }, { doc, images: [img, img] });
    expect(JSON.parse(form.get("@jsonPayload") as string)).toEqual({
      name: "Budget",
      tags: [],
      active: false,
    });
    expect((form.get("doc") as File).name).toBe("Report.docx");
    expect(form.getAll("images+").map((f) => (f as File).name)).toEqual(["docximg0.png", "docximg1.png"]);
  });

  it("sends the document under a name without control characters (the server refuses raw ones)", () => {
    const doc = new File(["x"], "Daily\u0000 CA\u001b\u202e.docx");
    const form = buildArticleForm({ name: "Budget" }, { doc, images: [] });
    expect((form.get("doc") as File).name).toBe("Daily CA.docx");
  });
});

describe("storedImageUrls", () => {
  it("maps stored names back to placeholder indexes as same-origin paths", () => {
    const urls = storedImageUrls({
      id: "rec1",
      collectionId: "col1",
      collectionName: "currentAffairs",
      images: ["docximg1_abcdefghij.jpg", "other.png", "docximg0_klmnopqrst.png"],
    });
    expect(urls).toEqual([
      "/api/files/col1/rec1/docximg0_klmnopqrst.png",
      "/api/files/col1/rec1/docximg1_abcdefghij.jpg",
    ]);
  });

  it("names uploads by index with the original extension", () => {
    expect(imageUploadName(3, new File([], "image-4.JPEG"))).toBe("docximg3.jpeg");
  });
});
