import { describe, expect, it } from "vitest";
import { jpegFile, pngFile } from "@/testing/image-files";
import { brochureProblem, imageKind, imageProblem, renameImage } from "./image-check";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("image checks", () => {
  it("knows PNG, JPEG and WebP by their first bytes, whatever the name says", async () => {
    expect(await imageKind(new Blob([bytes(0x89, 0x50, 0x4e, 0x47, 13, 10)]))).toBe("png");
    expect(await imageKind(new Blob([bytes(0xff, 0xd8, 0xff, 0xe0)]))).toBe("jpeg");
    expect(await imageKind(new Blob(["RIFF\0\0\0\0WEBPVP8 "]))).toBe("webp");
    expect(await imageKind(new Blob(["MZ\x90\0 exe"]))).toBeNull();
  });

  it("refuses empty, too large and fake pictures with the file's name", async () => {
    expect(await imageProblem(new File([], "a.png"))).toBe(
      "“a.png” is empty. Choose a PNG, JPEG or WebP picture.",
    );
    const big = new File([bytes(0x89, 0x50, 0x4e, 0x47), new Uint8Array(2 * 1024 * 1024)], "big.png");
    expect(await imageProblem(big)).toBe("“big.png” is larger than 2 MB. Choose a smaller picture.");
    expect(await imageProblem(new File(["MZ"], "virus.exe.png"))).toBe(
      "“virus.exe.png” is not a PNG, JPEG or WebP picture.",
    );
    expect(await imageProblem(new File([bytes(0xff, 0xd8, 0xff, 0xe0)], "ok.jpg"))).toBeNull();
  });

  it("refuses a picture of more than 40 megapixels before it is sent, whatever its file size", async () => {
    const photo = new File([jpegFile(9000, 9000, 40_000)], "result.jpg", { type: "image/jpeg" });
    expect(await imageProblem(photo)).toBe(
      '"result.jpg" is 9,000 × 9,000 pixels (81 megapixels); a picture may have at most 40 megapixels. ' +
        "Make it smaller (for example 4000 × 3000 pixels) and upload it again.",
    );
    expect(await imageProblem(new File([pngFile(1280, 720)], "slide.png"))).toBeNull();
  });

  it("renames a picture to a plain unique name with its real extension", async () => {
    const f = await renameImage(new File([bytes(0xff, 0xd8, 0xff, 0xe0)], "My Photo (1).png"), "slide");
    expect(f.name).toMatch(/^slide-[a-z0-9]+\.jpg$/);
  });

  it("accepts only a real PDF of at most 10 MB as the brochure", async () => {
    expect(await brochureProblem(new File(["%PDF-1.4 ..."], "b.pdf"))).toBeNull();
    expect(await brochureProblem(new File(["<html>"], "b.pdf"))).toMatch(/is not a PDF file/);
    expect(await brochureProblem(new File([], "b.pdf"))).toMatch(/is empty/);
  });
});
