import { describe, expect, it } from "vitest";
import {
  gifFile,
  jpegFile,
  pngFile,
  webpExtendedFile,
  webpLosslessFile,
  webpLossyFile,
} from "@/testing/image-files";
import {
  dataUriImageSize,
  imagePixelsProblem,
  imageSizeOfBytes,
  MAX_IMAGE_PIXELS,
} from "@shared/image-size-core.cjs";
import { imageFilePixelsProblem } from "./image-size";

const uri = (type: string, bytes: number[]) =>
  `data:image/${type};base64,${Buffer.from(bytes).toString("base64")}`;
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG = [
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...be32(13),
  ...ascii("IHDR"),
  ...be32(320),
  ...be32(120),
  8,
  2,
  0,
  0,
  0,
];

describe("dataUriImageSize", () => {
  it("reads a PNG's IHDR", () => {
    expect(dataUriImageSize(uri("png", PNG))).toEqual({ width: 320, height: 120 });
  });

  it("reads a GIF's screen size", () => {
    expect(dataUriImageSize(uri("gif", [...ascii("GIF89a"), ...le16(64), ...le16(48), 0, 0, 0]))).toEqual({
      width: 64,
      height: 48,
    });
  });

  it("finds a JPEG's frame header behind APP segments", () => {
    const app0 = [0xff, 0xe0, 0, 16, ...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
    const app1 = [0xff, 0xe1, 0x04, 0x02, ...new Array(0x0400).fill(0)]; // a 1 KB EXIF block
    const sof0 = [
      0xff,
      0xc0,
      0,
      17,
      8,
      ...[0x02, 0x58],
      ...[0x03, 0x20],
      3,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
    ];
    expect(dataUriImageSize(uri("jpeg", [0xff, 0xd8, ...app0, ...app1, ...sof0]))).toEqual({
      width: 800,
      height: 600,
    });
    expect(dataUriImageSize(uri("jpg", [0xff, 0xd8, ...app0, ...sof0]))).toEqual({ width: 800, height: 600 });
  });

  it("reads the three WebP kinds", () => {
    const riff = (kind: string, body: number[]) => [
      ...ascii("RIFF"),
      0,
      0,
      0,
      0,
      ...ascii("WEBP"),
      ...ascii(kind),
      ...body,
    ];
    const vp8 = riff("VP8 ", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...le16(400), ...le16(300), 0, 0]);
    expect(dataUriImageSize(uri("webp", vp8))).toEqual({ width: 400, height: 300 });
    const bits = (400 - 1) | ((300 - 1) << 14);
    const vp8l = riff("VP8L", [
      0,
      0,
      0,
      0,
      0x2f,
      bits & 255,
      (bits >> 8) & 255,
      (bits >> 16) & 255,
      (bits >>> 24) & 255,
      0,
      0,
      0,
      0,
      0,
    ]);
    expect(dataUriImageSize(uri("webp", vp8l))).toEqual({ width: 400, height: 300 });
    const vp8x = riff("VP8X", [0, 0, 0, 0, 0, 0, 0, 0, ...le24(399), ...le24(299), 0, 0]);
    expect(dataUriImageSize(uri("webp", vp8x))).toEqual({ width: 400, height: 300 });
  });

  it("gives null for other URLs, other types and damaged or cut headers", () => {
    expect(dataUriImageSize("https://example.com/a.png")).toBeNull();
    expect(dataUriImageSize("/api/files/x/y/a.png")).toBeNull();
    expect(dataUriImageSize(uri("svg+xml", ascii("<svg/>")))).toBeNull();
    expect(dataUriImageSize(uri("png", PNG.slice(0, 20)))).toBeNull();
    expect(dataUriImageSize(uri("png", [0, ...PNG.slice(1)]))).toBeNull();
    expect(dataUriImageSize("data:image/png;base64,!!!not base64!!!")).toBeNull();
    expect(dataUriImageSize(uri("jpeg", [0xff, 0xd8, 0x00, 0x11, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    // A zero size reserves nothing useful.
    expect(dataUriImageSize(uri("gif", [...ascii("GIF89a"), 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});

describe("the pixel count of an uploaded picture (decompression bombs)", () => {
  // Real files: the PNGs decode; the others carry real headers (see src/testing/image-files.ts).
  const bomb = pngFile(24000, 24000);

  it("reads the size of real files of each kind from their headers", () => {
    expect(bomb.length).toBeLessThan(200 * 1024); // 576 megapixels in a small file
    expect(imageSizeOfBytes(bomb)).toEqual({ kind: "png", width: 24000, height: 24000 });
    expect(imageSizeOfBytes(pngFile(640, 360))).toEqual({ kind: "png", width: 640, height: 360 });
    // The frame header behind a 60 KB EXIF block, as in a camera's file.
    expect(imageSizeOfBytes(jpegFile(24000, 24000, 60_000))).toEqual({
      kind: "jpeg",
      width: 24000,
      height: 24000,
    });
    expect(imageSizeOfBytes(webpExtendedFile(24000, 24000))).toEqual({
      kind: "webp",
      width: 24000,
      height: 24000,
    });
    expect(imageSizeOfBytes(webpLosslessFile(16384, 16384))).toEqual({
      kind: "webp",
      width: 16384,
      height: 16384,
    });
    expect(imageSizeOfBytes(webpLossyFile(1280, 720))).toEqual({ kind: "webp", width: 1280, height: 720 });
    expect(imageSizeOfBytes(gifFile(24000, 24000))).toEqual({ kind: "gif", width: 24000, height: 24000 });
  });

  it("refuses more than 40 megapixels, naming the file and its size in plain words", () => {
    expect(imagePixelsProblem("bomb.png", imageSizeOfBytes(bomb))).toBe(
      '"bomb.png" is 24,000 × 24,000 pixels (576 megapixels); a picture may have at most 40 megapixels. ' +
        "Make it smaller (for example 4000 × 3000 pixels) and upload it again.",
    );
    expect(imagePixelsProblem("a.jpg", { width: 8000, height: 5000 })).toBeNull(); // exactly 40 MP
    expect(imagePixelsProblem("a.jpg", { width: 8000, height: 5001 })).toMatch(
      /^"a\.jpg" is 8,000 × 5,001 pixels \(40 megapixels\); a picture may have at most 40 megapixels\./,
    );
    expect(imagePixelsProblem("b.webp", { width: 10000, height: 10000 })).toMatch(/\(100 megapixels\)/);
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
  });

  it("gives no size for files that are no picture or whose header is cut", () => {
    expect(imageSizeOfBytes(new TextEncoder().encode("%PDF-1.7 not a picture"))).toBeNull();
    expect(imageSizeOfBytes(new Uint8Array(bomb.subarray(0, 20)))).toBeNull();
    expect(imageSizeOfBytes(new Uint8Array(jpegFile(24000, 24000, 60_000).subarray(0, 30_000)))).toBeNull();
    expect(imageSizeOfBytes(new Uint8Array([]))).toBeNull();
  });

  it("checks a picked file in the browser before it is uploaded", async () => {
    expect(await imageFilePixelsProblem(new File([bomb], "huge.png", { type: "image/png" }))).toMatch(
      /^"huge\.png" is 24,000 × 24,000 pixels/,
    );
    const jpeg = new File([jpegFile(12000, 9000, 30_000)], "camera.jpg", { type: "image/jpeg" });
    expect(await imageFilePixelsProblem(jpeg)).toMatch(
      /^"camera\.jpg" is 12,000 × 9,000 pixels \(108 megapixels\)/,
    );
    expect(await imageFilePixelsProblem(new File([pngFile(1280, 720)], "slide.png"))).toBeNull();
  });
});
