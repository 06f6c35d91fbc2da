// Picture files for the pixel-count checks (shared/image-size-core.cjs, pb_hooks/lib/image-size.js).
// pngFile makes a real, decodable PNG: black, 1 bit per pixel, so 24000 × 24000 pixels (576
// megapixels, a gigabyte or more once decoded) is a ~70 KB file, the "decompression bomb" of issue 25.
// The JPEG, WebP and GIF makers write real headers (as cameras and editors do) that say the size
// given, with placeholder image data: the checks read only the headers.
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer<ArrayBuffer> {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A real black PNG of width × height pixels, 1-bit greyscale (tiny even when huge). */
export function pngFile(width: number, height: number): Buffer<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero bits per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const le32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * A baseline JPEG's header saying width × height: JFIF, an EXIF block of `exifBytes` (the frame
 * header comes after it, as in camera files), quantisation and frame headers, then a scan.
 */
export function jpegFile(width: number, height: number, exifBytes = 1024): Buffer<ArrayBuffer> {
  const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
  const exif = [...text("Exif"), 0, 0, ...new Array<number>(Math.max(0, exifBytes - 6)).fill(0)];
  const dqt = [0, ...new Array<number>(64).fill(1)];
  const sof0 = [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0];
  const dht = [0x00, 1, ...new Array<number>(15).fill(0), 0];
  const sos = [1, 1, 0x00, 0, 63, 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...text("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xe1, exif),
    ...segment(0xdb, dqt),
    ...segment(0xc0, sof0),
    ...segment(0xc4, dht),
    ...segment(0xda, sos),
    0x00,
    0xff,
    0xd9,
  ]);
}

function riff(chunk: string, body: number[]): Buffer<ArrayBuffer> {
  const padded = body.length % 2 ? [...body, 0] : body;
  const inner = [...text("WEBP"), ...text(chunk), ...le32(body.length), ...padded];
  return Buffer.from([...text("RIFF"), ...le32(inner.length), ...inner]);
}

/** An extended WebP (VP8X) whose canvas is width × height (up to 16777216 each way). */
export function webpExtendedFile(width: number, height: number): Buffer<ArrayBuffer> {
  return riff("VP8X", [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}

/** A lossless WebP (VP8L) of width × height (up to 16384 each way). */
export function webpLosslessFile(width: number, height: number): Buffer<ArrayBuffer> {
  const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
  return riff("VP8L", [0x2f, ...le32(bits), 0, 0, 0, 0]);
}

/** A lossy WebP (VP8) key frame of width × height (up to 16383 each way). */
export function webpLossyFile(width: number, height: number): Buffer<ArrayBuffer> {
  return riff("VP8 ", [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
}

/** A GIF whose logical screen is width × height, with one empty frame. */
export function gifFile(width: number, height: number): Buffer<ArrayBuffer> {
  return Buffer.from([
    ...text("GIF89a"),
    ...le16(width),
    ...le16(height),
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    ...le16(1),
    ...le16(1),
    0,
    2,
    2,
    0x4c,
    0x01,
    0,
    0x3b,
  ]);
}
